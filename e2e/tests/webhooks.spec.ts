import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { WebhookEndpoint } from '@shop/shared/webhooks.schema';
import { buyInTestMode, newAdmin, newCustomer, newProduct, ok, send } from '../support/api';
import { signIn } from '../support/shop';
import { expect, test } from '../support/test';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A receiver of the journey's own on 127.0.0.1, recording each request as it arrived (answered 200). */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The requests whose body is an event of `type` (other journeys' orders come too). */
    ofType: (type: string) => received.filter((request) => (JSON.parse(request.body) as { type: string }).type === type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('webhooks, from the dashboard to the receiver', () => {
  test('the owner adds an endpoint and sends a test event; a customer pays and the receiver gets order.paid, signed', async ({ page }) => {
    test.setTimeout(90_000);
    const receiver = await startReceiver();
    const { account: owner, api: ownerApi } = await newAdmin('Webhook Owner');
    try {
      const product = await newProduct('Hook Tee');

      // 1. The owner adds an endpoint for paid orders, and copies its secret, shown once.
      await signIn(page, owner);
      await page.goto('/dashboard/webhooks');
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
      await page.getByRole('button', { name: 'Add endpoint' }).first().click();
      const form = page.getByRole('dialog', { name: 'Add endpoint' });
      await form.getByLabel('URL').fill(receiver.url);
      await form.getByLabel('Description (optional)').fill('Warehouse');
      await form.getByRole('checkbox', { name: 'order.paid' }).check();
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      const shown = page.getByRole('dialog', { name: 'Signing secret' });
      const secret = await shown.getByLabel('Secret').inputValue();
      expect(secret).toMatch(/^whsec_/);
      await shown.getByRole('button', { name: 'Done' }).click();
      const row = page.getByRole('row').filter({ hasText: receiver.url });
      await expect(row).toContainText('enabled');
      // Never shown again.
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: receiver.url })).toBeVisible();
      await expect(page.getByText(secret)).toHaveCount(0);

      // 2. A test event reaches the receiver, signed with that secret, and the log says it succeeded.
      await page.getByRole('button', { name: `Send a test event to ${receiver.url}` }).click();
      await expect(page.getByText('A test event is on its way.')).toBeVisible();
      await expect.poll(() => receiver.ofType('webhook.test').length, { timeout: 20_000 }).toBe(1);
      const [ping] = receiver.ofType('webhook.test');
      expect(new Webhook(secret).verify(ping!.body, ping!.headers)).toMatchObject({ type: 'webhook.test' });
      const deliveries = page.getByRole('table', { name: `Deliveries to ${receiver.url}` });
      await expect(async () => {
        await page.reload();
        await page.getByRole('button', { name: `Deliveries to ${receiver.url}` }).click();
        await expect(deliveries.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('succeeded', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });

      // 3. A customer pays in test mode: the receiver gets order.paid with the order, signed.
      const { api: customerApi } = await newCustomer('Hooked Shopper');
      const order = await buyInTestMode(customerApi, [{ _id: product._id, color: 'black', size: 'm', quantity: 1 }]);
      await customerApi.dispose();
      const paidEvents = () =>
        receiver.ofType('order.paid').filter((request) => (JSON.parse(request.body) as { data: { _id: string } }).data._id === order._id);
      await expect.poll(() => paidEvents().length, { timeout: 20_000 }).toBe(1);
      const [paid] = paidEvents();
      const event = new Webhook(secret).verify(paid!.body, paid!.headers) as {
        id: string;
        type: string;
        timestamp: string;
        data: { orderId: string; paymentStatus: string; amount: number };
      };
      expect(event).toMatchObject({ type: 'order.paid', data: { orderId: order.orderId, paymentStatus: 'paid', amount: order.amount } });
      expect(paid!.headers['webhook-id']).toBe(event.id);
      // A body changed on the way does not verify.
      expect(() => new Webhook(secret).verify(paid!.body.replace('"paid"', '"refunded"'), paid!.headers)).toThrow();
    } finally {
      // The endpoint goes with its receiver: the shared shop must not keep failing deliveries to a closed port.
      const { endpoints } = await ok<{ endpoints: WebhookEndpoint[] }>(ownerApi.get('/api/webhooks/endpoints'));
      for (const endpoint of endpoints.filter((candidate) => candidate.url === receiver.url)) {
        await send(ownerApi, 'delete', `/api/webhooks/endpoints/${endpoint._id}`);
      }
      await ownerApi.dispose();
      await receiver.close();
    }
  });
});
