/**
 * fast-check arbitraries derived from the JSON schemas of the OpenAPI document, to fuzz every
 * operation of the API: values that satisfy a schema, values that nearly do (a wrong type, a
 * number out of range, a string one too long, a required key missing, an extra key), and plain
 * junk (odd unicode, NUL bytes, path traversal, SQL, huge numbers, deep nesting). On top of the
 * values, the ways a request carries them: a body (JSON, broken JSON, the wrong content type,
 * multipart), a query string and path parameters, each sometimes malformed on the wire.
 */
import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger writes it into an OpenAPI 3.0 document) that routes use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

/**
 * Real values for a field or parameter of this name (ids of stored rows, known emails, the
 * shop's colours), offered now and then so that generated requests also reach real rows.
 */
export type KnownValues = (name: string | undefined) => readonly unknown[];

/** What junk is made of: each a classic way to break a parser, a query or a path. */
export const NASTY_STRINGS: readonly string[] = [
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '/uploads/../../etc/passwd',
  '....//....//etc/passwd',
  "' OR 1=1 --",
  '" OR ""="',
  "'; DROP TABLE users; --",
  '%00',
  '\u0000',
  'a\u0000b',
  '%',
  '%zz',
  '%E0%A4%A',
  '\\',
  '\\u0000',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '{"$gt":""}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '١٢٣',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  'x\uDFFFy',
  '💥🛒👩‍👩‍👧‍👦',
  'İıﬃǅ',
  'Zalgo: Z̸̛̗a̵̛l̷g̶o̵',
  '\r\n',
  'line\nbreak',
  'Header: injected\r\nBcc: someone@example.com',
  '\t',
  ' ',
  '',
  '9'.repeat(400),
  '-9007199254740993',
  'cs_test_',
  'cs_test_../../x',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  'ORD-',
  'data:image/png;base64,',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+',
  'data:text/html,<h1>x</h1>',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  'javascript:alert(1)',
  'a'.repeat(5000),
];

const HUGE_NUMBERS: readonly number[] = [
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -(2 ** 63),
  2 ** 64,
  2 ** 31,
  -(2 ** 31) - 1,
  1e21,
  5e-324,
  -0,
  0.1 + 0.2,
  99.999,
];

/** Conforming strings stay short; the near misses test the length limits exactly. */
const STRING_CAP = 40;
/** Conforming arrays stay small; the near misses test the item limits exactly. */
const ARRAY_CAP = 4;

const typesOf = (schema: JsonSchema): string[] => {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
};

const lowerBound = (schema: JsonSchema): { value: number; exclusive: boolean } | undefined => {
  if (typeof schema.exclusiveMinimum === 'number') return { value: schema.exclusiveMinimum, exclusive: true };
  if (schema.minimum === undefined) return undefined;
  return { value: schema.minimum, exclusive: schema.exclusiveMinimum === true };
};

const upperBound = (schema: JsonSchema): { value: number; exclusive: boolean } | undefined => {
  if (typeof schema.exclusiveMaximum === 'number') return { value: schema.exclusiveMaximum, exclusive: true };
  if (schema.maximum === undefined) return undefined;
  return { value: schema.maximum, exclusive: schema.exclusiveMaximum === true };
};

/** Whether a string satisfies a schema's length and pattern (its format is left to the API). */
function fitsString(schema: JsonSchema, value: string): boolean {
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) return false;
  if (schema.maxLength !== undefined && length > schema.maxLength) return false;
  return !schema.pattern || new RegExp(schema.pattern, 'u').test(value);
}

const withKnown = (known: readonly unknown[], rest: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  known.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 2 }, { arbitrary: rest, weight: 3 }) : rest;

/** Values that satisfy the schema (as far as JSON Schema can say: an email's format is the API's to check). */
export function conforming(schema: JsonSchema, known: KnownValues, name?: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf ?? schema.oneOf) return fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((branch) => conforming(branch, known, name)));
  if (schema.allOf?.length) return conforming(Object.assign({}, ...schema.allOf) as JsonSchema, known, name);
  const types = typesOf(schema);
  const arbitraries = (types.length ? types : ['string', 'number', 'object']).map((type) => conformingOfType(type, schema, known, name));
  if (schema.nullable) arbitraries.push(fc.constant(null));
  return arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
}

function conformingOfType(type: string, schema: JsonSchema, known: KnownValues, name: string | undefined): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return withKnown(known(name), conformingNumber(schema, type === 'integer'));
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? ARRAY_CAP, ARRAY_CAP));
      return fc.array(conforming(schema.items ?? {}, known, singular(name)), { minLength, maxLength });
    }
    case 'object':
      return conformingObject(schema, known);
    default:
      return withKnown(known(name), conformingString(schema, name));
  }
}

