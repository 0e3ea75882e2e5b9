import { hash, verify } from '@node-rs/argon2';
import type { TranslationKeys, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adminMessages, STAFF_PASSWORD_MIN_LENGTH } from '@aurelle/contract';
import { badRequest } from '../../lib/errors.ts';

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): about 50 ms a hash here. */
// `algorithm: 2` is Algorithm.Argon2id, a const enum that isolated modules cannot read.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * zxcvbn's scale runs 0–4: 4 is "very unguessable" (about 10^10 guesses and more). A staff
 * password opens refunds and customers' data, and 3 let a name and a year through
 * (`MayaManager2026`, `Summer2026!!`); every passphrase of three uncommon words scores 4.
 */
const MIN_PASSWORD_SCORE = 4;

/** Words of the trade a guesser adds to the person's own. */
const TRADE_WORDS = ['jewellery', 'jewelry', 'jeweller', 'diamond', 'diamonds', 'gold', 'india'];

/** Whose password it is: their e-mail and names and the shop's, which a guesser tries first. */
export type PasswordOwner = {
  email: string;
  names: readonly string[];
  site: { brandName: string; brandSlug: string };
};

/*
 * zxcvbn's feedback in plain English, keyed as the estimator answers it (its own English package
 * would also load 50 MB of English dictionaries we do not use).
 */
const WARNINGS: Record<keyof TranslationKeys['warnings'], string> = {
  straightRow: 'Straight rows of keys on the keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "1234" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the most used passwords.',
  topHundred: 'This is a very often used password.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is close to a commonly used password.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'Names on their own are easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: "It contains your name, your e-mail or the shop's name or trade.",
  pwned: 'This password was exposed in a data breach.',
};

const SUGGESTIONS: Record<keyof TranslationKeys['suggestions'], string> = {
  l33t: "Letters swapped for look-alikes, like '@' for 'a', do not help.",
  reverseWords: 'Words spelled backwards do not help.',
  allUppercase: 'Capitalise some letters, not all.',
  capitalization: 'Capitalise more than the first letter.',
  dates: 'Avoid dates and years that are linked to you.',
  recentYears: 'Avoid recent years.',
  associatedYears: 'Avoid years that are linked to you.',
  sequences: 'Avoid sequences of characters.',
  repeated: 'Avoid repeated words and characters.',
  longerKeyboardPattern: 'Use longer keyboard patterns that change direction.',
  anotherWord: 'Add more words that are less common.',
  useWords: 'Use several words, but not a common phrase.',
  noNeed: 'A few uncommon words make a strong password without symbols or capitals.',
  pwned: 'If you use this password elsewhere, change it there too.',
};

/**
 * The estimator with its dictionaries (the most used passwords, diceware words, keyboard
 * layouts): loaded with the first password set, not at start, as it holds ~40 MB.
 */
let estimator: Promise<ZxcvbnFactory> | undefined;
function strengthEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory: Factory }, common]) =>
      new Factory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return estimator;
}

/** The words a guesser would try for this person: e-mail, its local part, names, the shop's. */
function userInputsOf({ email, names, site }: PasswordOwner): string[] {
  const local = email.split('@')[0] ?? '';
  const words = [email, local, ...names, site.brandName, site.brandSlug, ...TRADE_WORDS].flatMap(
    (text) => [text, ...text.split(/[^\p{L}\p{N}]+/u)],
  );
  return [...new Set(words.map((word) => word.trim().toLowerCase()))].filter(
    (word) => word.length >= 3,
  );
}

/**
 * The password with the person's, the shop's and the trade's words taken out (the longest first,
 * in any case): what is left must be strong on its own, or the password is those words dressed up
 * (`Owner@shop2026`).
 */
function withoutKnownWords(password: string, words: readonly string[]): string {
  let rest = password;
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    const at = (text: string) => text.toLowerCase().indexOf(word);
    for (let i = at(rest); i >= 0; i = at(rest))
      rest = rest.slice(0, i) + rest.slice(i + word.length);
  }
  return rest;
}

/** What the estimator says is wrong, as one line: its warning (or ours) and its suggestions. */
function feedbackOf(feedback: { warning: string | null; suggestions: string[] }): string {
  const warning = feedback.warning
    ? (WARNINGS[feedback.warning as keyof typeof WARNINGS] ?? adminMessages.passwordWeak)
    : adminMessages.passwordWeak;
  // A password that is only nearly strong enough gets no suggestion from the estimator.
  const keys = feedback.suggestions.length ? feedback.suggestions : ['anotherWord'];
  const suggestions = keys.map((key) => SUGGESTIONS[key as keyof typeof SUGGESTIONS] ?? '');
  return [warning, ...suggestions].filter(Boolean).join(' ');
}

/**
 * Refuses a new password under 12 characters (the schema's rule too), or one the estimator
 * scores under 4 once this person's, the shop's and the trade's words are taken out: a 400 whose
 * message and field error say what is wrong and how to do better.
 */
export async function checkNewPassword(
  password: string,
  owner: PasswordOwner,
  field = 'password',
): Promise<void> {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH)
    throw badRequest(adminMessages.passwordShort, { [field]: adminMessages.passwordShort });
  const known = userInputsOf(owner);
  const rest = withoutKnownWords(password, known);
  const result = (await strengthEstimator()).check(rest, known);
  if (result.score >= MIN_PASSWORD_SCORE) return;
  const feedback =
    rest === password
      ? feedbackOf(result.feedback)
      : `${WARNINGS.userInputs} ${feedbackOf(result.feedback)}`;
  throw badRequest(feedback, { [field]: feedback });
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
