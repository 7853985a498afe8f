import type { TranslationKeys, ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { WeakPasswordReason } from '@core/api/auth.schema';
import { APP_NAME } from '@core/app-info';

/**
 * zxcvbn score 3 means at least 10^8 estimated guesses: out of reach online (sign-in is rate
 * limited per address) and "modest protection" offline against a stolen argon2id hash, which is
 * what zxcvbn's authors advise for sign-up. Score 2 still lets through passwords such as
 * "P@ssw0rd2024!".
 */
const MIN_SCORE = 3;
/**
 * zxcvbn's cost grows faster than the length (about 50 ms at 64 characters, seconds at 1024,
 * blocking the event loop); a longer password is judged by its first 64 characters.
 */
const CHECKED_LENGTH = 64;

/** zxcvbn's warning, reduced to the closed set of reasons the web translates. */
const REASONS: Record<keyof TranslationKeys['warnings'], WeakPasswordReason> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  wordByItself: 'common',
  namesByThemselves: 'common',
  commonNames: 'common',
  pwned: 'common',
  userInputs: 'personal',
  sequences: 'sequence',
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  dates: 'date',
  recentYears: 'date',
};

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Loaded on first use: the dictionaries take time and memory that only registration needs. */
function loadEstimator() {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
        maxLength: CHECKED_LENGTH,
      }),
  );
  return estimator;
}

/** The account's own words and the site's name: a password made of them is easy to guess. */
function personalWords(user: { email: string; fullName?: string | undefined }) {
  const whole = [user.email, user.email.split('@')[0]!, user.fullName ?? '', APP_NAME];
  const parts = whole.flatMap((text) => text.split(/[^\p{L}\p{N}]+/u));
  return [...whole, ...parts].filter((word) => word.length >= 3);
}

/** Why the password is too easy to guess, or undefined when it is strong enough. */
export async function passwordWeakness(
  password: string,
  user: { email: string; fullName?: string | undefined },
): Promise<WeakPasswordReason | undefined> {
  const result = (await loadEstimator()).check(password, personalWords(user));
  if (result.score >= MIN_SCORE) return undefined;
  const warning = result.feedback.warning as keyof TranslationKeys['warnings'] | null;
  // No single pattern to blame: the pieces are each guessable and there are too few of them.
  return (warning ? REASONS[warning] : undefined) ?? 'short';
}