/**
 * `arbitrary.filter(predicate)` where that filter passes often enough, otherwise undefined.
 * fast-check retries a filter for as long as it refuses, synchronously, so a filter that can
 * never pass (an email field's empty branch: `maxLength: 0`) would hang its test file beyond any
 * timeout. A fixed sample of the unfiltered values decides, the same on every run.
 */
export function whereOften<T>(arbitrary: fc.Arbitrary<T>, predicate: (value: T) => boolean): fc.Arbitrary<T> | undefined {
  const sample = fc.sample(arbitrary, { numRuns: 200, seed: 42 });
  return sample.filter(predicate).length >= sample.length / 20 ? arbitrary.filter(predicate) : undefined;
}

/** `products` -> `product`: the known values of an array's items are those of its singular. */
const singular = (name: string | undefined) => name?.replace(/s$/, '');

function conformingNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = lowerBound(schema);
  const high = upperBound(schema);
  const min = Math.max(low ? low.value : -1e6, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(high ? high.value : 1e6, Number.MAX_SAFE_INTEGER);
  const inRange = (value: number) =>
    (!low || (low.exclusive ? value > low.value : value >= low.value)) &&
    (!high || (high.exclusive ? value < high.value : value <= high.value));
  const edges = [min, max, min + 1, max - 1, 0, 1].filter(inRange);
  const smallMin = Math.ceil(Math.min(Math.max(min, -1000), max));
  const small = fc.integer({ min: smallMin, max: Math.floor(Math.max(Math.min(max, 1000), smallMin)) });
  const options: fc.Arbitrary<number>[] = [fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), small];
  if (edges.length) options.push(fc.constantFrom(...edges));
  if (!integer) {
    options.push(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    // Prices: dollars with cents.
    options.push(small.map((value) => value + 0.25));
  }
  const conformingOnes = whereOften(fc.oneof(...options), inRange);
  if (!conformingOnes) throw new Error(`No number the fuzzer makes fits ${JSON.stringify(schema)}`);
  return conformingOnes;
}

/** Moments with four-digit years, as ISO 8601 writes them. */
const moment = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true });

function conformingString(schema: JsonSchema, name: string | undefined): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? STRING_CAP, minLength + STRING_CAP));
  const nasty = NASTY_STRINGS.filter((value) => fitsString(schema, value));
  const options: fc.Arbitrary<string>[] = [];
  if (schema.format === 'uuid') options.push(fc.uuid());
  else if (schema.format === 'date-time') options.push(moment.map((date) => date.toISOString()));
  else if (schema.format === 'date') options.push(moment.map((date) => date.toISOString().slice(0, 10)));
  else if (schema.pattern) {
    const matching = whereOften(fc.stringMatching(new RegExp(schema.pattern)), (value) => fitsString(schema, value));
    if (matching) options.push(matching);
  } else {
    options.push(
      fc.string({ minLength, maxLength }),
      fc.string({ minLength, maxLength, unit: 'grapheme' }),
      fc.string({ minLength, maxLength, unit: 'binary' }),
    );
    // Now and then an address the API can take, so that email fields get past their check (where one fits).
    const email =
      name && /e-?mail/i.test(name)
        ? whereOften(fc.emailAddress(), (value) => value.length >= minLength && value.length <= (schema.maxLength ?? 254))
        : undefined;
    if (email) options.push(email);
  }
  if (nasty.length) options.push(fc.constantFrom(...nasty));
  if (!options.length) throw new Error(`No string the fuzzer makes fits ${JSON.stringify(schema)}`);
  return fc.oneof(...options);
}

function conformingObject(schema: JsonSchema, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, conforming(property, known, key)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** Values that miss the schema by one thing: the kind of mistake a client (or an attacker) makes. */
export function nearlyConforming(schema: JsonSchema, known: KnownValues, name?: string): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [wrongType(schema, known, name)];
  const types = typesOf(schema);
  if (schema.enum) {
    const members = schema.enum.filter((value): value is string => typeof value === 'string');
    options.push(
      fc.constantFrom(...members.flatMap((value) => [value.toUpperCase(), ` ${value}`, `${value}\u0000`, `${value}s`]), 'other', ''),
    );
  }
  if (types.includes('string') && !schema.enum) options.push(...stringNearMisses(schema));
  if (types.includes('integer') || types.includes('number')) options.push(numberNearMisses(schema, types.includes('integer')));
  if (types.includes('array')) options.push(arrayNearMisses(schema, known, name));
  if (types.includes('object') || schema.properties) options.push(objectNearMisses(schema, known));
  if (!schema.nullable && !types.includes('null')) options.push(fc.constant(null));
  return fc.oneof(...options);
}

