/**
 * A test app whose payments go to Stripe's local stand-in through the real SDK: the stand-in is
 * started before the app is built and closed after the file's tests. `standIn()` is the running
 * stand-in (its sessions, requests and refunds), once the file's first `beforeAll` has run.
 */
import { afterAll, beforeAll } from 'vitest';
import { createStripeProvider } from '../payments/stripe-provider';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import { useTestApp } from './test-app';

export const STRIPE_TEST_SECRET_KEY = 'sk_test_x';

export function useStripeTestApp(webhookSecret: string) {
  let standIn: StripeStandIn | undefined;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn?.close());
  const running = () => {
    if (!standIn) throw new Error('The Stripe stand-in is not started yet');
    return standIn;
  };
  const t = useTestApp(
    { PUBLIC_URL: 'https://shop.example.com', STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY, STRIPE_WEBHOOK_SECRET: webhookSecret },
    {
      paymentProvider: (config) =>
        createStripeProvider({ secretKey: STRIPE_TEST_SECRET_KEY, webhookSecret, publicUrl: config.publicUrl, client: running().client }),
    },
  );
  return { t, standIn: running };
}
