import { zodResolver } from '@hookform/resolvers/zod';
import { secondFactorBodySchema } from '@aurelle/contract';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { TextField } from '../../components/ui/text-field.tsx';
import { formParseOptions, showServerErrors } from '../../lib/form.ts';
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
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(recoveryCodeBodySchema, formParseOptions),
    mode: 'onTouched',
    defaultValues: { recoveryCode: '' },
  });
  const onValid = async (body: { recoveryCode: string }) => {
    setMessage(null);
    try {
      await submit(body);
    } catch (error) {
      setMessage(showServerErrors(error, setError, ['recoveryCode']));
    }
  };
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <TextField
        label={texts.secondFactor.recoveryCode}
        hint={texts.secondFactor.recoveryHint}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={formState.errors.recoveryCode?.message}
        {...register('recoveryCode', { setValueAs: (value: string) => value.trim() })}
      />
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" pending={formState.isSubmitting}>
          {formState.isSubmitting ? texts.secondFactor.submitting : texts.secondFactor.submit}
        </Button>
        {children}
      </div>
    </form>
  );
}