function wrongType(schema: JsonSchema, known: KnownValues, name: string | undefined): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const valid = conforming(schema, known, name);
  const options: fc.Arbitrary<unknown>[] = [];
  if (!types.includes('string')) options.push(valid.map((value) => (typeof value === 'object' ? JSON.stringify(value) : String(value))));
  if (!types.includes('number') && !types.includes('integer')) options.push(fc.constantFrom(0, -1, 1.5, 42));
  if (!types.includes('boolean')) options.push(fc.boolean());
  if (!types.includes('array'))
    options.push(
      valid.map((value) => [value]),
      fc.constant([]),
    );
  if (!types.includes('object'))
    options.push(
      valid.map((value) => ({ value })),
      fc.constant({}),
    );
  return fc.oneof(...options);
}

function stringNearMisses(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const options: fc.Arbitrary<unknown>[] = [fc.string({ unit: 'binary', maxLength: STRING_CAP }), fc.constantFrom(...NASTY_STRINGS)];
  if (schema.maxLength !== undefined) {
    const limit = schema.maxLength;
    options.push(
      fc.constantFrom('x', 'é', '💥', ' ').map((unit) => unit.repeat(limit + 1)),
      fc.integer({ min: 1, max: 1000 }).map((extra) => 'y'.repeat(limit + extra)),
    );
  }
  if (schema.minLength) options.push(fc.constant('z'.repeat(schema.minLength - 1)), fc.constant(' '.repeat(schema.minLength)));
  if (schema.format === 'uuid')
    options.push(
      fc.uuid().map((id) => id.toUpperCase()),
      fc.uuid().map((id) => `${id}0`),
      fc.uuid().map((id) => id.slice(1)),
    );
  if (schema.format === 'date' || schema.format === 'date-time')
    options.push(fc.constantFrom('2024-02-30', '0000-00-00', '9999-99-99T99:99:99Z', '2024-13-01'));
  return options;
}

function numberNearMisses(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const edges: unknown[] = [...HUGE_NUMBERS, '12', '1e3', ' 7', '0x10', '', 'NaN'];
  const low = lowerBound(schema);
  const high = upperBound(schema);
  if (low) edges.push(low.value - 1, low.exclusive ? low.value : low.value - 0.5);
  if (high) edges.push(high.value + 1, high.exclusive ? high.value : high.value + 0.5);
  if (integer) edges.push(1.5, 2.000001);
  return fc.oneof(fc.constantFrom(...edges), fc.double());
}

function arrayNearMisses(schema: JsonSchema, known: KnownValues, name: string | undefined): fc.Arbitrary<unknown> {
  const item = conforming(schema.items ?? {}, known, singular(name));
  const options: fc.Arbitrary<unknown>[] = [
    fc.array(nearlyConforming(schema.items ?? {}, known, singular(name)), { minLength: 1, maxLength: 3 }),
  ];
  if (schema.maxItems !== undefined) {
    const tooMany = schema.maxItems + 1;
    options.push(item.map((value) => Array.from({ length: tooMany }, () => value)));
  }
  if (schema.minItems) options.push(fc.array(item, { maxLength: schema.minItems - 1 }));
  return fc.oneof(...options);
}

function objectNearMisses(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const valid = conformingObject(schema, known);
  const options: fc.Arbitrary<unknown>[] = [
    // An extra key, sometimes one that would pollute a prototype or set a column the client may not.
    fc
      .tuple(valid, fc.constantFrom('extra', '__proto__', 'constructor', 'role', 'id', 'userId', 'isAdmin', 'price'), junk())
      .map(([object, key, value]) => ({ ...object, [key]: value })),
  ];
  if (required.length) {
    options.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([object, key]) => {
        const { [key]: _dropped, ...rest } = object;
        return rest;
      }),
    );
  }
  if (properties.length) {
    // One property wrong, the others right.
    const wrongOne = fc.oneof(
      ...properties.map(([key, property]) =>
        fc.tuple(valid, nearlyConforming(property, known, key)).map(([object, value]) => ({ ...object, [key]: value })),
      ),
    );
    options.push(wrongOne, wrongOne);
  }
  return fc.oneof(...options);
}

/** Any JSON value at all, weighted towards the ones that break parsers and queries. */
export function junk(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 80 }), weight: 2 },
    { arbitrary: fc.constantFrom(...HUGE_NUMBERS), weight: 2 },
    { arbitrary: fc.double(), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
    { arbitrary: fc.integer({ min: 2, max: 3000 }).map(nestedArrays), weight: 1 },
    { arbitrary: fc.constantFrom(null, true, false, [], {}, [[]], [{}], { '': '' }), weight: 1 },
  );
}

