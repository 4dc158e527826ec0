import { DEFAULT_LANGUAGE, languageOf } from '@shop/shared/languages';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, translator } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { passkeyFailure as failureIn } from './passkeys';

const PASSKEY_NOT_USED = 'The passkey was not used: it was cancelled or took too long.';
const PASSKEY_ALREADY_ADDED = 'This device already holds a passkey for your account.';
const PASSKEY_UNAVAILABLE = 'This browser could not use a passkey.';

const t = translator(await loadCatalogue(DEFAULT_LANGUAGE));
const passkeyFailure = (error: unknown, ceremony?: 'authentication' | 'registration') => failureIn(error, t, ceremony);

/** An error as the browser's WebAuthn (or @simplewebauthn/browser, which keeps its name) throws it. */
const browserError = (name: string) => new DOMException('The browser says why', name);

describe('passkeyFailure', () => {
  it('says a prompt closed, timed out or aborted was not used', () => {
    expect(passkeyFailure(browserError('NotAllowedError'))).toBe(PASSKEY_NOT_USED);
    expect(passkeyFailure(browserError('NotAllowedError'), 'registration')).toBe(PASSKEY_NOT_USED);
    expect(passkeyFailure(browserError('AbortError'))).toBe(PASSKEY_NOT_USED);
  });

  it('says the device already holds a passkey for the account only when adding one', () => {
    expect(passkeyFailure(browserError('InvalidStateError'), 'registration')).toBe(PASSKEY_ALREADY_ADDED);
    expect(passkeyFailure(browserError('InvalidStateError'))).toBe(PASSKEY_UNAVAILABLE);
  });

  it("says any other failure of the browser plainly, never in the browser's words", () => {
    expect(passkeyFailure(browserError('SecurityError'))).toBe(PASSKEY_UNAVAILABLE);
    expect(passkeyFailure(new Error('WebAuthn is not supported in this browser'))).toBe(PASSKEY_UNAVAILABLE);
    expect(passkeyFailure(new TypeError('Failed to fetch dynamically imported module'), 'registration')).toBe(PASSKEY_UNAVAILABLE);
  });

  it("keeps the server's message for its refusals, and asks to try again after its faults", () => {
    const refused = new ApiError('That passkey could not be added. Please try again.', 400, 'http');
    expect(passkeyFailure(refused, 'registration')).toBe('That passkey could not be added. Please try again.');
    expect(passkeyFailure(new ApiError('Too many attempts.', 429, 'http'))).toBe('Too many attempts.');
    expect(passkeyFailure(new ApiError('Request failed with status 500', 500, 'http'))).toBe('Please try again.');
  });

  it("says it in the page's language", async () => {
    const french = translator(await loadCatalogue(languageOf('fr')!));
    expect(failureIn(browserError('NotAllowedError'), french)).toBe(
      'La clé d’accès n’a pas été utilisée : l’opération a été annulée ou a pris trop de temps.',
    );
  });
});
