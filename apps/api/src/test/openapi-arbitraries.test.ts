/**
 * The fuzzer's generators end: a schema whose branches leave a generator nothing to make (an
 * optional email's empty branch) once hung a whole CI run inside fast-check's filter.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conforming, whereOften, type JsonSchema } from './openapi-arbitraries';

const noKnownValues = () => [];

describe("the fuzzer's arbitraries", () => {
  it('drop a filter that (almost) never passes instead of retrying it for ever', () => {
    expect(whereOften(fc.emailAddress(), (value) => value.length <= 0)).toBeUndefined();
    const short = whereOften(fc.string({ maxLength: 10 }), (value) => value.length <= 5);
    expect(short).toBeDefined();
    expect(fc.sample(short!, { numRuns: 100, seed: 7 }).every((value) => value.length <= 5)).toBe(true);
  });

  it("make an optional email field's values: the empty string or an address within its length", () => {
    const schema: JsonSchema = {
      type: 'string',
      anyOf: [
        { type: 'string', maxLength: 0 },
        { type: 'string', format: 'email', maxLength: 254 },
      ],
    };
    const values = fc.sample(conforming(schema, noKnownValues, 'email'), { numRuns: 400, seed: 1 }) as string[];
    expect(values).toContain('');
    expect(values.some((value) => /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(value))).toBe(true);
    expect(values.every((value) => typeof value === 'string' && value.length <= 254)).toBe(true);
  });

  it('say which schema leaves them nothing to make, at once', () => {
    expect(() => conforming({ type: 'string', pattern: '^[a-z]{16,64}$', maxLength: 10 }, noKnownValues)).toThrow(
      /No string the fuzzer makes fits/,
    );
  });
});
