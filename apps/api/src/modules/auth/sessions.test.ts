import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../../db/schema/index';
import { cookieHeader, createUser, signIn, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { describeUserAgent } from './user-agent';

const t = useTestApp({ ADMIN_SESSION_IDLE_HOURS: '1' });

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInWith(user: TestUser, userAgent: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
  });
  return cookieHeader(res.headers['set-cookie']);
}
const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });
const listed = async (cookie: string) => (await t.app.inject({ url: '/api/auth/sessions', headers: { cookie } })).json().sessions;

describe("a user's sessions", () => {
  it('lists each with its browser, system and last use, marks this one, and signs out another', async () => {
    const user = await createUser(t.database.db);
    const laptop = await signInWith(user, FIREFOX_WINDOWS);
    const phone = await signInWith(user, SAFARI_IPHONE);

    const mine = await listed(laptop);
    expect(mine).toHaveLength(2);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ browser: 'Firefox', system: 'Windows', current: true }),
        expect.objectContaining({ browser: 'Safari', system: 'iOS', current: false }),
      ]),
    );
    const phoneSession = mine.find((session: { current: boolean }) => !session.current);

    const stranger = await signIn(t.app, await createUser(t.database.db));
    const theirs = await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${phoneSession._id}`, headers: { cookie: stranger } });
    expect(theirs.statusCode).toBe(404);
    expect((await me(phone)).statusCode).toBe(200);

    const ended = await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${phoneSession._id}`, headers: { cookie: laptop } });
    expect(ended.json()).toEqual({ message: 'That session is signed out.' });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/sessions/not-an-id', headers: { cookie: laptop } })).statusCode).toBe(
      400,
    );
  });

  it('signs out every other session at once, keeping this one', async () => {
    const user = await createUser(t.database.db);
    const here = await signIn(t.app, user);
    const others = [await signIn(t.app, user), await signIn(t.app, user)];
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sessions/end-others', headers: { cookie: here } })).statusCode).toBe(200);
    for (const other of others) expect((await me(other)).statusCode).toBe(401);
    expect(await listed(here)).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('an admin', () => {
  it('signs a user out everywhere from Manage Users, and it is audited; a customer cannot', async () => {
    const admin = await createUser(t.database.db, 'admin');
    const adminCookie = await signIn(t.app, admin);
    const user = await createUser(t.database.db);
    const sessionsOfUser = [await signIn(t.app, user), await signIn(t.app, user)];
    const endAll = (cookie: string) =>
      t.app.inject({ method: 'POST', url: `/api/auth/users/${user.id}/end-sessions`, headers: { cookie } });

    expect((await endAll(sessionsOfUser[0]!)).statusCode).toBe(403);
    expect((await endAll(adminCookie)).json()).toEqual({ message: 'The user is signed out everywhere.' });
    for (const cookie of sessionsOfUser) expect((await me(cookie)).statusCode).toBe(401);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'user.signout', entity: 'user' });
  });

  it('is signed out after an hour unused (ADMIN_SESSION_IDLE_HOURS), where a customer stays signed in', async () => {
    const admin = await createUser(t.database.db, 'admin');
    const customer = await createUser(t.database.db);
    const adminCookie = await signIn(t.app, admin);
    const customerCookie = await signIn(t.app, customer);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const user of [admin, customer])
      await t.database.db.update(sessions).set({ lastSeenAt: twoHoursAgo }).where(eq(sessions.userId, user.id));
    expect((await me(adminCookie)).statusCode).toBe(401);
    expect((await me(customerCookie)).statusCode).toBe(200);
  });
});

describe('reading a user agent', () => {
  it.each([
    [FIREFOX_WINDOWS, 'Firefox', 'Windows'],
    [SAFARI_IPHONE, 'Safari', 'iOS'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Chrome',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 EdgA/131.0',
      'Edge',
      'Android',
    ],
    [undefined, 'Unknown', 'Unknown'],
  ])('%s is %s on %s', (userAgent, browser, system) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, system });
  });
});
