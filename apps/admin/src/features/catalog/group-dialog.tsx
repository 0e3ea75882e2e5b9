import { zodResolver } from '@hookform/resolvers/zod';
import {
  groupBodySchema,
  slugify,
  type Group,
  type GroupBody,
  type GroupKind,
} from '@aurelle/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogActions, Modal } from '../../components/ui/dialog.tsx';
import formStyles from '../../components/ui/form.module.css';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { formParseOptions, showServerErrors } from '../../lib/form.ts';
import { useApiMutation } from '../../lib/use-api.ts';
import { texts } from './texts.ts';
import { GROUP_CHANGES } from './use-catalog.ts';

const t = texts.catalogue;
type GroupForm = {
  name: { en: string; fr: string };
  description: { en: string; fr: string };
  slug: string;
};
const EMPTY: GroupForm = { name: { en: '', fr: '' }, description: { en: '', fr: '' }, slug: '' };
const formOf = (group: Group): GroupForm => ({
  name: { ...group.name },
  description: { ...group.description },
  slug: group.slug,
});

/** Create or edit a category or collection: names, descriptions, slug. */
export function GroupDialog({
  kind,
  group,
  trigger,
  onSaved,
}: {
  kind: GroupKind;
  /** The one to edit; none: a new one. */
  group?: Group;
  trigger: ReactNode;
  onSaved: (group: Group) => void;
}) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const create = useApiMutation('createGroup', { invalidates: GROUP_CHANGES });
  const update = useApiMutation('updateGroup', { invalidates: GROUP_CHANGES });
  const { register, handleSubmit, setError, formState, reset, control, setValue } = useForm<
    GroupBody,
    unknown,
    GroupForm
  >({
    resolver: zodResolver(groupBodySchema, formParseOptions),
    mode: 'onTouched',
    defaultValues: group ? formOf(group) : EMPTY,
  });
  const name = useWatch({ control, name: 'name.en' }) ?? '';
  const follows = !group && !formState.dirtyFields.slug;
  useEffect(() => {
    if (follows) setValue('slug', slugify(name));
  }, [follows, name, setValue]);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) {
      reset(group ? formOf(group) : EMPTY);
      setMessage(null);
    }
  };
  const onValid = async (body: GroupForm) => {
    setMessage(null);
    try {
      const saved = group
        ? await update.mutateAsync({ params: { kind, id: group.id }, body })
        : await create.mutateAsync({ params: { kind }, body });
      setOpen(false);
      onSaved(saved);
    } catch (error) {
      setMessage(
        showServerErrors(error, setError, [
          'name.en',
          'name.fr',
          'description.en',
          'description.fr',
          'slug',
        ]),
      );
    }
  };
  const { errors, isSubmitting } = formState;
  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={group ? t.editGroup[kind] : t.newGroup[kind]}
      trigger={trigger}
    >
      <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
        {message && <Alert>{message}</Alert>}
        <TextField
          label={t.nameEn}
          autoComplete="off"
          error={errors.name?.en?.message}
          {...register('name.en')}
        />
        <TextField
          label={t.nameFr}
          autoComplete="off"
          hint={texts.productForm.frFallback}
          error={errors.name?.fr?.message}
          {...register('name.fr')}
        />
        <TextArea
          label={t.descriptionEn}
          rows={3}
          error={errors.description?.en?.message}
          {...register('description.en')}
        />
        <TextArea
          label={t.descriptionFr}
          rows={3}
          hint={texts.productForm.frFallback}
          error={errors.description?.fr?.message}
          {...register('description.fr')}
        />
        <TextField
          label={t.slug}
          autoComplete="off"
          spellCheck={false}
          hint={t.slugHint}
          error={errors.slug?.message}
          {...register('slug')}
        />
        <DialogActions>
          <Button type="submit" variant="primary" pending={isSubmitting}>
            {isSubmitting ? texts.form.saving : group ? t.save : t.create}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
