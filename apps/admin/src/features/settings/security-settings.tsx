import {
  adminMessages,
  SESSION_IDLE_MINUTES,
  SESSION_MAX_HOURS,
  STAFF_ROLES,
  type SecuritySettings as Rules,
} from '@aurelle/contract';
import * as z from 'zod/mini';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import fieldStyles from '../../components/ui/field.module.css';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import labelStyles from '../../components/ui/label.module.css';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
import { useStaffSession } from '../../lib/session.ts';
import { useSecuritySettings, useUpdateSecuritySettings } from './api.ts';
import { LoadedSettings } from './loaded-settings.tsx';
import styles from './settings-groups.module.css';
import { texts } from './texts.ts';

const t = texts.settings;

/** A whole number typed in a range, as the contract's rule says it. */
const wholeIn = (range: { min: number; max: number }, message: string) =>
  z
    .string()
    .check(
      z.refine(
        (value) =>
          /^\d{1,3}$/.test(value.trim()) &&
          Number(value) >= range.min &&
          Number(value) <= range.max,
        message,
      ),
    );

const securityFormSchema = z.object({
  twoFactorRequired: z.object({
    owner: z.boolean(),
    manager: z.boolean(),
    fulfilment: z.boolean(),
    accountant: z.boolean(),
  }),
  sessionIdleMinutes: wholeIn(SESSION_IDLE_MINUTES, adminMessages.sessionIdleRange),
  sessionMaxHours: wholeIn(SESSION_MAX_HOURS, adminMessages.sessionMaxRange),
});
type SecurityForm = z.output<typeof securityFormSchema>;

const formOf = (rules: Rules): SecurityForm => ({
  twoFactorRequired: rules.twoFactorRequired,
  sessionIdleMinutes: String(rules.sessionIdleMinutes),
  sessionMaxHours: String(rules.sessionMaxHours),
});

/** How long a session lasts: idle, and in all. */
const SESSION_FIELDS = [
  { name: 'sessionIdleMinutes', label: t.sessionIdleMinutes, hint: t.sessionIdleHint },
  { name: 'sessionMaxHours', label: t.sessionMaxHours, hint: t.sessionMaxHint },
] as const;

function Form({ rules, canWrite }: { rules: Rules; canWrite: boolean }) {
  const { demo } = useStaffSession();
  const save = useUpdateSecuritySettings();
  const { handleSubmit, setError, formState, reset, field, subscribe } = useSchemaForm(
    securityFormSchema,
    formOf(rules),
  );
  const { message, notice, submit } = useSubmitFeedback(
    setError,
    ['sessionIdleMinutes', 'sessionMaxHours', 'twoFactorRequired.owner'],
    subscribe,
  );
  const onValid = submit(async (typed: SecurityForm) => {
    const saved = await save.mutateAsync({
      body: {
        twoFactorRequired: typed.twoFactorRequired,
        sessionIdleMinutes: Number(typed.sessionIdleMinutes),
        sessionMaxHours: Number(typed.sessionMaxHours),
      },
    });
    reset(formOf(saved));
    return t.securitySaved;
  });
  const { isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <fieldset className={styles.group}>
        <legend className={labelStyles.label}>{t.twoFactor}</legend>
        <p className={fieldStyles.hint}>{t.twoFactorIntro}</p>
        {STAFF_ROLES.map((role) => {
          // In production an owner always signs in with two factors: shown, not offered.
          const fixed = role === 'owner' && !demo;
          return (
            <Checkbox
              key={role}
              label={texts.roles[role]}
              hint={fixed ? t.ownerAlways : t.twoFactorRoles[role]}
              disabled={!canWrite || fixed}
              {...field(`twoFactorRequired.${role}`)}
            />
          );
        })}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={labelStyles.label}>{t.sessions}</legend>
        {SESSION_FIELDS.map(({ name, label, hint }) => (
          <TextField
            key={name}
            label={label}
            hint={hint}
            inputMode="numeric"
            autoComplete="off"
            readOnly={!canWrite}
            {...field(name)}
          />
        ))}
      </fieldset>
      {canWrite ? (
        <FormActions label={t.saveSecurity} pending={isSubmitting} />
      ) : (
        <p className={fieldStyles.hint}>{t.readOnly}</p>
      )}
      <Notice>{notice}</Notice>
    </form>
  );
}

/**
 * The sign-in rules: which roles must set up two-factor sign-in before anything else, and how
 * long a session lasts idle and in all. Saved together, as one change in the audit log.
 */
export function SecuritySettings({ canWrite }: { canWrite: boolean }) {
  const query = useSecuritySettings();
  return (
    <LoadedSettings query={query}>
      {(rules) => <Form rules={rules} canWrite={canWrite} />}
    </LoadedSettings>
  );
}
