import { describe, expect, it } from 'vitest';
import { invalidFields } from '../test/error-answers';
import { useTestApp } from '../test/test-app';
import { findUnstorableText, LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from './storable-text';

const t = useTestApp();

/** Posts a contact message whose text holds `message`. */
const contact = (message: string) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Ada', email: 'ada@shop.test', message } });

describe('text PostgreSQL cannot store', () => {
  it('NUL is refused with 400 naming the field in the query and the path, before it reaches the database', async () => {
    const search = await t.app.inject({ url: '/api/products?search=a%00b' });
    expect(search.statusCode).toBe(400);
    expect(invalidFields(search.json())).toEqual(['search']);

    const path = await t.app.inject({ url: '/api/orders/a%00b/exchanges' });
    expect(path.statusCode).toBe(400);
    expect(invalidFields(path.json())).toEqual(['id']);
  });

  // JSON.stringify writes a lone surrogate as the escape \udfff, as a broken client would send it;
  // a text column would keep it as U+FFFD, but a jsonb value (an audit entry, an address) refuses it.
  it.each([
    ['the NUL character', 'Hello\u0000there', NUL_MESSAGE],
    ['a lone surrogate', 'x\udfffy', LONE_SURROGATE_MESSAGE],
  ])('%s in a JSON body is refused with 400 naming the field', async (_, message, reason) => {
    const res = await contact(message);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `Invalid input: message ${reason}`, errors: [{ path: 'message', message: reason }] });
  });

  it('is found at any depth, in keys too, without running out of stack', () => {
    const pathOfNul = (value: unknown) => findUnstorableText(value)?.path;
    expect(pathOfNul({ products: [{ name: 'Tee' }, { name: 'a\u0000' }] })).toBe('products.1.name');
    expect(pathOfNul({ 'a\u0000': 1 })).toBe('a\u0000');
    expect(pathOfNul('\u0000')).toBe('');
    let deep: unknown = ['\u0000'];
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(pathOfNul(deep)).toMatch(/^(0\.)+0$/);
    expect(pathOfNul({ name: 'Tee', sizes: ['m'], price: 1, nothing: null })).toBeUndefined();
  });

  it('tells a lone surrogate from a pair, at any depth and in keys', () => {
    expect(findUnstorableText({ comment: 'fits well \ud83d\udc4d', tags: ['\u00e9t\u00e9'] })).toBeUndefined();
    expect(findUnstorableText({ lines: [{ name: 'ok' }, { name: 'a\ud83d' }] })).toEqual({
      path: 'lines.1.name',
      message: LONE_SURROGATE_MESSAGE,
    });
    expect(findUnstorableText({ '\udc4d': 1 })).toEqual({ path: '\udc4d', message: LONE_SURROGATE_MESSAGE });
    expect(findUnstorableText('a\u0000\udfff')).toEqual({ path: '', message: NUL_MESSAGE });
  });
});
