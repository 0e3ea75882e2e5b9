import {
  localizeMessage,
  OTP_LENGTH,
  otpRule,
  RESEND_SECONDS,
  type LoginBody,
  type RegisterBody,
} from '@aurelle/contract';
import { useId, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorFields, errorMessage } from '../../../lib/api-error.ts';
import { ensureVisitorId } from '../../../lib/visitor.ts';
import { Button } from '../../../components/ui/button.tsx';
import { OtpInput } from '../../../components/ui/form/otp-input.tsx';
import formStyles from '../../../components/ui/form/form.module.css';
import { useGenerateOtpMutation, useLoginMutation, useRegisterMutation } from '../api/auth-api.ts';
import { useResendCountdown } from '../hooks/use-resend-countdown.ts';
import type { CodeSent } from './identity-forms.tsx';
import styles from './auth-panel.module.css';

type Props = {
  sent: CodeSent;
  onResent: (sent: CodeSent) => void;
  onVerified: (token: string) => void;
  onChangeIdentity: () => void;
};

/** Where the code went, as the customer typed it. */
function destination({ identity }: CodeSent) {
  return identity.phone ? `+${identity.countryCode} ${identity.phone}` : (identity.email ?? '');
}

/**
 * The code step (spec §4, §5): 4 digit boxes, Submit once 4 digits are in, a 60 s resend countdown
 * that clears the code at 0, the server's verdicts beside the boxes (`errors.otp`).
 */
export function CodeStep({ sent, onResent, onVerified, onChangeIdentity }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState('');
  const [resendError, setResendError] = useState('');
  const { left, restart } = useResendCountdown(RESEND_SECONDS, () => setCode(''));
  const login = useLoginMutation();
  const register = useRegisterMutation();
  const generate = useGenerateOtpMutation();
  const busy = login.isPending || register.isPending;
  const say = (text: string) => localizeMessage(i18n.language, text);
  const complete = new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(code);
  const problem = serverError || (touched ? otpRule(code.replace(/ /g, '')) : undefined);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!complete || busy) return;
    const { identity } = sent;
    const sessionId = ensureVisitorId();
    try {
      if (identity.event === 'signup') {
        const body: RegisterBody = {
          name: identity.name,
          phone: identity.phone,
          countryCode: identity.countryCode,
          email: identity.email,
          otp: code,
          sessionId,
        };
        onVerified((await register.mutateAsync(body)).token);
      } else {
        const body: LoginBody = identity.phone
          ? { phone: identity.phone, countryCode: identity.countryCode, phoneOtp: code, sessionId }
          : { email: identity.email, emailOtp: code, sessionId };
        onVerified((await login.mutateAsync(body)).data.token);
      }
    } catch (error) {
      const { otp } = errorFields(error);
      setServerError(say(otp ?? errorMessage(error, t('messages.failed'))));
    }
  };

  const resend = async () => {
    setResendError('');
    setServerError('');
    try {
      const response = await generate.mutateAsync(sent.identity);
      setCode('');
      setTouched(false);
      restart();
      onResent({ identity: sent.identity, response });
    } catch (error) {
      // A 429 says how long to wait (spec §8: the server's message).
      setResendError(say(errorMessage(error, t('messages.failed'))));
    }
  };

  const leaveBoxes = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setTouched(true);
  };

  return (
    <form className={styles.form} onSubmit={verify} noValidate>
      <div>
        <h3 className={styles.heading} id={`${id}-title`}>
          {t('auth.code.title')}
        </h3>
        <p className={styles.text}>
          {t('auth.code.sentTo', { destination: destination(sent) })}{' '}
          <button type="button" className={styles.link} onClick={onChangeIdentity}>
            {t('auth.code.change')}
          </button>
        </p>
      </div>
      <div onBlur={leaveBoxes}>
        <OtpInput
          id={id}
          length={OTP_LENGTH}
          value={code}
          onChange={(next) => {
            setCode(next);
            setServerError('');
          }}
          invalid={Boolean(problem)}
          describedBy={`${id}-error`}
          labelledBy={`${id}-title`}
          disabled={busy}
        />
        <p id={`${id}-error`} className={formStyles.error} role="alert" aria-live="polite">
          {problem ? say(problem) : null}
        </p>
        {sent.response.otp ? (
          <p className={styles.demoHint}>{t('auth.code.demoHint', { code: sent.response.otp })}</p>
        ) : null}
      </div>
      <Button type="submit" block disabled={!complete || busy}>
        {busy ? t('auth.code.checking') : t('auth.code.submit')}
      </Button>
      <p className={styles.resend}>
        <button
          type="button"
          className={styles.link}
          onClick={() => void resend()}
          disabled={left > 0 || generate.isPending}
          aria-live="polite"
        >
          {left > 0 ? t('auth.code.resendIn', { seconds: left }) : t('auth.code.resend')}
        </button>
      </p>
      {resendError ? (
        <p className={styles.formError} role="alert">
          {resendError}
        </p>
      ) : null}
    </form>
  );
}
