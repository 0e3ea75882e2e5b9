import { useMemo } from 'react';
import { PHONE_MAX_DIGITS } from '@aurelle/contract';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ComboField } from '../../../components/ui/form/combo-field.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import formStyles from '../../../components/ui/form/form.module.css';
import styles from './auth-panel.module.css';
import { DIAL_OPTIONS as OPTIONS, type DialOption } from '../utils/dial.ts';

type Field = { value: string; error?: string | undefined; touched: boolean };

type Props = {
  dialIso: Field;
  phone: Field;
  required?: boolean;
  onDial: (iso: string) => void;
  onPhone: (value: string) => void;
  onBlurPhone: () => void;
  onBlurDial: () => void;
  autoFocus?: boolean;
};

/** Dial code (searchable by name, ISO code or digits, with flags) and the phone number. */
export function PhoneRow({
  dialIso,
  phone,
  required = true,
  onDial,
  onPhone,
  onBlurPhone,
  onBlurDial,
}: Props) {
  const { t } = useTranslation();
  const selected = useMemo(
    () => OPTIONS.find((o) => o.value === dialIso.value) ?? null,
    [dialIso.value],
  );
  return (
    <div className={formStyles.row}>
      <ComboField<DialOption>
        label={t('auth.fields.dialCode')}
        required={required}
        options={OPTIONS}
        value={selected}
        onChange={(option) => onDial(option?.value ?? '')}
        onBlur={onBlurDial}
        error={dialIso.error}
        touched={dialIso.touched}
        placeholder="+"
        formatOptionLabel={(option, { context }) =>
          context === 'value' ? (
            <span>
              <span className={styles.iso}>{option.value}</span> +{option.dial}
            </span>
          ) : (
            <span>
              {option.name} <span className={styles.iso}>{option.value}</span> +{option.dial}
            </span>
          )
        }
      />
      <TextField
        label={t('auth.fields.phone')}
        required={required}
        type="tel"
        autoComplete="tel-national"
        maxLength={PHONE_MAX_DIGITS + 1}
        value={phone.value}
        error={phone.error}
        touched={phone.touched}
        onChange={(event) => onPhone(event.target.value)}
        onBlur={onBlurPhone}
      />
    </div>
  );
}
