import { useFieldArray } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import styles from './catalog.module.css';
import { FormText, RupeeField } from './product-form-fields.tsx';
import { texts } from './texts.ts';
import { errorAt, useProductForm } from './use-product-form.ts';
import { EMPTY_OPTION, EMPTY_OPTION_VALUE } from './product-form-values.ts';
import { FormSection, Pair } from './product-sections.tsx';

const t = texts.productForm;

/** An option's values: value, labels and price change, in the order the shop offers them. */
function OptionValues({ index }: { index: number }) {
  const { control, formState } = useProductForm();
  const values = useFieldArray({ control, name: `options.${index}.values` });
  const listError = errorAt(formState.errors, `options.${index}.values`);
  return (
    <fieldset className={styles.values}>
      <legend>{t.values}</legend>
      <ol className={styles.valueList}>
        {values.fields.map((field, position) => {
          const at = `options.${index}.values.${position}` as const;
          const name = t.valueN(position + 1);
          return (
            <li key={field.id} className={styles.valueRow}>
              <div className={styles.valueHead}>
                <span className={styles.valueNumber}>{name}</span>
                <span className={styles.rowButtons}>
                  <Button
                    size="sm"
                    variant="quiet"
                    aria-label={t.moveUp(name)}
                    disabled={position === 0}
                    onClick={() => values.move(position, position - 1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    variant="quiet"
                    aria-label={t.moveDown(name)}
                    disabled={position === values.fields.length - 1}
                    onClick={() => values.move(position, position + 1)}
                  >
                    ↓
                  </Button>
                  <Button size="sm" variant="quiet" onClick={() => values.remove(position)}>
                    {t.removeValue(position + 1)}
                  </Button>
                </span>
              </div>
              <div className={styles.valueFields}>
                <FormText name={`${at}.value`} label={t.value} />
                <FormText name={`${at}.label.en`} label={t.labelEn} />
                <FormText name={`${at}.label.fr`} label={t.labelFr} />
                <RupeeField
                  name={`${at}.priceDelta`}
                  label={t.priceDelta}
                  hint={t.priceDeltaHint}
                  signed
                />
              </div>
            </li>
          );
        })}
      </ol>
      {listError && <p className={styles.groupError}>{listError}</p>}
      <div>
        <Button size="sm" onClick={() => values.append({ ...EMPTY_OPTION_VALUE })}>
          {t.addValue}
        </Button>
      </div>
    </fieldset>
  );
}

/** The product's options (ring size, metal…), each with its values. */
export function OptionsSection() {
  const { control, formState } = useProductForm();
  const options = useFieldArray({ control, name: 'options' });
  const listError = errorAt(formState.errors, 'options');
  return (
    <FormSection title={t.options} intro={t.optionsIntro}>
      {options.fields.length === 0 && <p className={styles.none}>{t.noOptions}</p>}
      {options.fields.map((field, index) => (
        <fieldset key={field.id} className={styles.option}>
          <legend className={styles.optionLegend}>{t.option(index + 1)}</legend>
          <div className={styles.optionRemove}>
            <Button size="sm" variant="danger" onClick={() => options.remove(index)}>
              {t.removeOption(index + 1)}
            </Button>
          </div>
          <FormText
            name={`options.${index}.code`}
            label={t.optionCode}
            hint={t.optionCodeHint}
            spellCheck={false}
          />
          <Pair>
            <FormText name={`options.${index}.name.en`} label={t.optionNameEn} />
            <FormText name={`options.${index}.name.fr`} label={t.optionNameFr} />
          </Pair>
          <OptionValues index={index} />
        </fieldset>
      ))}
      {listError && <p className={styles.groupError}>{listError}</p>}
      {options.fields.length < 6 && (
        <div>
          <Button
            onClick={() =>
              options.append({
                ...EMPTY_OPTION,
                values: EMPTY_OPTION.values.map((value) => ({ ...value })),
              })
            }
          >
            {t.addOption}
          </Button>
        </div>
      )}
    </FormSection>
  );
}
