import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVALID_LINK_MESSAGE } from '@shop/shared/auth.schema';
import { auditLog, staffInvitations, users } from '../../db/schema/index';
import { createUser, signIn, signedInUser } from '../../test/auth-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';
import { JOINED_MESSAGE } from './invitations.service';

const { t, smtp } = useTestAppWithSmtp({ PUBLIC_URL: 'http://shop.test' });

/** The token of the `nth` invitation mailed to `to` (from 1), read from the mail as its reader would. */
async function invitationToken(to: string, nth = 1): Promise<string> {
  const mailed = () => smtp.caught.filter((mail) => mail.to.includes(to) && /invited to join the staff/.test(mail.subject));
  await expect.poll(() => mailed().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(nth);
  const link = /http:\/\/shop\.test\/join-staff\?token=([\w-]+)/.exec(mailed()[nth - 1]!.text)?.[1];
  expect(link).toBeTruthy();
  return link!;
}

describe('staff invitations', () => {
  it('are mailed by an owner with a role; the link works once, and the person joins with that role', async () => {
    const owner = await signedInUser(t, 'admin');
    const as = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/staff${url}`, payload, headers: { cookie: owner.cookie } });

    expect((await as('POST', '/invitations', { email: 'pat@shop.test', role: 'wizard' })).json()).toEqual({ message: 'No such role.' });
    const sent = await as('POST', '/invitations', { email: ' Pat@Shop.test ', role: 'fulfilment' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().invitation).toMatchObject({ email: 'pat@shop.test', role: 'fulfilment', roleName: 'Fulfilment', state: 'pending' });
    const hours = (Date.parse(sent.json().invitation.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const token = await invitationToken('pat@shop.test');
    // Only its hash is kept.
    const [stored] = await t.database.db.select().from(staffInvitations).where(eq(staffInvitations.email, 'pat@shop.test'));
    expect(stored?.tokenHash).not.toContain(token);

    const preview = await t.app.inject({ method: 'POST', url: '/api/staff/invitations/preview', payload: { token } });
    expect(preview.json()).toEqual({ email: 'pat@shop.test', roleName: 'Fulfilment', hasAccount: false });
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/staff/invitations/accept',
      payload: { token, username: 'Pat', password: 'password12' },
    });
    expect(weak.statusCode).toBe(400);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/staff/invitations/accept',
      payload: { token, username: 'Pat Packer', password: 'parcel-tape-and-string-42' },
    });
    expect(joined.json()).toEqual({ message: JOINED_MESSAGE });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/staff/invitations/accept',
      payload: { token, username: 'Someone', password: 'parcel-tape-and-string-43' },
    });
    expect(again.json()).toEqual({ message: INVALID_LINK_MESSAGE });

    const cookie = await signIn(t.app, { email: 'pat@shop.test', password: 'parcel-tape-and-string-42' });
    const me = (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user;
    expect(me).toMatchObject({ username: 'Pat Packer', role: 'admin', staffRole: 'fulfilment', emailVerified: true });
    expect((await as('GET', '/invitations')).json().invitations[0]).toMatchObject({ email: 'pat@shop.test', state: 'accepted' });
    const actions = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, me._id));
    expect(actions.map((row) => row.action)).toContain('staff.join');
  });

  it("are taken back, replaced by a newer one, refused for staff, and join a customer's own account", async () => {
    const owner = await signedInUser(t, 'admin');
    const as = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/staff${url}`, payload, headers: { cookie: owner.cookie } });
    const staffer = await createUser(t.database.db, 'admin', { staffRole: 'support' });
    expect((await as('POST', '/invitations', { email: staffer.email, role: 'manager' })).json()).toEqual({
      message: 'This person is already on the staff.',
    });

    const customer = await createUser(t.database.db);
    await as('POST', '/invitations', { email: customer.email, role: 'support' });
    const first = await invitationToken(customer.email);
    const second = await as('POST', '/invitations', { email: customer.email, role: 'support' });
    const latest = await invitationToken(customer.email, 2);
    expect(latest).not.toBe(first);
    const preview = (token: string) => t.app.inject({ method: 'POST', url: '/api/staff/invitations/preview', payload: { token } });
    expect((await preview(first)).json()).toEqual({ message: INVALID_LINK_MESSAGE });
    expect((await preview(latest)).json()).toMatchObject({ hasAccount: true });

    const revoked = await as('DELETE', `/invitations/${second.json().invitation._id}`);
    expect(revoked.json().invitation.state).toBe('revoked');
    expect((await preview(latest)).statusCode).toBe(400);

    await as('POST', '/invitations', { email: customer.email, role: 'support' });
    const token = await invitationToken(customer.email, 3);
    await t.app.inject({
      method: 'POST',
      url: '/api/staff/invitations/accept',
      payload: { token, username: 'Former Customer', password: 'a-brand-new-passphrase-7' },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ role: 'admin', staffRole: 'support', username: 'Former Customer' });
    // The old password no longer signs in.
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(old.statusCode).toBe(401);
  });
});
