import { expect, it } from 'vitest';
import { useTestAppWithSmtp } from '../../test/test-app';

const mailed = useTestAppWithSmtp({ SHOP_EMAIL: 'studio@shop.test', SHOP_NAME: 'Test Threads' });

const send = (payload: object) => mailed.t.app.inject({ method: 'POST', url: '/api/contact', payload });

it('delivers a contact message to the shop over SMTP, with Reply-To set to the sender, the text as written and the HTML escaped', async () => {
  const message = 'Do you ship to Canada?\n<b>Thanks</b> & bye';
  expect((await send({ name: 'Ana <Ops>', email: 'Ana@Example.com', message })).statusCode).toBe(201);

  await expect.poll(() => mailed.smtp.caught.length, { timeout: 10_000 }).toBe(1);
  const [mail] = mailed.smtp.caught;
  expect(mail).toMatchObject({
    to: ['studio@shop.test'],
    replyTo: 'ana@example.com',
    subject: 'Test Threads: message from Ana <Ops>',
  });
  expect(mail!.text).toContain(message);
  expect(mail!.html).toContain('Do you ship to Canada?<br>&lt;b&gt;Thanks&lt;/b&gt; &amp; bye');
  expect(mail!.html).not.toContain('<b>Thanks</b>');
});

it('refuses a name with a line break, so that no mail header can be injected', async () => {
  const res = await send({ name: 'Ana\r\nBcc: everyone@example.com', email: 'ana@example.com', message: 'Hello' });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual([{ path: 'name', message: 'Name must be on one line' }]);
  const sneaky = await send({ name: 'Ana', email: 'ana@example.com\r\nBcc: everyone@example.com', message: 'Hello' });
  expect(sneaky.statusCode).toBe(400);
});
