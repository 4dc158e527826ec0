/**
 * Every protected route x {signed out, a user, another user, an admin}, against the answers
 * docs/product.md (roles and access) prescribes. "owner" is the user whose data the route is about.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

type Actor = 'signedOut' | 'owner' | 'another' | 'admin';
const ACTORS: Actor[] = ['signedOut', 'owner', 'another', 'admin'];

const t = useTestApp();
const people = {} as Record<'owner' | 'another' | 'admin' | 'victim', TestUser>;
const cookies = {} as Record<Actor, string | undefined>;
let png: string;

beforeAll(async () => {
  people.owner = await createUser(t.database.db, 'user');
  people.another = await createUser(t.database.db, 'user');
  people.admin = await createUser(t.database.db, 'admin');
  people.victim = await createUser(t.database.db, 'user');
  cookies.signedOut = undefined;
  cookies.owner = await signIn(t.app, people.owner);
  cookies.another = await signIn(t.app, people.another);
  cookies.admin = await signIn(t.app, people.admin);
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  png = `data:image/png;base64,${image.toString('base64')}`;
});

// Who a route is for: any signed-in caller, only admins, or only the owner (and admins).
const SIGNED_IN: Record<Actor, number> = { signedOut: 401, owner: 200, another: 200, admin: 200 };
const ADMIN_ONLY: Record<Actor, number> = { signedOut: 401, owner: 403, another: 403, admin: 200 };
const OWNER_OR_ADMIN: Record<Actor, number> = { signedOut: 401, owner: 200, another: 403, admin: 200 };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Case {
  name: string;
  request: () => { method: Method; url: string; payload?: object };
  expected: Record<Actor, number>;
}

/** A route called with no body and a URL that names nobody: the case is named after its method and URL. */
const plainCall = (method: Method, url: string, expected: Record<Actor, number>): Case => ({
  name: `${method} ${url}`,
  request: () => ({ method, url }),
  expected,
});

/**
 * An admin route about one record (`:id` in `route`), asked about an id no record has, with a
 * body it accepts when it needs one: only an admin gets as far as 404.
 */
const unknownRecord = (method: Method, route: string, what: string, payload?: object): Case => ({
  name: `${method} ${route} (an unknown ${what})`,
  request: () => ({ method, url: route.replace(':id', '00000000-0000-4000-8000-000000000000'), ...(payload ? { payload } : {}) }),
  expected: { ...ADMIN_ONLY, admin: 404 },
});

