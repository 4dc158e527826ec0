import { useSyncExternalStore } from 'react';

// Nothing to listen to: whether the browser has WebAuthn does not change while the page is open.
const subscribe = () => () => {};

/**
 * The same test as `browserSupportsWebAuthn()` of @simplewebauthn/browser, without downloading the
 * library: a page only loads it when a passkey is used.
 */
const browserHasWebAuthn = () => typeof window.PublicKeyCredential === 'function';

/**
 * Whether this browser can use a passkey, so that passkey buttons show only where they work.
 * False on the server and while hydrating (the page then matches the server's HTML), true once
 * hydrated in a browser with WebAuthn.
 */
export function usePasskeySupport(): boolean {
  return useSyncExternalStore(subscribe, browserHasWebAuthn, () => false);
}
