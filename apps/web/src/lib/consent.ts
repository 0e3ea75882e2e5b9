import { COOKIE_DAYS } from '@aurelle/contract';
import { cookieNames } from '../config/storage-keys.ts';
import { getCookie, setCookie } from './cookies.ts';

/** Spec §4: the banner shows while the cookieConsent cookie is absent. */
export function hasConsentAnswer(): boolean {
  return getCookie(cookieNames.consent) !== undefined;
}

/** Accept stores 'true' for 30 days; deny stores 'false' for 1 day. */
export function answerConsent(accepted: boolean) {
  const days = accepted ? COOKIE_DAYS.consentAccepted : COOKIE_DAYS.consentDenied;
  setCookie(cookieNames.consent, String(accepted), days);
}
