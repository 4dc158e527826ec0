import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_FULL, MAX_SAVED_ADDRESSES } from '@shop/shared/address-book.schema';
import { addresses } from '../../db/schema/index';
import { signedInUser, useSignedInUsers, type SignedInUser } from '../../test/auth-helpers';
import { invalidFields } from '../../test/error-answers';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const { admin } = useSignedInUsers(t, { admin: 'admin' });

const HOME = { label: 'Home', name: 'Ada Lovelace', line1: '12 Harbor Street', city: 'Portland', postalCode: '97201', country: 'US' };
const WORK = {
  label: 'Work',
  name: 'Ada Lovelace',
  line1: '1 Engine Row',
  line2: 'Floor 3',
  city: 'Seattle',
  postalCode: '98101',
  country: 'US',
};
const AUNT = {
  name: 'Augusta Byron',
  line1: '5 Mill Lane',
  city: 'Boston',
  state: 'MA',
  postalCode: '02108',
  country: 'us',
  phone: '+1 617 555 0100',
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (who: SignedInUser | null, method: Method, url: string, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/auth/addresses${url}`, payload, headers: who ? { cookie: who.cookie } : {} });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
const add = async (who: SignedInUser, address: object) => {
  const res = await call(who, 'POST', '', address);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.address as { _id: string; isDefault: boolean };
};
/** The book as its owner reads it: `label or line1` of each address, the default marked with a star. */
const bookOf = async (who: SignedInUser) =>
  ((await call(who, 'GET', '')).body.addresses as { label: string; line1: string; isDefault: boolean }[]).map(
    (address) => `${address.label || address.line1}${address.isDefault ? '*' : ''}`,
  );

describe('the address book', () => {
  it('is only for a signed-in customer', async () => {
    expect((await call(null, 'GET', '')).status).toBe(401);
    expect((await call(null, 'POST', '', HOME)).status).toBe(401);
  });

  it('saves addresses: the first is the default, the default is listed first and the others newest first', async () => {
    const ada = await signedInUser(t);
    const empty = await call(ada, 'GET', '');
    expect(empty.status).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.body).toEqual({ addresses: [] });

    const first = await call(ada, 'POST', '', HOME);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      message: 'Address saved as your default.',
      address: { _id: expect.any(String), ...HOME, line2: '', state: '', phone: '', isDefault: true },
      addresses: [expect.objectContaining({ label: 'Home', isDefault: true })],
    });

    const second = await call(ada, 'POST', '', WORK);
    expect(second.body.message).toBe('Address saved.');
    expect(second.body.address).toMatchObject({ ...WORK, isDefault: false });
    // No label: the optional fields are kept as given, the country upper case.
    const third = await add(ada, AUNT);
    expect(third).toMatchObject({ ...AUNT, label: '', line2: '', country: 'US', isDefault: false });
    expect(await bookOf(ada)).toEqual(['Home*', '5 Mill Lane', 'Work']);
  });

  it('refuses an address with bad fields, naming each of them, and stores nothing', async () => {
    const ada = await signedInUser(t);
    const bad = await call(ada, 'POST', '', {
      label: 'A label far longer than thirty letters',
      name: ' ',
      line1: '12 Harbor Street',
      city: 'Portland\nOR',
      postalCode: '#97201',
      country: 'USA',
      phone: 'call me',
    });
    expect(bad.status).toBe(400);
    expect(invalidFields(bad.body)).toEqual(['city', 'country', 'label', 'name', 'phone', 'postalCode']);
    expect(bad.body.errors).toContainEqual({ path: 'label', message: 'Label must be at most 30 characters' });
    expect(await bookOf(ada)).toEqual([]);

    const saved = await add(ada, HOME);
    const badEdit = await call(ada, 'PUT', `/${saved._id}`, { ...HOME, line1: '' });
    expect(badEdit.status).toBe(400);
    expect(invalidFields(badEdit.body)).toEqual(['line1']);
    expect((await call(ada, 'PUT', '/not-an-id', HOME)).status).toBe(400);
  });

  it('changes an address in place, keeping whether it is the default', async () => {
    const ada = await signedInUser(t);
    const home = await add(ada, HOME);
    const edited = await call(ada, 'PUT', `/${home._id}`, { ...HOME, label: 'Flat', line2: 'Apt 4', phone: '555 0199' });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Address updated.');
    expect(edited.body.address).toEqual({
      _id: home._id,
      ...HOME,
      label: 'Flat',
      line2: 'Apt 4',
      state: '',
      phone: '555 0199',
      isDefault: true,
    });
    expect(await bookOf(ada)).toEqual(['Flat*']);
  });

  it('makes any one address the default, and only one at a time', async () => {
    const ada = await signedInUser(t);
    await add(ada, HOME);
    const work = await add(ada, WORK);
    const made = await call(ada, 'POST', `/${work._id}/default`);
    expect(made.status).toBe(200);
    expect(made.body.message).toBe('Work is now your default address.');
    expect(await bookOf(ada)).toEqual(['Work*', 'Home']);
    // Again: nothing changes.
    expect((await call(ada, 'POST', `/${work._id}/default`)).status).toBe(200);
    const defaults = await t.database.db.select().from(addresses).where(eq(addresses.userId, ada.id));
    expect(defaults.filter((row) => row.isDefault).map((row) => row.id)).toEqual([work._id]);
  });

  it('gives the default to the newest other address when the default is deleted, and to none when the book is empty', async () => {
    const ada = await signedInUser(t);
    const home = await add(ada, HOME);
    const work = await add(ada, WORK);
    const aunt = await add(ada, AUNT);

    const notDefault = await call(ada, 'DELETE', `/${work._id}`);
    expect(notDefault.status).toBe(200);
    expect(notDefault.body.message).toBe('Address deleted: Work.');
    expect(await bookOf(ada)).toEqual(['Home*', '5 Mill Lane']);

    const theDefault = await call(ada, 'DELETE', `/${home._id}`);
    expect(theDefault.body.message).toBe('Address deleted. 5 Mill Lane is now your default address.');
    expect(theDefault.body.addresses).toEqual([expect.objectContaining({ _id: aunt._id, isDefault: true })]);

    expect((await call(ada, 'DELETE', `/${aunt._id}`)).body).toEqual({ message: 'Address deleted: 5 Mill Lane.', addresses: [] });
    expect((await call(ada, 'DELETE', `/${aunt._id}`)).status).toBe(404);
    // The next address added is the default again.
    expect((await add(ada, WORK)).isDefault).toBe(true);
  });

  it("answers 404 for another customer's address, and leaves it as it was", async () => {
    const [ada, eve] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const home = await add(ada, HOME);
    await add(ada, WORK);
    await add(eve, AUNT);

    expect(await bookOf(eve)).toEqual(['5 Mill Lane*']);
    for (const [method, url, payload] of [
      ['PUT', `/${home._id}`, { ...HOME, line1: 'Taken over' }],
      ['DELETE', `/${home._id}`, undefined],
      ['POST', `/${home._id}/default`, undefined],
      ['PUT', `/${UNKNOWN_ID}`, HOME],
      ['DELETE', `/${UNKNOWN_ID}`, undefined],
      ['POST', `/${UNKNOWN_ID}/default`, undefined],
    ] as const) {
      const res = await call(eve, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe('Address not found.');
    }
    // An admin is no exception: the book is its owner's alone.
    expect((await call(admin, 'DELETE', `/${home._id}`)).status).toBe(404);
    expect(await bookOf(ada)).toEqual(['Home*', 'Work']);
    expect(await bookOf(eve)).toEqual(['5 Mill Lane*']);
  });

  it(`holds at most ${MAX_SAVED_ADDRESSES} addresses, and says so`, async () => {
    const ada = await signedInUser(t);
    await t.database.db.insert(addresses).values(
      Array.from({ length: MAX_SAVED_ADDRESSES - 1 }, (_, index) => ({
        userId: ada.id,
        name: 'Ada Lovelace',
        line1: `${index + 1} Harbor Street`,
        city: 'Portland',
        postalCode: '97201',
        country: 'US',
        isDefault: index === 0,
      })),
    );
    await add(ada, HOME);
    const full = await call(ada, 'POST', '', WORK);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(ADDRESS_BOOK_FULL);
    expect(await bookOf(ada)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it('keeps the cap and one default when additions arrive at once', async () => {
    const ada = await signedInUser(t);
    const firsts = await Promise.all([HOME, WORK, AUNT].map((address) => call(ada, 'POST', '', address)));
    expect(firsts.map((res) => res.status)).toEqual([201, 201, 201]);
    expect((await bookOf(ada)).filter((entry) => entry.endsWith('*'))).toHaveLength(1);

    await t.database.db.insert(addresses).values(
      Array.from({ length: MAX_SAVED_ADDRESSES - 4 }, () => ({
        userId: ada.id,
        name: 'A',
        line1: 'B',
        city: 'C',
        postalCode: '1',
        country: 'US',
      })),
    );
    const last = await Promise.all([HOME, WORK, AUNT].map((address) => call(ada, 'POST', '', address)));
    expect(last.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(await bookOf(ada)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it('is deleted with its account', async () => {
    const ada = await signedInUser(t);
    await add(ada, HOME);
    await add(ada, WORK);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/auth/users/${ada.id}`, headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(addresses).where(eq(addresses.userId, ada.id))).toEqual([]);
  });
});
