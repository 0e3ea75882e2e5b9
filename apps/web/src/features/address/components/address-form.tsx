import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_LABELS,
  addressBodySchema,
  localizeMessage,
  PHONE_MAX_DIGITS,
  PIN_CODE_LENGTH,
  type Address,
  type AddressBody,
  type AddressBodyInput,
} from '@aurelle/contract';
import type { ComponentProps } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import formStyles from '../../../components/ui/form/form.module.css';
import { useAddAddressMutation, useUpdateAddressMutation } from '../api/address-api.ts';
import type { PlaceList, PlaceOption } from '../hooks/use-location-options.ts';
import { PlaceSelect } from './place-select.tsx';
import styles from './address-form.module.css';

type Props = {
  /** The address being edited; a new one when absent. */
  address?: Address | undefined;
  onSaved: (address: Address) => void;
  /** A secondary action beside Save (Skip, Cancel). */
  secondary?: { label: string; onClick: () => void } | undefined;
};

const emptyAddress: AddressBodyInput = {
  name: '',
  phone: '',
  address1: '',
  address2: '',
  country: '',
  state: '',
  city: '',
  zipCode: '',
  label: 'Home',
  iso_country: '',
  iso_state: '',
};

const fromAddress = (a: Address): AddressBodyInput => ({
  name: a.name,
  phone: a.phone,
  address1: a.address1,
  address2: a.address2,
  country: a.country,
  state: a.state,
  city: a.city,
  zipCode: a.zipCode,
  label: a.label,
  iso_country: a.iso_country,
  iso_state: a.iso_state,
});

/**
 * The address form (spec §5 address rules, checked by the contract's schema on both sides): errors
 * once touched, all touched on submit, the first invalid field focused; country, state and city
 * from the location lists, a change of country clearing state and city, of state clearing city.
 */
export function AddressForm({ address, onSaved, secondary }: Props) {
  const { t, i18n } = useTranslation();
  const add = useAddAddressMutation();
  const update = useUpdateAddressMutation();
  const busy = add.isPending || update.isPending;
  const form = useForm<AddressBodyInput, unknown, AddressBody>({
    resolver: zodResolver(addressBodySchema),
    mode: 'all',
    defaultValues: address ? fromAddress(address) : emptyAddress,
    shouldFocusError: true,
  });
  const { register, control, handleSubmit, setValue, formState } = form;
  const [isoCountry, isoState, country, state, city] = useWatch({
    control,
    name: ['iso_country', 'iso_state', 'country', 'state', 'city'],
  });
  const say = (text: string | undefined) =>
    text ? localizeMessage(i18n.language, text) : undefined;
  const fieldState = (name: keyof AddressBodyInput) => ({
    error: say(formState.errors[name]?.message),
    touched: Boolean(formState.touchedFields[name]) || formState.isSubmitted,
  });

  const save = handleSubmit(async (body) => {
    try {
      const saved = address
        ? await update.mutateAsync({ addressId: address._id, body })
        : await add.mutateAsync(body);
      notify('success', saved.message);
      onSaved(saved.address);
    } catch (error) {
      notify('error', errorMessage(error, t('messages.failed')));
    }
  });

  const place = (value: string, label: string) => (value || label ? { value, label } : null);
  /** A text box bound to a field of the same name. */
  const textField = (
    name: 'name' | 'phone' | 'address1' | 'address2' | 'zipCode',
    props: Partial<ComponentProps<typeof TextField>>,
  ) => (
    <TextField
      label={t(`address.fields.${name}`)}
      {...props}
      {...register(name)}
      {...fieldState(name)}
    />
  );
  /** A place dropdown bound to a field; `choose` stores the picked option through `store`. */
  const placeSelect = (
    name: 'country' | 'state' | 'city',
    list: PlaceList | null,
    value: PlaceOption | null,
    choose: (option: PlaceOption | null, store: (text: string) => void) => void,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PlaceSelect
          ref={field.ref}
          label={t(`address.fields.${name}`)}
          list={list}
          value={value}
          onChange={(option) => choose(option, field.onChange)}
          onBlur={field.onBlur}
          {...fieldState(name)}
        />
      )}
    />
  );

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      {textField('name', { autoComplete: 'name' })}
      {textField('phone', { type: 'tel', autoComplete: 'tel', maxLength: PHONE_MAX_DIGITS + 1 })}
      {textField('address1', { autoComplete: 'address-line1' })}
      {textField('address2', { required: false, autoComplete: 'address-line2' })}
      {placeSelect(
        'country',
        { kind: 'countries' },
        place(isoCountry ?? '', country ?? ''),
        (option, store) => {
          // Spec §5: a new country clears state and city.
          setValue('iso_country', option?.value ?? '');
          store(option?.label ?? '');
          setValue('iso_state', '');
          setValue('state', '', { shouldValidate: formState.isSubmitted });
          setValue('city', '', { shouldValidate: formState.isSubmitted });
        },
      )}
      <div className={formStyles.row}>
        {placeSelect(
          'state',
          isoCountry ? { kind: 'states', country: isoCountry } : null,
          place(isoState ?? '', state ?? ''),
          (option, store) => {
            setValue('iso_state', option?.value ?? '');
            store(option?.label ?? '');
            // Spec §5: a new state clears the city.
            setValue('city', '', { shouldValidate: formState.isSubmitted });
          },
        )}
        {placeSelect(
          'city',
          isoCountry && isoState ? { kind: 'cities', country: isoCountry, state: isoState } : null,
          city ? { value: city, label: city } : null,
          (option, store) => store(option?.value ?? ''),
        )}
      </div>
      {textField('zipCode', {
        inputMode: 'numeric',
        autoComplete: 'postal-code',
        maxLength: PIN_CODE_LENGTH,
      })}
      <fieldset className={formStyles.choices}>
        <legend className={`${formStyles.label} ${styles.legend}`}>
          {t('address.fields.label')}
        </legend>
        {ADDRESS_LABELS.map((label) => (
          <label key={label} className={formStyles.choice}>
            <input type="radio" value={label} {...register('label')} />
            <span>{t(`address.labels.${label}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" block disabled={busy}>
          {busy ? t('address.saving') : t(address ? 'address.saveChanges' : 'address.save')}
        </Button>
        {secondary ? (
          <Button variant="secondary" block onClick={secondary.onClick}>
            {secondary.label}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
