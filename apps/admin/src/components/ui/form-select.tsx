import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SelectField } from './select-field.tsx';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
} & Omit<
  ComponentProps<typeof SelectField>,
  'name' | 'value' | 'onValueChange' | 'onBlur' | 'error'
>;

/** A form's choice among options: a SelectField bound to the field `name`, with its error. */
export function FormSelect<T extends FieldValues>({ control, name, ...select }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          {...select}
          value={field.value ?? ''}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
