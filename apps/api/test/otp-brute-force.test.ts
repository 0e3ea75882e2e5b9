import { describe, expect, it } from 'vitest';
import { messages } from '@aurelle/contract';
import { freshIp, post, requestCode, signUp } from './accounts.ts';
import { useTestApp } from './use-test-app.ts';
import { createTestClock } from './clock.ts';

/**
 * A brute-force attack on a 4-digit one-time code: every code from 0000 up, for one
 * account, from one IP address and then from a new IP address for every guess. The right code is
 * put in the attacker's list just after the guesses the limits allow, so the test shows the limits
 * stop it rather than luck. Prints one figure line per attack.
 */
const clock = createTestClock();
const t = useTestApp({}, { clock });

type Attack = { sent: number; checked: number; accepted: number };

/** Guesses every code for `email`'s live `code`, the right one at position `rightAt`. */
async function attack(email: string, code: string, rightAt: number, ip: () => string) {
  const result: Attack = { sent: 0, checked: 0, accepted: 0 };
  const guesses = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0')).filter(
    (guess) => guess !== code,
  );
  guesses.splice(rightAt, 0, code);
  for (const guess of guesses) {
    const res = await post(t, '/customer/login', { email, emailOtp: guess }, { ip: ip() });
    result.sent++;
    if (res.statusCode === 200) result.accepted++;
    // "Not correct" means the guess was compared with the code; once the code is dead ("expired or
    // no longer works") or the identity capped (429), every try gets that refusal, so a run of 50
    // of them ends the attack (the other 9 900 would be the same).
    if (res.statusCode === 200 || res.json().errors?.otp === messages.otp.wrong) result.checked++;
    if (result.sent - result.checked > 50) break;
  }
  return result;
}

describe('a 4-digit code under brute force', () => {
  it('cannot be guessed from one IP address: the code dies after 5 wrong tries', async () => {
    const { person } = await signUp(t);
    clock.advance(61);
    const code = await requestCode(t, { event: 'login', email: person.email });
    const ip = freshIp();
    const result = await attack(person.email, code, 5, () => ip);
    console.log(
      `brute force, one IP: ${result.sent} guesses sent, ${result.checked} checked against the code, ${result.accepted} accepted`,
    );
    expect(result.accepted).toBe(0);
    expect(result.checked).toBeLessThanOrEqual(5);
  });

  it('cannot be guessed from many IP addresses on one identity, nor with codes asked again', async () => {
    const { person } = await signUp(t);
    let accepted = 0;
    let checked = 0;
    let sent = 0;
    // An attacker asks for a new code each time the last one dies: 5 codes an hour per identity,
    // 10 tries an hour per identity, whatever the addresses.
    for (let round = 0; round < 3; round++) {
      clock.advance(61);
      const asked = await post(t, '/customer/generateOTP', { event: 'login', email: person.email });
      if (asked.statusCode !== 200) break;
      const code = (asked.json() as { otp: string }).otp;
      const result = await attack(person.email, code, 5, freshIp);
      accepted += result.accepted;
      checked += result.checked;
      sent += result.sent;
    }
    console.log(
      `brute force, a new IP per guess: ${sent} guesses sent, ${checked} checked against a code, ${accepted} accepted`,
    );
    expect(accepted).toBe(0);
    expect(checked).toBeLessThanOrEqual(10);
  });
});
