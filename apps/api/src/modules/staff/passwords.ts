import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { adminMessages, STAFF_PASSWORD_MIN_LENGTH } from '@aurelle/contract';
import { badRequest } from '../../lib/errors.ts';

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): about 50 ms a hash here. */
// `algorithm: 2` is Algorithm.Argon2id, a const enum that isolated modules cannot read.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The 10 000 most common passwords (the list is ordered by frequency), lower-cased. */
let common: ReadonlySet<string> | undefined;
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    (dictionary['passwords-common'] as string[]).slice(0, 10_000).map((p) => p.toLowerCase()),
  );
  return common;
}

function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Refuses a new password under 12 characters (the schema's rule too) or among the common ones. */
export function checkNewPassword(password: string, field = 'password'): void {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH)
    throw badRequest(adminMessages.passwordShort, { [field]: adminMessages.passwordShort });
  if (isCommonPassword(password))
    throw badRequest(adminMessages.passwordCommon, { [field]: adminMessages.passwordCommon });
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/**
 * A hash no password matches, checked when the e-mail is unknown: the answer then takes as long
 * as for a known e-mail with a wrong password.
 */
let decoy: Promise<string> | undefined;

/** Whether `password` matches `passwordHash`; without a hash, spends the same time and says no. */
export async function passwordMatches(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash) return verify(passwordHash, password).catch(() => false);
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  await verify(await decoy, password).catch(() => false);
  return false;
}
