import { useEffect, useSyncExternalStore } from 'react';

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
  const supported = useSyncExternalStore(subscribe, browserHasWebAuthn, () => false);
  // Fetched once it may be used, after the page is interactive: a click then reaches the browser's
  // passkey prompt with only the shop's options request between, which Safari needs to count it
  // as the click's own.
  useEffect(() => {
    if (supported) void import('@simplewebauthn/browser');
  }, [supported]);
  return supported;
}
