import { useId, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { FieldFrame } from './field-frame.tsx';
import { errorId, showsError, telephoneText, type FieldState } from './field-state.ts';
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
  id: givenId,
  ref,
  ...rest
}: Props) {
  const { t } = useTranslation();
  const ownId = useId();
  const id = givenId ?? ownId;
  const state = { error, touched, disabled };
  const invalid = showsError(state);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (type === 'tel') {
      const clean = telephoneText(event.target.value);
      if (clean !== event.target.value) event.target.value = clean;
    }
    onChange?.(event);
  };
  return (
    <FieldFrame id={id} label={label} required={required} {...state}>
      <input
        ref={ref}
        id={id}
        type={type}
        className={styles.input}
        placeholder={placeholder ?? t('form.enter', { title: label })}
        aria-invalid={invalid}
        aria-describedby={errorId(id)}
        aria-required={required}
        disabled={disabled}
        onChange={change}
        {...(type === 'tel' ? { inputMode: 'tel' as const } : {})}
        {...rest}
      />
    </FieldFrame>
  );
}
