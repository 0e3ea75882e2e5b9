import { CURRENCIES, CURRENCY_SYMBOLS, isCurrency } from '@aurelle/contract';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { readCurrency } from '../../../lib/preferences.ts';
import { changeCurrency } from './use-preferences.ts';

const OPTIONS = CURRENCIES.map((code) => ({
  value: code,
  label: `${code} ${CURRENCY_SYMBOLS[code]}`,
}));

type Props = { layout?: 'inline' | 'block'; hideLabel?: boolean; className?: string };

/** USD, INR, AED, EUR (spec §1); choosing one saves it and reloads the page. */
export function CurrencySelect({ layout, hideLabel, className }: Props) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('preferences.currency')}
      value={readCurrency()}
      options={OPTIONS}
      layout={layout}
      hideLabel={hideLabel}
      className={className}
      onChange={(value) => {
        if (isCurrency(value)) changeCurrency(value);
      }}
    />
  );
}
