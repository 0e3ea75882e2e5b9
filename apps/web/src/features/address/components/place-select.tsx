import type { Ref } from 'react';
import type { GroupBase, SelectInstance } from 'react-select';
import { ComboField } from '../../../components/ui/form/combo-field.tsx';
import formStyles from '../../../components/ui/form/form.module.css';
import {
  useLocationOptions,
  type PlaceList,
  type PlaceOption,
} from '../hooks/use-location-options.ts';

type Props = {
  label: string;
  list: PlaceList | null;
  value: PlaceOption | null;
  onChange: (option: PlaceOption | null) => void;
  onBlur: () => void;
  error?: string | undefined;
  touched: boolean;
  disabled?: boolean;
  ref?: Ref<SelectInstance<PlaceOption, false, GroupBase<PlaceOption>>>;
};

/**
 * A country, state or city dropdown fed by /api/locations a page at a time (spec §4): more on
 * scroll to the bottom, the server searched as you type; a failure leaves it empty with the §8 text.
 */
export function PlaceSelect({ list, ...field }: Props) {
  const places = useLocationOptions(list);
  return (
    <ComboField<PlaceOption>
      {...field}
      disabled={field.disabled || !list}
      options={places.options}
      isLoading={places.loading}
      onMenuScrollToBottom={places.loadMore}
      onInputChange={places.search}
      // The server already kept only the matches of what is typed.
      filterOption={null}
      hint={
        places.error ? (
          <p className={formStyles.error} role="alert">
            {places.error}
          </p>
        ) : undefined
      }
    />
  );
}
