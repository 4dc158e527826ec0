/**
 * The OpenAPI document is a contract: every operation names itself, says who may call it, and
 * declares the client errors it really answers. `npm run check` lints the same document with
 * Redocly; these tests hold the declarations to what the routes do.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@shop/shared/common.schema';
import { BEARER_AUTH, COOKIE_AUTH } from '../lib/openapi';
import { ROUTER_OPTIONS } from './not-found';
import { sessionCookieName } from '../modules/auth/session-cookie';
import { as, createUser, signIn } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema?: { type?: string; maxLength?: number; enum?: unknown[]; format?: string } }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

interface Document {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  components: { securitySchemes?: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let document: Document;
let operations: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
afterAll(() => t.close());

const requiresSession = (operation: Operation) =>
  operation.security !== undefined &&
  operation.security.length > 0 &&
  operation.security.every((scheme) => COOKIE_AUTH in scheme || BEARER_AUTH in scheme);
const clientErrors = (operation: Operation) => Object.keys(operation.responses).filter((status) => /^4\d\d$/.test(status));

describe('the OpenAPI document', () => {
  it('names the server and the session cookie that signs calls in', () => {
    expect(document.servers).toEqual([{ url: 'http://shop.test' }]);
    expect(document.components.securitySchemes?.[COOKIE_AUTH]).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookieName(t.config),
    });
  });

  it('declares the API token beside the cookie, and every staff operation takes either', () => {
    expect(document.components.securitySchemes?.[BEARER_AUTH]).toMatchObject({ type: 'http', scheme: 'bearer' });
    const staff = operations.filter(({ operation }) => 'x-permission' in operation);
    expect(staff.length).toBeGreaterThan(50);
    for (const { method, path, operation } of staff) {
      expect(operation.security, `${method} ${path}`).toEqual([{ [COOKIE_AUTH]: [] }, { [BEARER_AUTH]: [] }]);
    }
  });

  it('bounds every path parameter within what the router reads, so a documented one always reaches its route', () => {
    for (const { method, path, operation } of operations) {
      for (const parameter of operation.parameters?.filter((each) => each.in === 'path') ?? []) {
        const where = `${method} ${path} {${parameter.name}}`;
        const schema = parameter.schema ?? {};
        if (schema.type !== 'string' || schema.enum || schema.format === 'uuid') continue;
        expect(schema.maxLength, where).toBeDefined();
        // With room left for the odd character percent-encoded (an email's '@' is three).
        expect(schema.maxLength!, where).toBeLessThanOrEqual(ROUTER_OPTIONS.maxParamLength / 2);
      }
    }
  });

  it('describes the JSON API only, not the pages or files for browsers and crawlers', () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const { path } of operations) expect(path).toMatch(/^\/api\//);
  });

  it('gives every operation a summary, a unique camelCase operationId, described tags and its security', () => {
    const declaredTags = new Map(document.tags?.map((tag) => [tag.name, tag.description]));
    for (const { method, path, operation } of operations) {
      const where = `${method} ${path}`;
      expect(operation.summary, where).toBeTruthy();
      expect(operation.operationId, where).toMatch(/^[a-z]+(?:[A-Z][a-z]*)+$/);
      expect(operation.tags?.length, where).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(declaredTags.get(tag), `${where}: tag ${tag}`).toBeTruthy();
      expect(operation.security, where).toBeDefined();
    }
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares 400 wherever a route validates input, 401 wherever it needs a session, each as the one error answer', () => {
    for (const { method, path, operation } of operations) {
      const where = `${method} ${path}`;
      if (operation.parameters?.length || operation.requestBody) expect(operation.responses, where).toHaveProperty('400');
      if (requiresSession(operation)) expect(operation.responses, where).toHaveProperty('401');
      for (const status of clientErrors(operation)) {
        expect(JSON.stringify(operation.responses[status]), `${where} ${status}`).toContain('"#/components/schemas/ErrorResponse"');
      }
    }
  });

  it('declares every client error that a visitor or a customer meets, each in the one error shape', async () => {
    const callers = { visitor: undefined, customer: await signIn(t.app, await createUser(t.database.db)) };
    // Signing out ends the session that the other calls use, so it is called last.
    const isLogOut = (each: (typeof operations)[number]) => each.operation.operationId === 'logOut';
    const ordered = [...operations.filter((each) => !isLogOut(each)), ...operations.filter(isLogOut)];
    for (const { method, path, operation } of ordered) {
      // Ids that exist nowhere and empty bodies: the answers are the route's refusals.
      const url = path.replace(/\{[^}]+\}/g, randomUUID());
      const request = { method: method as 'GET', url, ...(operation.requestBody ? { payload: {} } : {}) };
      for (const [who, cookie] of Object.entries(callers)) {
        const res = await t.app.inject(as(cookie, request));
        const where = `${method} ${path} as ${who}: ${res.statusCode} ${res.body}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(clientErrors(operation), where).toContain(String(res.statusCode));
          expect(ErrorResponseSchema.strict().safeParse(res.json()).success, where).toBe(true);
        }
        if (who === 'visitor') expect(res.statusCode === 401, where).toBe(requiresSession(operation));
      }
    }
  });
});