/** `[[[...]]]`, `depth` deep. */
function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
}

/** A value for a field of this schema: conforming, nearly conforming, or junk. */
export function fuzzValue(schema: JsonSchema, known: KnownValues, name?: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: conforming(schema, known, name), weight: 4 },
    { arbitrary: nearlyConforming(schema, known, name), weight: 4 },
    { arbitrary: junk(), weight: 2 },
  );
}

/** A request body as it travels: its bytes, its content type, and how it was made (for the report). */
export interface EncodedBody {
  kind: string;
  payload?: string | Buffer;
  contentType?: string;
}

const BROKEN_JSON: readonly string[] = [
  '{',
  '}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":undefined}',
  '{"a":NaN}',
  '[1,2',
  '"unterminated',
  'nul',
  'tru',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '\uFEFF{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  '0x10',
  '01',
  '--1',
  '1e99999',
  '\u0000',
];

const WRONG_CONTENT_TYPES: readonly { contentType?: string; payload: string }[] = [
  { contentType: 'text/plain', payload: '{"a":1}' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%zz&__proto__[x]=1' },
  { contentType: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
  { contentType: 'text/html', payload: '<script>alert(1)</script>' },
  { contentType: 'application/octet-stream', payload: '\u0000\u0001\u0002' },
  { contentType: 'multipart/form-data', payload: '--x\r\n' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n' },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'application/json; charset=latin1', payload: '{"a":"\u00e9"}' },
  { contentType: 'Application/JSON', payload: '{}' },
  { contentType: 'application/vnd.api+json', payload: '{}' },
  { contentType: '', payload: '{}' },
  { contentType: ';;;', payload: '{}' },
  { payload: '{"a":1}' },
];

/** A body for an operation: mostly JSON of its schema, otherwise broken on the wire. */
export function encodedBody(
  schema: JsonSchema | undefined,
  known: KnownValues,
  options: { multipart: boolean; bodyLimit: number },
): fc.Arbitrary<EncodedBody> {
  const value = schema ? fuzzValue(schema, known) : junk();
  // Built once: a body just over the limit, which must answer 413.
  const oversized = `{"a":"${'x'.repeat(options.bodyLimit)}"}`;
  const bodies: fc.WeightedArbitrary<EncodedBody>[] = [
    {
      arbitrary: value.map((body) => ({ kind: 'json', payload: JSON.stringify(body) ?? 'null', contentType: 'application/json' })),
      weight: schema ? 14 : 3,
    },
    { arbitrary: fc.constant({ kind: 'none' }), weight: schema ? 1 : 4 },
    { arbitrary: fc.constant({ kind: 'empty json', payload: '', contentType: 'application/json' }), weight: 1 },
    {
      arbitrary: fc
        .oneof(fc.constantFrom(...BROKEN_JSON), fc.string({ unit: 'binary', maxLength: 40 }))
        .map((payload) => ({ kind: 'broken json', payload, contentType: 'application/json' })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(...WRONG_CONTENT_TYPES).map((body) => ({ kind: 'wrong content type', ...body })),
      weight: 2,
    },
    {
      arbitrary: fc.integer({ min: 10, max: 100_000 }).chain((depth) =>
        fc.constantFrom(
          { kind: 'deep arrays', payload: `${'['.repeat(depth)}${']'.repeat(depth)}`, contentType: 'application/json' },
          { kind: 'deep objects', payload: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`, contentType: 'application/json' },
          {
            kind: 'deep objects around __proto__',
            payload: `${'{"a":'.repeat(depth)}{"__proto__":{"x":1}}${'}'.repeat(depth)}`,
            contentType: 'application/json',
          },
        ),
      ),
      weight: 1,
    },
    { arbitrary: fc.constant({ kind: 'over the body limit', payload: oversized, contentType: 'application/json' }), weight: 1 },
  ];
  if (options.multipart && schema) bodies.push({ arbitrary: multipartBody(schema, known), weight: 8 });
  return fc.oneof(...bodies);
}

/** multipart/form-data of the schema's fields, each a plain field or a file, sometimes malformed. */
function multipartBody(schema: JsonSchema, known: KnownValues): fc.Arbitrary<EncodedBody> {
  const fieldNames = [...Object.keys(schema.properties ?? {}), 'extra'];
  const part = fc.record({
    name: fc.oneof(fc.constantFrom(...fieldNames), fc.constantFrom(...NASTY_STRINGS)),
    file: fc.boolean(),
    filename: fc.oneof(fc.constantFrom('a.png', 'a.jpg', '../../x.png', 'a\u0000.png', '', 'ü.webp', 'x.svg'), fc.string()),
    type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'text/plain', 'application/octet-stream', ''),
    content: fc.oneof(
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      fuzzValue(schema.properties?.[fieldNames[0]!] ?? {}, known, fieldNames[0]).map((value) => Buffer.from(String(value))),
      // The signatures of real formats, with junk after them.
      fc
        .constantFrom('\x89PNG\r\n\x1a\n', '\xff\xd8\xff', 'RIFF\0\0\0\0WEBPVP8 ', 'GIF89a', '<svg></svg>')
        .map((magic) => Buffer.from(magic, 'latin1')),
    ),
  });
  return fc
    .tuple(fc.array(part, { minLength: 0, maxLength: 3 }), fc.constantFrom('well formed', 'no closing boundary', 'other boundary'))
    .map(([parts, shape]) => {
      const boundary = 'fuzzboundary';
      const chunks: Buffer[] = parts.map((p) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.file ? `; filename="${p.filename}"` : ''}\r\n` +
              (p.file ? `Content-Type: ${p.type}\r\n` : '') +
              '\r\n',
          ),
          p.content,
          Buffer.from('\r\n'),
        ]),
      );
      if (shape !== 'no closing boundary') chunks.push(Buffer.from(`--${boundary}--\r\n`));
      const declared = shape === 'other boundary' ? 'another' : boundary;
      return { kind: `multipart (${shape})`, payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${declared}` };
    });
}

/** A parameter's value as text: a query string's or a path segment's. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * Percent-encoding for any string, lone surrogates included: `encodeURIComponent` throws on
 * them, and their bytes (invalid UTF-8) are junk worth sending.
 */
export function percentEncode(text: string): string {
  return text
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((piece, index) => {
      if (index % 2 === 0) return encodeURIComponent(piece);
      const unit = piece.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

/** Raw bits that are not valid in a URL, or mean something to a router. */
const RAW_URL_JUNK: readonly string[] = ['%', '%zz', '%E0%A4%A', '%00', '%2F', '%2e%2e', '..', '.', ';', '%20', '+', '%C0%AF', '%uFFFF'];

/** The query string of an operation (with its `?`, or empty): each parameter given or not, plus junk keys. */
export function queryString(parameters: readonly ParameterObject[], known: KnownValues): fc.Arbitrary<string> {
  const query = parameters.filter((parameter) => parameter.in === 'query');
  // A required parameter is left out one time in six, an optional one half the time.
  const entries = query.map((parameter) =>
    fc.option(
      fuzzValue(parameter.schema, known, parameter.name).map((value) => [parameter.name, value] as const),
      { nil: undefined, freq: parameter.required ? 6 : 2 },
    ),
  );
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom('extra', '__proto__', 'page[]', 'a[b]'), fc.string()), junk()), {
    maxLength: 2,
  });
  const raw = fc.oneof(
    { arbitrary: fc.constant(null), weight: 7 },
    { arbitrary: fc.constantFrom(...RAW_URL_JUNK, '&&', '=', '&=&'), weight: 1 },
  );
  return fc.tuple(fc.tuple(...entries), extra, raw).map(([given, more, raw]) => {
    const pairs: string[] = [];
    for (const entry of [...given, ...more]) {
      if (!entry) continue;
      const [key, value] = entry;
      const values = Array.isArray(value) ? value : [value];
      for (const one of values) pairs.push(`${percentEncode(key)}=${percentEncode(asText(one))}`);
    }
    if (raw !== null) pairs.push(`${raw}=${raw}`);
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
}

/** The operation's path with each `{param}` filled: a conforming value, junk (URL-encoded), or raw junk. */
export function filledPath(path: string, parameters: readonly ParameterObject[], known: KnownValues): fc.Arbitrary<string> {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  if (!names.length) return fc.constant(path);
  const segments = names.map((name) => {
    const schema = parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ?? { type: 'string' };
    return fc.oneof(
      { arbitrary: conforming(schema, known, name).map((value) => percentEncode(asText(value))), weight: 5 },
      { arbitrary: fuzzValue(schema, known, name).map((value) => percentEncode(asText(value))), weight: 4 },
      { arbitrary: fc.constantFrom(...RAW_URL_JUNK), weight: 1 },
      { arbitrary: fc.constantFrom('x'.repeat(10_000), ''), weight: 1 },
    );
  });
  return fc.tuple(...segments).map((values) => names.reduce((filled, name, index) => filled.replace(`{${name}}`, values[index]!), path));
}
