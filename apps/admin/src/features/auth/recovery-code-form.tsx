import { secondFactorBodySchema } from '@aurelle/contract';
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
import { texts } from './texts.ts';

/** The contract's second branch of the second step: `{ recoveryCode }`. */
const recoveryCodeBodySchema = secondFactorBodySchema.def.options[1];

/** One of the ten recovery codes, in place of the authenticator's code. */
export function RecoveryCodeForm({
  submit,
  children,
}: {
  submit: (body: { recoveryCode: string }) => Promise<unknown>;
  children?: ReactNode;
}) {
  const { handleSubmit, setError, formState, field, subscribe } = useSchemaForm(
    recoveryCodeBodySchema,
    {
      recoveryCode: '',
    },
  );
  const feedback = useSubmitFeedback(setError, ['recoveryCode'], subscribe);
  const onValid = feedback.submit(async (body: { recoveryCode: string }) => {
    await submit(body);
  });
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {feedback.message && <Alert>{feedback.message}</Alert>}
      <TextField
        label={texts.secondFactor.recoveryCode}
        hint={texts.secondFactor.recoveryHint}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...field('recoveryCode', { setValueAs: (value: string) => value.trim() })}
      />
      <FormActions
        label={texts.secondFactor.submit}
        pendingLabel={texts.secondFactor.submitting}
        pending={formState.isSubmitting}
      >
        {children}
      </FormActions>
    </form>
  );
}
