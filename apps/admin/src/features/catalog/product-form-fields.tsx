import { parseRupees } from '@aurelle/contract';
import type { ComponentProps, ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { AmountShown } from '../../components/ui/amount-shown.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import styles from './catalog.module.css';
import { texts } from './texts.ts';
import { shownErrorAt, useProductForm, type ProductPath } from './use-product-form.ts';

type TextProps = Omit<ComponentProps<typeof TextField>, 'name' | 'error'> & { name: ProductPath };

/** A text field of the product form: registered, with its error from the form. */
export function FormText({ name, ...props }: TextProps) {
  const { register, formState } = useProductForm();
  return (
    <TextField
      autoComplete="off"
      {...props}
      error={shownErrorAt(formState, name)}
      {...register(name)}
    />
  );
}

type AreaProps = Omit<ComponentProps<typeof TextArea>, 'name' | 'error'> & { name: ProductPath };

export function FormTextArea({ name, ...props }: AreaProps) {
  const { register, formState } = useProductForm();
  return <TextArea {...props} error={shownErrorAt(formState, name)} {...register(name)} />;
}

/** A text with a length limit: its count shows as the owner types. */
export function CountedText({
  name,
  max,
  label,
  multiline = false,
  extraHint,
}: {
  name: ProductPath;
  max: number;
  label: string;
  multiline?: boolean;
  extraHint?: ReactNode;
}) {
  const { control } = useProductForm();
  const value = useWatch({ control, name });
  const count = typeof value === 'string' ? value.trim().length : 0;
  const hint = (
    <>
      <span className={count > max ? styles.over : undefined}>
        {texts.productForm.characters(count, max)}
      </span>
      {extraHint && <span> · {extraHint}</span>}
    </>
  );
  return multiline ? (
    <FormTextArea name={name} label={label} hint={hint} rows={3} />
  ) : (
    <FormText name={name} label={label} hint={hint} />
  );
}

/** Rupees as typed, with the amount as the shop will show it beside. */
export function RupeeField({
  name,
  label,
  hint,
  signed = false,
}: {
  name: ProductPath;
  label: string;
  hint?: string;
  signed?: boolean;
}) {
  const { control } = useProductForm();
  const value = useWatch({ control, name });
  const paise = typeof value === 'string' && value.trim() ? parseRupees(value, { signed }) : null;
  return (
    <FormText
      name={name}
      label={label}
      inputMode="decimal"
      hint={
        <>
          {paise !== null && <AmountShown paise={paise} />}
          {paise === null && (hint ?? texts.rupees.hint)}
        </>
      }
    />
  );
}
