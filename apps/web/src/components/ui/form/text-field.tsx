import { Field } from '@aurelle/ui/field';
import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { fieldLook } from './field-look.ts';
import { showsError, telephoneText, type FieldState } from './field-state.ts';
import styles from './form.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> &
  FieldState & {
    label: string;
    required?: boolean;
    /** Defaults to 'Enter {title}' (spec §5). */
    placeholder?: string;
    ref?: Ref<HTMLInputElement>;
  };

/**
 * A labelled text input (spec §5 text input): the asterisk unless optional, the 'Enter {title}'
 * placeholder, the error under it only when touched and enabled, and, for `type="tel"`, every
 * keystroke, paste or autofill that is not an optional leading plus and digits refused.
 */
export function TextField({
  label,
  required = true,
  placeholder,
  error,
  touched,
  disabled,
  type = 'text',
  onChange,
  id,
  ref,
  ...rest
}: Props) {
  const { t } = useTranslation();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (type === 'tel') {
      const clean = telephoneText(event.target.value);
      if (clean !== event.target.value) event.target.value = clean;
    }
    onChange?.(event);
  };
  return (
    <Field
      id={id}
      label={label}
      mark={required ? '*' : undefined}
      error={showsError({ error, touched, disabled }) ? error : undefined}
      announceError
      look={fieldLook}
    >
      {(control) => (
        <input
          ref={ref}
          {...control}
          type={type}
          className={styles.input}
          placeholder={placeholder ?? t('form.enter', { title: label })}
          aria-required={required}
          disabled={disabled}
          onChange={change}
          {...(type === 'tel' ? { inputMode: 'tel' as const } : {})}
          {...rest}
        />
      )}
    </Field>
  );
}
