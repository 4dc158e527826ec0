import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { emptyCart } from '@shop/shared/cart';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { useCartStore } from '@/features/cart/cart-store';
import { DEFAULT_LANGUAGE } from '@shop/shared/languages';
import { loadCatalogue, setCatalogueOutsideApp } from '@/i18n/i18n';

// NOTE: Testing Library only switches React's act() checks on when test globals are enabled;
// we import explicitly, so switch them on here (otherwise act() warnings never show).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Components rendered on their own (outside the app's providers) speak the shop's default language.
setCatalogueOutsideApp(await loadCatalogue(DEFAULT_LANGUAGE));

// Lazily loaded pages and charts take longer than the default 1 s to arrive when every test
// file runs at once.
configure({ asyncUtilTimeout: 3000 });

// A console.error in a component test is a bug (an act() warning, a failed prop type, a React
// error, jsdom's "not implemented"), so it fails the test that caused it.
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  // NOTE: jsdom does not implement scrolling and reports it through console.error.
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  document.title = '';
  // The stores are module singletons; every test starts signed out with an empty, closed bag.
  useAuthStore.setState({ user: null, signedOut: false, arrival: null });
  useCartStore.setState({ ...emptyCart, isBagOpen: false });
});

afterEach(() => {
  cleanup();
  // NOTE: sonner keeps its toasts in a module singleton and replays the active ones to the next
  // Toaster that mounts, so a toast of one test would show up in the next.
  toast.dismiss();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    const text = errors.map((args) => args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ')).join('\n---\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
