import { zodResolver } from '@hookform/resolvers/zod';
import {
  attributeBodySchema,
  attributeValueBodySchema,
  groupBodySchema,
  slugify,
  type Attribute,
  type Group,
  type GroupKind,
} from '@aurelle/contract';
import { useEffect, useState, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormSetValue,
} from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogActions, Modal } from '../../components/ui/dialog.tsx';
import formStyles from '../../components/ui/form.module.css';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { formParseOptions, useSubmitFeedback } from '../../lib/form.ts';
import {
  useCreateAttribute,
  useCreateAttributeValue,
  useCreateGroup,
  useUpdateAttribute,
  useUpdateAttributeValue,
  useUpdateGroup,
} from './api.ts';
import { texts } from './texts.ts';

const t = texts.catalogue;
const frFallback = texts.productForm.frFallback;

/**
 * A field of an entry's dialog: `text` a line, `code` a line the spelling check leaves alone (a
 * slug, a code, a value), `long` a few lines.
 */
type EntryField<Input extends FieldValues> = {
  name: Path<Input>;
  label: string;
  hint?: string;
  kind?: 'text' | 'code' | 'long';
};

/** A field made from another (a slug from the English name) as long as nobody changes it. */
type Follow<Input extends FieldValues> = {
  field: Path<Input>;
  from: Path<Input>;
  make: (text: string) => string;
};

function Following<Input extends FieldValues>({
  control,
  setValue,
  follow: { field, from, make },
  active,
}: {
  control: Control<Input, unknown, FieldValues>;
  setValue: UseFormSetValue<Input>;
  follow: Follow<Input>;
  active: boolean;
}) {
  const text = useWatch({ control, name: from }) ?? '';
  useEffect(() => {
    if (active) setValue(field, make(String(text)) as PathValue<Input, Path<Input>>);
  }, [active, text, field, make, setValue]);
  return null;
}

/**
 * Create or edit an entry of a catalogue list in a dialog: its fields, filled again each time it
 * opens; the server's field errors under their fields, its other message above them.
 */
function EntryDialog<Input extends FieldValues, Form extends FieldValues, Saved>({
  title,
  trigger,
  isNew,
  resolver,
  initial,
  fields,
  follow,
  save,
  onSaved,
}: {
  title: string;
  trigger: ReactNode;
  /** Nothing saved yet: the button says Create, and a followed field follows. */
  isNew: boolean;
  resolver: Resolver<Input, unknown, Form>;
  initial: () => DefaultValues<Input>;
  fields: readonly EntryField<Input>[];
  follow?: Follow<Input>;
  save: (body: Form) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
}) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState,
    reset,
    control,
    setValue,
    getFieldState,
    subscribe,
  } = useForm<Input, unknown, Form>({ resolver, mode: 'onTouched', defaultValues: initial() });
  const fieldNames = fields.map((field) => field.name);
  const { message, submit, clear } = useSubmitFeedback(setError, fieldNames, subscribe);
  const onValid = submit(async (body: Form) => {
    const saved = await save(body);
    setOpen(false);
    onSaved(saved);
  });
  const { isSubmitting } = formState;
  return (
    <>
      {follow && (
        <Following
          control={control}
          setValue={setValue}
          follow={follow}
          active={isNew && !getFieldState(follow.field, formState).isDirty}
        />
      )}
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) {
            reset(initial());
            clear();
          }
        }}
        title={title}
        trigger={trigger}
      >
        <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
          {message && <Alert>{message}</Alert>}
          {fields.map(({ name, label, hint, kind = 'text' }) => {
            const error = getFieldState(name, formState).error?.message;
            return kind === 'long' ? (
              <TextArea
                key={name}
                label={label}
                rows={3}
                hint={hint}
                error={error}
                {...register(name)}
              />
            ) : (
              <TextField
                key={name}
                label={label}
                autoComplete="off"
                spellCheck={kind === 'code' ? false : undefined}
                hint={hint}
                error={error}
                {...register(name)}
              />
            );
          })}
          <DialogActions>
            <Button type="submit" variant="primary" pending={isSubmitting}>
              {isSubmitting ? texts.form.saving : isNew ? t.create : t.save}
            </Button>
          </DialogActions>
        </form>
      </Modal>
    </>
  );
}

