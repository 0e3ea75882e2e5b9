import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import styles from './form.module.css';

type Props = {
  id: string;
  length: number;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  labelledBy?: string;
  disabled?: boolean;
};

/**
 * The one-time code boxes (spec §5): digits only, a paste or the phone's code autofill fills them
 * all, typing moves focus on, Backspace on an empty box goes back.
 */
export function OtpInput({
  id,
  length,
  value,
  onChange,
  invalid,
  describedBy,
  labelledBy,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // An emptied box in the middle is a space in `value`, so the digits after it keep their place.
  const digits = Array.from({ length }, (_, i) => (value[i] ?? '').trim());
  const joined = (next: string[]) =>
    next
      .map((d) => d || ' ')
      .join('')
      .trimEnd();
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  /** Puts `typed` (one digit, or several from a paste or autofill) in from box `index` on. */
  const put = (index: number, typed: string) => {
    const incoming = typed.replace(/[^0-9]/g, '');
    if (!incoming) return;
    const next = [...digits];
    for (let i = 0; i < incoming.length && index + i < length; i++)
      next[index + i] = incoming[i] as string;
    onChange(joined(next).slice(0, length));
    focus(index + incoming.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(joined(next));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    put(index, event.clipboardData.getData('text'));
  };

  return (
    <div className={styles.otp} role="group" aria-labelledby={labelledBy} id={id}>
      {digits.map((digit, index) => (
        <input
          // The boxes are positions, not items: their order never changes.
          key={index}
          ref={(node) => {
            boxes.current[index] = node;
          }}
          className={styles.otpBox}
          value={digit}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digit', { n: index + 1, count: length })}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          disabled={disabled}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.target.select()}
          onChange={(event) => {
            const typed = event.target.value;
            if (typed === '') {
              const next = [...digits];
              next[index] = '';
              onChange(joined(next));
              return;
            }
            // A box holding a digit gets the new one typed over it, or the whole autofilled code.
            put(
              index,
              typed.length > 1 && digit && typed.includes(digit) ? typed.replace(digit, '') : typed,
            );
          }}
        />
      ))}
    </div>
  );
}
