import { COOKIE_DAYS, COOKIE_NAMES } from '@aurelle/contract';
import { getCookie, setCookie } from './cookies.ts';

/** Spec §4: the banner shows while the cookieConsent cookie is absent. */
export function hasConsentAnswer(): boolean {
  return getCookie(COOKIE_NAMES.consent) !== undefined;
}

/** Accept stores 'true' for 30 days; deny stores 'false' for 1 day. */
export function answerConsent(accepted: boolean) {
  const days = accepted ? COOKIE_DAYS.consentAccepted : COOKIE_DAYS.consentDenied;
  setCookie(COOKIE_NAMES.consent, String(accepted), days);
}
