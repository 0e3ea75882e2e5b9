import {
  GST_STATES,
  legalDetailsSchema,
  type LegalDetails,
  type LegalDetailsInput,
} from '@aurelle/contract';
import type { Path } from 'react-hook-form';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import fieldStyles from '../../components/ui/field.module.css';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import labelStyles from '../../components/ui/label.module.css';
import { FormSelect } from '../../components/ui/form-select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { LeaveGuard } from '../../components/leave-guard.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
import { useLegalDetails, useUpdateLegalDetails } from './api.ts';
import { LoadedSettings } from './loaded-settings.tsx';
import styles from './settings-groups.module.css';
import { texts } from './texts.ts';

const t = texts.legal;
const STATE_OPTIONS = GST_STATES.map(([code, name]) => ({
  value: code,
  label: `${name} (${code})`,
}));

type Field = { name: Path<LegalDetailsInput>; label: string; hint?: string };

/** The form's groups of fields, each field a path of the contract's legal details. */
const GROUPS: { legend: string; fields: Field[]; withState?: boolean }[] = [
  {
    legend: t.business,
    fields: [
      { name: 'legalName', label: t.legalName },
      { name: 'gstin', label: t.gstin, hint: t.gstinHint },
      { name: 'address', label: t.address, hint: t.shopAddressHint },
      { name: 'city', label: t.city },
      { name: 'pinCode', label: t.pinCode },
    ],
    // The state comes after the PIN code, as an address reads.
    withState: true,
  },
  {
    legend: t.invoices,
    fields: [{ name: 'invoicePrefix', label: t.invoicePrefix, hint: t.invoicePrefixHint }],
  },
  {
    legend: t.customerCare,
    fields: [
      { name: 'customerCare.phone', label: t.phone, hint: t.shopPhoneHint },
      { name: 'customerCare.email', label: t.email, hint: t.shopEmailHint },
    ],
  },
  {
    legend: t.grievanceOfficer,
    fields: [
      { name: 'grievanceOfficer.name', label: t.officerName },
      { name: 'grievanceOfficer.designation', label: t.officerDesignation },
      { name: 'grievanceOfficer.phone', label: t.phone },
      { name: 'grievanceOfficer.email', label: t.email },
    ],
  },
];
const FIELD_NAMES = GROUPS.flatMap((group) => group.fields.map((field) => field.name));

function Form({ details, canWrite }: { details: LegalDetails | null; canWrite: boolean }) {
  const save = useUpdateLegalDetails();
  const { handleSubmit, setError, formState, reset, control, field, subscribe } = useSchemaForm(
    legalDetailsSchema,
    details ?? undefined,
  );
  const { message, notice, submit } = useSubmitFeedback(
    setError,
    [...FIELD_NAMES, 'stateCode'],
    subscribe,
  );
  const onValid = submit(async (typed: LegalDetailsInput) => {
    const saved = await save.mutateAsync({ body: typed });
    reset(saved.details ?? undefined);
    return texts.settings.saved;
  });
  const { isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      <LeaveGuard dirty={canWrite && formState.isDirty} />
      {message && <Alert>{message}</Alert>}
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className={styles.group}>
          <legend className={labelStyles.label}>{group.legend}</legend>
          {group.fields.map(({ name, label, hint }) => (
            <TextField key={name} label={label} hint={hint} readOnly={!canWrite} {...field(name)} />
          ))}
          {group.withState && (
            <FormSelect
              control={control}
              name="stateCode"
              label={t.state}
              options={STATE_OPTIONS}
              disabled={!canWrite}
            />
          )}
        </fieldset>
      ))}
      {canWrite ? (
        <FormActions label={t.save} pending={isSubmitting} />
      ) : (
        <p className={fieldStyles.hint}>{texts.settings.readOnly}</p>
      )}
      <Notice>{notice}</Notice>
    </form>
  );
}

/**
 * "Legal details": the seller's name, GSTIN, address and state, the invoice prefix, customer care
 * and the grievance officer. A demo shop shows the demo's until the owner saves its own.
 */
export function LegalSettings({ canWrite }: { canWrite: boolean }) {
  const query = useLegalDetails();
  return (
    <LoadedSettings query={query}>
      {(legal) => (
        <>
          {legal.demo && <p className={fieldStyles.hint}>{t.demo}</p>}
          {legal.details === null && <Alert>{t.missing}</Alert>}
          <Form details={legal.details} canWrite={canWrite} />
        </>
      )}
    </LoadedSettings>
  );
}
