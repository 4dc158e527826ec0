/**
 * The smallest request an operation's OpenAPI schemas allow: its required path and query
 * parameters and its body's required fields only, each the least value its schema lets through
 * (an enum's first member, a number's minimum on its `multipleOf` grid, a string matching its
 * pattern at its shortest, an array of its `minItems`). What the document cannot tell (which rows
 * exist) comes from `hints`, by the field's name. A client that trusts the document sends such
 * requests, so the API must take them (lib/documented-requests.test.ts).
 */
import fc from 'fast-check';

/** JSON Schema as @fastify/swagger writes it into the OpenAPI 3.0 document. */
export interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  not?: Schema;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  minItems?: number;
  minProperties?: number;
  default?: unknown;
}

/**
 * Values for what the document cannot name, by the field's (or parameter's) name: the ids of
 * rows made in the test's setup, an uploaded image, the signed-in person's password. Answering
 * undefined leaves the field to its schema.
 */
export type Hints = (name: string, schema: Schema) => unknown;

export interface MinimalContext {
  /** The document's named schemas, for `$ref`s. */
  components: Record<string, Schema>;
  hints: Hints;
}

let sequence = 0;
/** A number no other generated value has had, so that names and emails are new each time. */
const next = () => (sequence += 1);

/** A `$ref`'s schema, or the schema itself. */
function resolved(schema: Schema, context: MinimalContext): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  const target = context.components[name];
  if (!target) throw new Error(`No schema ${schema.$ref} in the document`);
  return resolved(target, context);
}

/** A schema with its `allOf` folded in: patterns kept together, and an object's alternatives (`anyOf`) kept apart. */
type Flat = Schema & { patterns: string[]; alternatives: Schema[][]; minProperties?: number };

/** `allOf` folded into one schema: properties and required keys merged, patterns and an object's alternatives kept. */
function flattened(input: Schema, context: MinimalContext): Flat {
  const schema = resolved(input, context);
  const { allOf = [], ...own } = schema;
  const merged: Flat = { ...own, patterns: own.pattern ? [own.pattern] : [], alternatives: [] };
  for (const part of allOf.map((each) => flattened(each, context))) {
    const { patterns, alternatives, properties, required, anyOf, ...rest } = part;
    merged.patterns.push(...patterns);
    merged.alternatives.push(...alternatives);
    if (anyOf && (merged.type === 'object' || merged.properties)) merged.alternatives.push(anyOf);
    else if (anyOf) merged.anyOf = anyOf;
    if (properties) merged.properties = { ...merged.properties, ...properties };
    if (required) merged.required = [...new Set([...(merged.required ?? []), ...required])];
    for (const [key, value] of Object.entries(rest)) if (!(key in merged)) Object.assign(merged, { [key]: value });
  }
  return merged;
}

/** The least value the schema allows; `name` is the field's or parameter's, for the hints. */
export function minimalValue(input: Schema, context: MinimalContext, name = ''): unknown {
  const schema = flattened(input, context);
  const isObject = schema.type === 'object' || Boolean(schema.properties);
  const hinted = context.hints(name, schema);
  if (hinted !== undefined) return hinted;
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? null;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && !isObject) return minimalValue(branches[0]!, context, name);
  switch (schema.type ?? (isObject ? 'object' : schema.items ? 'array' : 'string')) {
    case 'object':
      return minimalObject(schema, context);
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => minimalValue(schema.items ?? {}, context, singular(name)));
    case 'integer':
      return minimalNumber(schema, true);
    case 'number':
      return minimalNumber(schema, false);
    case 'boolean':
      return false;
    default:
      return minimalString(schema);
  }
}

/** `colors` -> `color`: an array's items take the hints of its singular. */
const singular = (name: string) => name.replace(/s$/, '');

/**
 * The required properties; with `minProperties`, the first others too. Each set of alternatives
 * (`anyOf`: free shipping needs no value, a percentage does) that the object meets none of is met
 * by its first: its required keys added, and its properties' constraints on what is there.
 */
function minimalObject(schema: Flat, context: MinimalContext): Record<string, unknown> {
  const properties = { ...schema.properties };
  const keys = [...(schema.required ?? [])].filter((key) => key in properties);
  for (const key of Object.keys(properties)) if (keys.length < (schema.minProperties ?? 0) && !keys.includes(key)) keys.push(key);
  const object: Record<string, unknown> = Object.fromEntries(keys.map((key) => [key, minimalValue(properties[key]!, context, key)]));
  for (const alternatives of schema.alternatives) {
    if (alternatives.some((branch) => meets(object, branch))) continue;
    const first = alternatives[0]!;
    for (const [key, constraint] of Object.entries(first.properties ?? {})) {
      if (key in object || first.required?.includes(key))
        object[key] = minimalValue({ allOf: [constraint, properties[key] ?? {}] }, context, key);
    }
    for (const key of first.required ?? []) if (!(key in object)) object[key] = minimalValue(properties[key] ?? {}, context, key);
  }
  return object;
}

/** Whether an object meets an alternative: its required keys, its enums, and `not: { required }`. */
function meets(object: Record<string, unknown>, branch: Schema): boolean {
  if (branch.not?.required) return !branch.not.required.every((key) => key in object);
  if (!(branch.required ?? []).every((key) => key in object)) return false;
  return Object.entries(branch.properties ?? {}).every(
    ([key, constraint]) => !(key in object) || !constraint.enum || constraint.enum.includes(object[key]),
  );
}

/**
 * The least number in range on the `multipleOf` grid; a range reaching below zero starts at the
 * least value of zero or more (a balance moved by -$2,000 is no minimal request), and a value the
 * schema rules out (`not: { enum: [0] }`) is stepped over.
 */
function minimalNumber(schema: Flat, integer: boolean): number {
  const step = schema.multipleOf ?? (integer ? 1 : 0.01);
  const exclusive = schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
  let low = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : (schema.minimum ?? 1);
  const high = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
  if (low < 0 && (high === undefined || high >= 0)) low = 0;
  let value = Math.ceil(Number((low / step).toFixed(9))) * step;
  if (exclusive && value <= low) value += step;
  const ruledOut = (schema.not?.enum ?? []) as unknown[];
  while (ruledOut.includes(Number(value.toFixed(9)))) value += step;
  return Number(value.toFixed(9));
}

/** Strings the shop's patterns take, tried in order: new each time, so that names and codes are free. */
const candidates = (n: number) => [`Docs ${n}`, `docs${n}`, `docs-${n}`, `DOCS${n}`, `D${n}`, 'x'];

function minimalString(schema: Flat): string {
  const n = next();
  if (schema.format === 'email') return `docs-${n}@shop.test`;
  if (schema.format === 'uri') return `https://example.com/docs-${n}`;
  if (schema.format === 'uuid') return crypto.randomUUID();
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  const patterns = schema.patterns.map((pattern) => new RegExp(pattern, 'u'));
  const fits = (value: string) => {
    const length = [...value].length;
    return (
      length >= (schema.minLength ?? 0) && length <= (schema.maxLength ?? Infinity) && patterns.every((pattern) => pattern.test(value))
    );
  };
  const padded = (value: string) => value.padEnd(schema.minLength ?? 0, '0');
  const found = candidates(n).map(padded).find(fits);
  if (found) return found;
  // A pattern none of those fit (two capitals for a country): a value drawn from the pattern itself.
  const drawn = patterns.length ? fc.sample(fc.stringMatching(patterns[0]!).filter(fits), { numRuns: 1, seed: n })[0] : undefined;
  if (drawn === undefined) throw new Error(`No value fits ${JSON.stringify(schema)}`);
  return drawn;
}
