import { STAFF_PASSWORD_MIN_LENGTH } from '@aurelle/contract';
import { texts } from '../texts.ts';
import { RuleHint } from './ui/text-field.tsx';

/** The new-password rule, kept up to date as the person types. */
export function PasswordRule({ value }: { value: string | undefined }) {
  const length = value?.length ?? 0;
  return (
    <RuleHint met={length >= STAFF_PASSWORD_MIN_LENGTH}>
      {texts.password.rule(STAFF_PASSWORD_MIN_LENGTH, length)}
    </RuleHint>
  );
}
