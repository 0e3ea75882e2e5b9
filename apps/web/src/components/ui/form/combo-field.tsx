import { Field } from '@aurelle/ui/field';
import { errorId } from '@aurelle/ui/field-ids';
import type { Ref } from 'react';
import Select, {
  type GroupBase,
  type Props as SelectProps,
  type SelectInstance,
} from 'react-select';
import { useTranslation } from '../../../lib/use-translation.ts';
import { fieldLook } from './field-look.ts';
import { DROPDOWN, showsError, type FieldState } from './field-state.ts';

export type ComboOption = { value: string; label: string };

type Props<O extends ComboOption> = FieldState & {
  label: string;
  required?: boolean;
  placeholder?: string;
  options: readonly O[];
  value: O | null;
  onChange: (option: O | null) => void;
  onBlur?: () => void;
  isLoading?: boolean;
  onMenuScrollToBottom?: () => void;
  onInputChange?: (text: string) => void;
  /** When the options are already the matches of what is typed (searched on the server). */
  filterOption?: SelectProps<O, false, GroupBase<O>>['filterOption'];
  formatOptionLabel?: SelectProps<O, false, GroupBase<O>>['formatOptionLabel'];
  hint?: React.ReactNode;
  ref?: Ref<SelectInstance<O, false, GroupBase<O>>>;
  name?: string;
};

const border = (state: { isFocused: boolean }, invalid: boolean) =>
  invalid
    ? 'var(--color-error)'
    : state.isFocused
      ? 'var(--color-accent)'
      : 'var(--color-hairline-strong)';

/**
 * A searchable dropdown (react-select) with the spec §5 field rules (asterisk, error when touched)
 * and the §8 texts: 'No options', 'Loading...', '{n} result(s) available'.
 */
export function ComboField<O extends ComboOption>({
  label,
  required = true,
  placeholder,
  error,
  touched,
  disabled,
  hint,
  ref,
  ...select
}: Props<O>) {
  const { t } = useTranslation();
  const invalid = showsError({ error, touched, disabled });
  return (
    <Field
      label={label}
      mark={required ? '*' : undefined}
      hint={hint}
      error={invalid ? error : undefined}
      announceError
      look={fieldLook}
    >
      {({ id, 'aria-describedby': describedBy }) => (
        <Select<O, false>
          ref={ref}
          inputId={id}
          instanceId={id}
          isDisabled={disabled}
          isClearable={false}
          placeholder={placeholder ?? t('form.select', { title: label })}
          aria-invalid={invalid}
          aria-errormessage={errorId(id)}
          aria-describedby={describedBy}
          noOptionsMessage={() => t('select.noOptions')}
          loadingMessage={() => t('select.loading')}
          screenReaderStatus={({ count }) => t('select.results', { count })}
          maxMenuHeight={DROPDOWN.maxMenuHeight}
          minMenuHeight={DROPDOWN.minMenuHeight}
          pageSize={DROPDOWN.pageSize}
          menuPlacement="auto"
          styles={{
            control: (base, s) => ({
              ...base,
              minHeight: 48,
              borderRadius: 2,
              borderColor: border(s, invalid),
              boxShadow: s.isFocused ? '0 0 0 1px var(--color-accent)' : 'none',
              background: s.isDisabled ? 'var(--color-surface)' : 'var(--color-bg)',
              '&:hover': { borderColor: invalid ? 'var(--color-error)' : 'var(--color-ink-soft)' },
            }),
            placeholder: (base) => ({ ...base, color: 'var(--color-muted)' }),
            menu: (base) => ({
              ...base,
              zIndex: DROPDOWN.zIndex,
              borderRadius: 2,
              boxShadow: '0 12px 32px rgb(28 27 26 / 12%)',
            }),
            option: (base, s) => ({
              ...base,
              background: s.isSelected
                ? 'var(--color-ink)'
                : s.isFocused
                  ? 'var(--color-surface)'
                  : 'transparent',
              color: s.isSelected ? 'var(--color-on-ink)' : 'var(--color-ink)',
            }),
            indicatorSeparator: () => ({ display: 'none' }),
          }}
          {...select}
        />
      )}
    </Field>
  );
}
