import {
  countryCodeRule,
  emailRule,
  localizeMessage,
  messages,
  nameRule,
  phoneRule,
  type GenerateOtpBody,
  type GenerateOtpResponse,
} from '@aurelle/contract';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorFields, errorMessage } from '../../../lib/api-error.ts';
import { useFieldForm } from '../../../lib/use-field-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { useGenerateOtpMutation } from '../api/auth-api.ts';
import { DEFAULT_DIAL_ISO } from '../data/dial-codes.ts';
import { dialOf } from '../utils/dial.ts';
import { PhoneRow } from './phone-row.tsx';
import styles from './auth-panel.module.css';

/** Who asked for a code, to verify it with (spec §7 login and signup verify). */
export type Identity = GenerateOtpBody;
export type CodeSent = { identity: Identity; response: GenerateOtpResponse };

const loginPhone = phoneRule(messages.signup.phoneRequired, messages.login.phoneInvalid);
const loginEmail = emailRule(messages.login.emailInvalid);
const signupName = nameRule(messages.signup.nameRequired);
const signupPhone = phoneRule(messages.signup.phoneRequired, messages.signup.phoneInvalid);
const signupEmail = emailRule(messages.signup.emailRequired);

/** The server's field errors as the forms name their fields (spec §8: mobile is the phone). */
function fieldsOf(error: unknown) {
  const { mobile, email, name, countryCode } = errorFields(error);
  return { phone: mobile, email, name, dialIso: countryCode };
}

/** Sends the code request; a refusal shows on its fields, or as the form's message (a 429). */
function useRequestCode(onSent: (sent: CodeSent) => void) {
  const { t, i18n } = useTranslation();
  const generate = useGenerateOtpMutation();
  const isLoading = generate.isPending;
  const [formError, setFormError] = useState('');
  const request = async (
    identity: Identity,
    showFields: (fields: ReturnType<typeof fieldsOf>) => void,
  ) => {
    setFormError('');
    try {
      onSent({ identity, response: await generate.mutateAsync(identity) });
    } catch (error) {
      const fields = fieldsOf(error);
      const onFields = Object.values(fields).some(Boolean);
      if (onFields) showFields(fields);
      else setFormError(localizeMessage(i18n.language, errorMessage(error, t('messages.failed'))));
    }
  };
  return { request, isLoading, formError };
}

/** The form's own message (a 429, a service down) and Proceed. */
function ProceedRow({
  error,
  sending,
  disabled = false,
}: {
  error: string;
  sending: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" block disabled={disabled || sending}>
        {sending ? t('auth.sending') : t('auth.proceed')}
      </Button>
    </>
  );
}

/** Login (spec §5): a phone with its dial code, or an e-mail; typing in one clears the other. */
export function LoginForm({ onSent }: { onSent: (sent: CodeSent) => void }) {
  const { t, i18n } = useTranslation();
  const rules = useCallback(
    (v: { dialIso: string; phone: string; email: string }) =>
      v.phone
        ? { phone: loginPhone(v.phone), dialIso: countryCodeRule(dialOf(v.dialIso)) }
        : v.email
          ? { email: loginEmail(v.email) }
          : {},
    [],
  );
  const form = useFieldForm({ dialIso: DEFAULT_DIAL_ISO, phone: '', email: '' }, rules);
  const { request, isLoading, formError } = useRequestCode(onSent);
  const { values } = form;
  const empty = !values.phone && !values.email;
  const say = (text: string | undefined) => text && localizeMessage(i18n.language, text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || !form.touchAll()) return;
    const identity: Identity = values.phone
      ? { event: 'login', phone: values.phone, countryCode: dialOf(values.dialIso) }
      : { event: 'login', email: values.email };
    void request(identity, form.showServerErrors);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PhoneRow
        required={false}
        dialIso={{ ...form.field('dialIso'), error: say(form.errors.dialIso) }}
        phone={{ ...form.field('phone'), error: say(form.errors.phone) }}
        onDial={(iso) => form.set('dialIso', iso)}
        onPhone={(phone) => form.set('phone', phone, phone ? { email: '' } : {})}
        onBlurPhone={() => form.blur('phone')}
        onBlurDial={() => form.blur('dialIso')}
      />
      <p className={styles.or}>
        <span>{t('auth.or')}</span>
      </p>
      <TextField
        label={t('auth.fields.email')}
        required={false}
        type="email"
        autoComplete="email"
        {...form.field('email')}
        error={say(form.errors.email)}
        onChange={(event) =>
          form.set('email', event.target.value, event.target.value ? { phone: '' } : {})
        }
        onBlur={() => form.blur('email')}
      />
      <ProceedRow error={formError} sending={isLoading} disabled={empty} />
    </form>
  );
}

/** Signup (spec §5): name, dial code, phone and e-mail, checked in that order. */
export function SignupForm({ onSent }: { onSent: (sent: CodeSent) => void }) {
  const { t, i18n } = useTranslation();
  const rules = useCallback(
    (v: { name: string; dialIso: string; phone: string; email: string }) => ({
      name: signupName(v.name.trim()),
      dialIso: countryCodeRule(dialOf(v.dialIso)),
      phone: signupPhone(v.phone),
      email: signupEmail(v.email.trim()),
    }),
    [],
  );
  const form = useFieldForm({ name: '', dialIso: DEFAULT_DIAL_ISO, phone: '', email: '' }, rules);
  const { request, isLoading, formError } = useRequestCode(onSent);
  const say = (text: string | undefined) => text && localizeMessage(i18n.language, text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.touchAll()) return;
    const { name, dialIso, phone, email } = form.values;
    void request(
      {
        event: 'signup',
        name: name.trim(),
        phone,
        countryCode: dialOf(dialIso),
        email: email.trim(),
      },
      form.showServerErrors,
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('auth.fields.name')}
        autoComplete="name"
        {...form.field('name')}
        error={say(form.errors.name)}
        onChange={(event) => form.set('name', event.target.value)}
        onBlur={() => form.blur('name')}
      />
      <PhoneRow
        dialIso={{ ...form.field('dialIso'), error: say(form.errors.dialIso) }}
        phone={{ ...form.field('phone'), error: say(form.errors.phone) }}
        onDial={(iso) => form.set('dialIso', iso)}
        onPhone={(phone) => form.set('phone', phone)}
        onBlurPhone={() => form.blur('phone')}
        onBlurDial={() => form.blur('dialIso')}
      />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
        error={say(form.errors.email)}
        onChange={(event) => form.set('email', event.target.value)}
        onBlur={() => form.blur('email')}
      />
      <ProceedRow error={formError} sending={isLoading} />
    </form>
  );
}
