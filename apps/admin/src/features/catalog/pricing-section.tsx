import {
  METALS,
  parseGrams,
  parsePercent,
  parseRupees,
  priceFromRate,
  type Metal,
} from '@aurelle/contract';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import fieldStyles from '../../components/ui/field.module.css';
import { FormSelect } from '../../components/ui/form-select.tsx';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { paths } from '../../config/paths.ts';
import { formatPaise } from '../../lib/format.ts';
import { useMetalRates } from './api.ts';
import styles from './catalog.module.css';
import { FormText, RupeeField } from './product-form-fields.tsx';
import { FormSection, Pair } from './product-sections.tsx';
import { texts } from './texts.ts';
import { useProductForm } from './use-product-form.ts';

const t = texts.productForm;
const METAL_OPTIONS = METALS.map((metal) => ({ value: metal, label: texts.metals[metal] }));

/** The price the server will store, as the owner types the composition: today's rate applied. */
function PriceAtRate({ metal }: { metal: Metal }) {
  const { control } = useProductForm();
  const pricing = useWatch({ control, name: 'pricing' });
  const rates = useMetalRates();
  const rate = rates.data?.metals.find((row) => row.metal === metal)?.ratePerGram;
  if (!rates.data) return null;
  if (rate === null || rate === undefined)
    return (
      <p className={fieldStyles.hint}>
        <Link to={paths.metalRates}>{t.noRateYet}</Link>
      </p>
    );
  const netWeightMg = parseGrams(pricing.netWeight);
  const makingValue =
    pricing.makingKind === 'percent' ? parsePercent(pricing.making) : parseRupees(pricing.making);
  const stonesValue = pricing.stones.trim() ? parseRupees(pricing.stones) : 0;
  if (netWeightMg === null || makingValue === null || stonesValue === null) return null;
  const { price } = priceFromRate(
    { metal, netWeightMg, makingKind: pricing.makingKind, makingValue, stonesValue },
    rate,
  );
  return (
    <p className={styles.priceAtRate} aria-live="polite">
      {t.atRate(formatPaise(price), formatPaise(rate))}
    </p>
  );
}

/**
 * The price: typed, or made from the metal (weight, making charge, stones) at the day's rate,
 * which the server applies on save and again whenever the rate is set. The HSN code with it.
 */
export function PricingSection() {
  const { control, register } = useProductForm();
  const mode = useWatch({ control, name: 'pricing.mode' });
  const metal = useWatch({ control, name: 'pricing.metal' });
  const makingKind = useWatch({ control, name: 'pricing.makingKind' });
  return (
    <FormSection title={t.pricing}>
      <RadioGroup
        legend={t.pricingMode}
        inline
        options={[
          { value: 'fixed', label: t.fixedPrice },
          { value: 'metal', label: t.byMetal },
        ]}
        field={register('pricing.mode')}
      />
      {mode === 'metal' ? (
        <>
          <p className={fieldStyles.hint}>{t.repricedNote}</p>
          <Pair>
            <FormSelect
              control={control}
              name="pricing.metal"
              label={t.metal}
              options={METAL_OPTIONS}
            />
            <FormText
              name="pricing.netWeight"
              label={t.netWeight}
              hint={t.netWeightHint}
              inputMode="decimal"
            />
          </Pair>
          <RadioGroup
            legend={t.makingKind}
            inline
            options={[
              { value: 'percent', label: t.makingPercent },
              { value: 'per_gram', label: t.makingPerGram },
            ]}
            field={register('pricing.makingKind')}
          />
          <Pair>
            {makingKind === 'percent' ? (
              <FormText
                name="pricing.making"
                label={t.makingValuePercent}
                hint={t.makingHintPercent}
                inputMode="decimal"
              />
            ) : (
              <RupeeField name="pricing.making" label={t.makingValuePerGram} />
            )}
            <RupeeField name="pricing.stones" label={t.stones} />
          </Pair>
          <PriceAtRate metal={metal} />
        </>
      ) : (
        <Pair>
          <RupeeField name="price" label={t.price} />
          <RupeeField name="compareAtPrice" label={t.compareAt} hint={t.compareAtHint} />
        </Pair>
      )}
      <FormText name="hsn" label={t.hsn} hint={t.hsnHint} inputMode="numeric" />
    </FormSection>
  );
}
