import { expect, it } from 'vitest';
import { contactMessages, emails } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

const t = useTestApp({ SHOP_EMAIL: 'studio@shop.test' });

it('stores a contact message and sends it to the shop', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Ana', email: 'ana@example.com', message: 'Do you ship to Canada?' },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().message).toMatch(/Thank you/);
  const [stored] = await t.database.db.select().from(contactMessages);
  expect(stored).toMatchObject({ name: 'Ana', email: 'ana@example.com', message: 'Do you ship to Canada?' });
  const [mail] = await t.database.db.select().from(emails);
  expect(mail).toMatchObject({ to: 'studio@shop.test', subject: 'Drip Studio: message from Ana' });
  expect(mail!.text).toContain('Do you ship to Canada?');
});

it('answers each missing or bad field with the form’s own messages', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: ' ', email: 'nope', message: '' } });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual(
    expect.arrayContaining([
      { path: 'name', message: 'Name is required' },
      { path: 'email', message: 'Invalid email address' },
      { path: 'message', message: 'Message is required' },
    ]),
  );
  const missing = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'A', message: 'x' } });
  expect(missing.json().errors).toEqual([{ path: 'email', message: 'Email is required' }]);
});
