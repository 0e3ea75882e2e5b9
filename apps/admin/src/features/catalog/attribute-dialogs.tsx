import { zodResolver } from '@hookform/resolvers/zod';
import { attributeBodySchema, attributeValueBodySchema, type Attribute } from '@aurelle/contract';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogActions, Modal } from '../../components/ui/dialog.tsx';
import formStyles from '../../components/ui/form.module.css';
import { TextField } from '../../components/ui/text-field.tsx';
import { formParseOptions, showServerErrors } from '../../lib/form.ts';
import { useApiMutation } from '../../lib/use-api.ts';
import { texts } from './texts.ts';
import { ATTRIBUTE_CHANGES } from './use-catalog.ts';

const t = texts.catalogue;
type Localized = { en: string; fr: string };
type AttributeForm = { code: string; name: Localized };
type ValueForm = { value: string; label: Localized };
type AttributeInput = z.input<typeof attributeBodySchema>;
type ValueInput = z.input<typeof attributeValueBodySchema>;
type AttributeValue = Attribute['values'][number];

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
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const create = useApiMutation('createAttribute', { invalidates: ATTRIBUTE_CHANGES });
  const update = useApiMutation('updateAttribute', { invalidates: ATTRIBUTE_CHANGES });
  const initial = (): AttributeForm =>
    attribute
      ? { code: attribute.code, name: { ...attribute.name } }
      : { code: '', name: { en: '', fr: '' } };
  const { register, handleSubmit, setError, formState, reset } = useForm<
    AttributeInput,
    unknown,
    AttributeForm
  >({
    resolver: zodResolver(attributeBodySchema, formParseOptions),
    mode: 'onTouched',
    defaultValues: initial(),
  });
  const onValid = async (body: AttributeForm) => {
    setMessage(null);
    try {
      const saved = attribute
        ? await update.mutateAsync({ params: { id: attribute.id }, body })
        : await create.mutateAsync({ body });
      setOpen(false);
      onSaved(saved);
    } catch (error) {
      setMessage(showServerErrors(error, setError, ['code', 'name.en', 'name.fr']));
    }
  };
  const { errors, isSubmitting } = formState;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          reset(initial());
          setMessage(null);
        }
      }}
      title={attribute ? t.editFilter : t.newFilter}
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
        <TextField
          label={t.code}
          autoComplete="off"
          spellCheck={false}
          hint={t.codeHint}
          error={errors.code?.message}
          {...register('code')}
        />
        <DialogActions>
          <Button type="submit" variant="primary" pending={isSubmitting}>
            {isSubmitting ? texts.form.saving : attribute ? t.save : t.create}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}

/** Add a value to a filter, or edit one: the value the shop's addresses carry, and its labels. */
export function ValueDialog({
  attribute,
  value,
  trigger,
  onSaved,
}: {
  attribute: Attribute;
  value?: AttributeValue;
  trigger: ReactNode;
  onSaved: (label: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const create = useApiMutation('createAttributeValue', { invalidates: ATTRIBUTE_CHANGES });
  const update = useApiMutation('updateAttributeValue', { invalidates: ATTRIBUTE_CHANGES });
  const initial = (): ValueForm =>
    value
      ? { value: value.value, label: { ...value.label } }
      : { value: '', label: { en: '', fr: '' } };
  const { register, handleSubmit, setError, formState, reset } = useForm<
    ValueInput,
    unknown,
    ValueForm
  >({
    resolver: zodResolver(attributeValueBodySchema, formParseOptions),
    mode: 'onTouched',
    defaultValues: initial(),
  });
  const onValid = async (body: ValueForm) => {
    setMessage(null);
    try {
      if (value) {
        await update.mutateAsync({ params: { id: attribute.id, valueId: value.id }, body });
      } else {
        await create.mutateAsync({ params: { id: attribute.id }, body });
      }
      setOpen(false);
      onSaved(body.label.en);
    } catch (error) {
      setMessage(showServerErrors(error, setError, ['value', 'label.en', 'label.fr']));
    }
  };
  const { errors, isSubmitting } = formState;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          reset(initial());
          setMessage(null);
        }
      }}
      title={value ? t.editValue : t.addValueTo(attribute.name.en)}
      trigger={trigger}
    >
      <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
        {message && <Alert>{message}</Alert>}
        <TextField
          label={t.labelEn}
          autoComplete="off"
          error={errors.label?.en?.message}
          {...register('label.en')}
        />
        <TextField
          label={t.labelFr}
          autoComplete="off"
          hint={texts.productForm.frFallback}
          error={errors.label?.fr?.message}
          {...register('label.fr')}
        />
        <TextField
          label={t.value}
          autoComplete="off"
          spellCheck={false}
          hint={t.valueHint}
          error={errors.value?.message}
          {...register('value')}
        />
        <DialogActions>
          <Button type="submit" variant="primary" pending={isSubmitting}>
            {isSubmitting ? texts.form.saving : value ? t.save : t.create}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
