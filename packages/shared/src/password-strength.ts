/**
 * Whether a new password is too easy to guess, by zxcvbn-ts with its common and English
 * dictionaries (tens of thousands of passwords, names and words, keyboard patterns, dates,
 * l33t). The server refuses what it refuses; the forms ask it before sending. The
 * dictionaries are large, so they load at the first check, not with the page.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's scale: 0 (too guessable) to 4 (very unguessable); below this is refused. */
export const MIN_PASSWORD_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  return (estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  ));
}

/**
 * Why the password is too easy to guess, and how to choose a better one; null when it is
 * strong enough. `personal` are words of the account (its email, its name) that make a
 * password easier to guess.
 */
export async function passwordWeakness(password: string, personal: string[] = []): Promise<string | null> {
  const result = (await loadEstimator()).check(password.slice(0, 128), personal.filter(Boolean));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.feedback.warning ?? 'This password is easy to guess.';
  const how = result.feedback.suggestions.join(' ') || 'Use a few words that do not belong together, or a longer phrase.';
  return `${why} ${how}`;
}
