/**
 * A test app whose payments go to Stripe's local stand-in through the real SDK: the stand-in is
 * started before the app is built and closed after the file's tests. `standIn()` is the running
 * stand-in (its sessions, requests and refunds), once the file's first `beforeAll` has run.
 */
import { afterAll, beforeAll } from 'vitest';
import { createStripeProvider } from '../payments/stripe-provider';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import { useTestApp, useTestAppWithSmtp, type createTestApp } from './test-app';

export const STRIPE_TEST_SECRET_KEY = 'sk_test_x';

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[1]>;

/** The stand-in, started before the app, and the app's settings and payment provider pointing at it. */
function withStripeStandIn(webhookSecret: string, env: Record<string, string>) {
  let standIn: StripeStandIn | undefined;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn?.close());
  const running = () => {
    if (!standIn) throw new Error('The Stripe stand-in is not started yet');
    return standIn;
  };
  const settings = {
    PUBLIC_URL: 'https://shop.example.com',
    STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  };
  const options: TestAppOptions = {
    paymentProvider: (config) =>
      createStripeProvider({ secretKey: STRIPE_TEST_SECRET_KEY, webhookSecret, publicUrl: config.publicUrl, client: running().client }),
  };
  return { env: { ...settings, ...env }, options, standIn: running };
}

export function useStripeTestApp(webhookSecret: string, env: Record<string, string> = {}) {
  const stripe = withStripeStandIn(webhookSecret, env);
  return { t: useTestApp(stripe.env, stripe.options), standIn: stripe.standIn };
}

/** The same, with the shop's mail sent over SMTP to a stand-in (`smtp`). */
export function useStripeTestAppWithSmtp(webhookSecret: string, env: Record<string, string> = {}) {
  const stripe = withStripeStandIn(webhookSecret, env);
  return { ...useTestAppWithSmtp(stripe.env, stripe.options), standIn: stripe.standIn };
}
