import { confirmEnrolmentBodySchema } from '@aurelle/contract';
import type { ReactNode } from 'react';
import { useSubmitFeedback, useSchemaForm } from '../lib/form.ts';
import { texts } from '../texts.ts';
import { Alert } from './ui/alert.tsx';
import formStyles from './ui/form.module.css';
import { FormActions } from './ui/form.tsx';
import { TextField } from './ui/text-field.tsx';

type Props = {
  label?: string;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the code; a rejection with the server's error shows it under the field. */
  submit: (body: { code: string }) => Promise<unknown>;
  /** More actions beside the submit button. */
  children?: ReactNode;
};

/** A 6-digit authenticator code, checked with the contract's rule before it is sent. */
export function CodeForm({
  label = texts.secondFactor.code,
  submitLabel,
  pendingLabel,
  submit,
  children,
}: Props) {
  const { handleSubmit, setError, formState, field, subscribe } = useSchemaForm(
    confirmEnrolmentBodySchema,
    {
      code: '',
    },
  );
  const feedback = useSubmitFeedback(setError, ['code'], subscribe);
  const onValid = feedback.submit(async (body: { code: string }) => {
    await submit(body);
  });
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {feedback.message && <Alert>{feedback.message}</Alert>}
      <TextField
        label={label}
        hint={texts.secondFactor.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        pattern="[0-9]*"
        spellCheck={false}
        {...field('code', { setValueAs: (value: string) => value.replace(/\s/g, '') })}
      />
      <FormActions label={submitLabel} pendingLabel={pendingLabel} pending={formState.isSubmitting}>
        {children}
      </FormActions>
    </form>
  );
}