const cases: Case[] = [
  plainCall('GET', '/api/auth/me', SIGNED_IN),
  {
    name: 'PATCH /api/auth/edit-profile (own)',
    request: () => ({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      payload: { username: 'Same', profileImage: '/uploads/a-400.webp', profession: 'Maker' },
    }),
    expected: SIGNED_IN,
  },
  {
    name: "PATCH /api/auth/edit-profile (the owner's userId)",
    request: () => ({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      payload: { username: 'X', profileImage: '/uploads/a-400.webp', profession: 'X', userId: people.owner.id },
    }),
    expected: { signedOut: 401, owner: 200, another: 403, admin: 403 },
  },
  plainCall('GET', '/api/auth/addresses', SIGNED_IN),
  plainCall('GET', '/api/auth/users', ADMIN_ONLY),
  {
    name: 'PUT /api/auth/users/:id',
    request: () => ({ method: 'PUT', url: `/api/auth/users/${people.victim.id}`, payload: { role: 'user' } }),
    expected: ADMIN_ONLY,
  },
  plainCall('POST', '/api/auth/resend-verification', SIGNED_IN),
  {
    name: 'POST /api/auth/change-password (a wrong current password)',
    request: () => ({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'not-the-password', newPassword: 'a-long-passphrase' },
    }),
    expected: { signedOut: 401, owner: 400, another: 400, admin: 400 },
  },
  plainCall('GET', '/api/contact/messages', ADMIN_ONLY),
  unknownRecord('PATCH', '/api/contact/messages/:id/read', 'message'),
  plainCall('GET', '/api/bag', SIGNED_IN),
  plainCall('GET', '/api/mail/outbox', ADMIN_ONLY),
  plainCall('GET', '/api/audit', ADMIN_ONLY),
  // The shop's colours and size sets: anyone reads them, admins keep them.
  ...['/api/colors', '/api/size-sets'].map((url) => plainCall('GET', url, { signedOut: 200, owner: 200, another: 200, admin: 200 })),
  ...['/api/colors/manage', '/api/size-sets/manage'].map((url) => plainCall('GET', url, ADMIN_ONLY)),
  {
    name: 'POST /api/colors',
    request: () => ({
      method: 'POST',
      url: '/api/colors',
      payload: { name: 'Teal', handle: `teal-${Math.random().toString(36).slice(2, 8)}`, hex: '#2a7f7f' },
    }),
    expected: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    name: 'POST /api/size-sets',
    request: () => ({
      method: 'POST',
      url: '/api/size-sets',
      payload: { name: 'Rings', handle: `rings-${Math.random().toString(36).slice(2, 8)}`, sizes: ['5', '6', '7'] },
    }),
    expected: { ...ADMIN_ONLY, admin: 201 },
  },
  ...['/api/colors/:id', '/api/size-sets/:id'].flatMap((route) => {
    const renamed = unknownRecord('PATCH', route, 'record');
    return [
      { ...renamed, request: () => ({ ...renamed.request(), payload: { name: 'Renamed' } }) },
      unknownRecord('DELETE', route, 'record'),
    ];
  }),
  // A reorder that names no colour or set: only an admin gets as far as the 400.
  ...['/api/colors/order', '/api/size-sets/order'].map((url): Case => ({
    name: `PUT ${url} (naming none)`,
    request: () => ({ method: 'PUT', url, payload: { ids: ['00000000-0000-4000-8000-000000000000'] } }),
    expected: { ...ADMIN_ONLY, admin: 400 },
  })),
  unknownRecord('POST', '/api/mail/outbox/:id/resend', 'message'),
  unknownRecord('PATCH', '/api/products/:id/stock', 'product', { stock: [{ color: 'black', size: 'm', stock: 3 }] }),
  {
    name: "GET /api/stats/user-stats/:email (the owner's)",
    request: () => ({ method: 'GET', url: `/api/stats/user-stats/${encodeURIComponent(people.owner.email)}` }),
    expected: OWNER_OR_ADMIN,
  },
  {
    name: "GET /api/orders/:email (the owner's)",
    request: () => ({ method: 'GET', url: `/api/orders/${encodeURIComponent(people.owner.email)}` }),
    expected: OWNER_OR_ADMIN,
  },
  // The /mine forms name nobody: each caller gets their own.
  ...['/api/orders/mine', '/api/stats/user-stats/mine', '/api/reviews/mine'].map((url) => plainCall('GET', url, SIGNED_IN)),
  {
    name: 'POST /api/uploadImage',
    request: () => ({ method: 'POST', url: '/api/uploadImage', payload: { image: png } }),
    // Customers who have not verified their email may not upload (uploads.test.ts covers verified ones).
    expected: { signedOut: 401, owner: 403, another: 403, admin: 201 },
  },
];

describe('access matrix', () => {
  for (const testCase of cases) {
    for (const actor of ACTORS) {
      it(`${testCase.name} as ${actor} -> ${testCase.expected[actor]}`, async () => {
        const cookie = cookies[actor];
        const res = await t.app.inject({ ...testCase.request(), ...(cookie ? { headers: { cookie } } : {}) });
        expect(res.statusCode, res.body).toBe(testCase.expected[actor]);
        if (res.statusCode >= 400) expect(res.json().message).toEqual(expect.any(String));
      });
    }
  }

  // Deletion last, as each actor's success would remove the target.
  for (const actor of ACTORS) {
    const expected = ADMIN_ONLY[actor];
    it(`DELETE /api/auth/users/:id as ${actor} -> ${expected}`, async () => {
      const target = await createUser(t.database.db, 'user');
      const cookie = cookies[actor];
      const res = await t.app.inject({ method: 'DELETE', url: `/api/auth/users/${target.id}`, ...(cookie ? { headers: { cookie } } : {}) });
      expect(res.statusCode).toBe(expected);
    });
  }

  it('checks access before validating input, so a stranger learns nothing from a 400', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/users/not-a-uuid',
      payload: { role: 'boss' },
      headers: { cookie: cookies.owner! },
    });
    expect(res.statusCode).toBe(403);
  });
});