const groupResolver = zodResolver(groupBodySchema, formParseOptions);
const GROUP_FIELDS = [
  { name: 'name.en', label: t.nameEn },
  { name: 'name.fr', label: t.nameFr, hint: frFallback },
  { name: 'description.en', label: t.descriptionEn, kind: 'long' },
  { name: 'description.fr', label: t.descriptionFr, hint: frFallback, kind: 'long' },
  { name: 'slug', label: t.slug, hint: t.slugHint, kind: 'code' },
] as const;
const SLUG_FOLLOWS_NAME = { field: 'slug', from: 'name.en', make: slugify } as const;

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
  const create = useCreateGroup();
  const update = useUpdateGroup();
  return (
    <EntryDialog
      title={group ? t.editGroup[kind] : t.newGroup[kind]}
      trigger={trigger}
      isNew={!group}
      resolver={groupResolver}
      initial={() => ({
        name: { en: group?.name.en ?? '', fr: group?.name.fr ?? '' },
        description: { en: group?.description.en ?? '', fr: group?.description.fr ?? '' },
        slug: group?.slug ?? '',
      })}
      fields={GROUP_FIELDS}
      follow={SLUG_FOLLOWS_NAME}
      save={(body) =>
        group
          ? update.mutateAsync({ params: { kind, id: group.id }, body })
          : create.mutateAsync({ params: { kind }, body })
      }
      onSaved={onSaved}
    />
  );
}

const attributeResolver = zodResolver(attributeBodySchema, formParseOptions);
const ATTRIBUTE_FIELDS = [
  { name: 'name.en', label: t.nameEn },
  { name: 'name.fr', label: t.nameFr, hint: frFallback },
  { name: 'code', label: t.code, hint: t.codeHint, kind: 'code' },
] as const;

/** Create or edit a filter: its code and names. */
export function AttributeDialog({
  attribute,
  trigger,
  onSaved,
}: {
  attribute?: Attribute;
  trigger: ReactNode;
  onSaved: (attribute: Attribute) => void;
}) {
  const create = useCreateAttribute();
  const update = useUpdateAttribute();
  return (
    <EntryDialog
      title={attribute ? t.editFilter : t.newFilter}
      trigger={trigger}
      isNew={!attribute}
      resolver={attributeResolver}
      initial={() => ({
        code: attribute?.code ?? '',
        name: { en: attribute?.name.en ?? '', fr: attribute?.name.fr ?? '' },
      })}
      fields={ATTRIBUTE_FIELDS}
      save={(body) =>
        attribute
          ? update.mutateAsync({ params: { id: attribute.id }, body })
          : create.mutateAsync({ body })
      }
      onSaved={onSaved}
    />
  );
}

const valueResolver = zodResolver(attributeValueBodySchema, formParseOptions);
const VALUE_FIELDS = [
  { name: 'label.en', label: t.labelEn },
  { name: 'label.fr', label: t.labelFr, hint: frFallback },
  { name: 'value', label: t.value, hint: t.valueHint, kind: 'code' },
] as const;

/** Add a value to a filter, or edit one: the value the shop's addresses carry, and its labels. */
export function ValueDialog({
  attribute,
  value,
  trigger,
  onSaved,
}: {
  attribute: Attribute;
  value?: Attribute['values'][number];
  trigger: ReactNode;
  /** Called with the value's English label. */
  onSaved: (label: string) => void;
}) {
  const create = useCreateAttributeValue();
  const update = useUpdateAttributeValue();
  return (
    <EntryDialog
      title={value ? t.editValue : t.addValueTo(attribute.name.en)}
      trigger={trigger}
      isNew={!value}
      resolver={valueResolver}
      initial={() => ({
        value: value?.value ?? '',
        label: { en: value?.label.en ?? '', fr: value?.label.fr ?? '' },
      })}
      fields={VALUE_FIELDS}
      save={async (body) => {
        await (value
          ? update.mutateAsync({ params: { id: attribute.id, valueId: value.id }, body })
          : create.mutateAsync({ params: { id: attribute.id }, body }));
        return body.label.en;
      }}
      onSaved={onSaved}
    />
  );
}
