import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notFound } from './http-errors';
import { errorAnswers, SIGNED_IN, SIGNED_IN_OR_TOKEN } from './openapi';
import { BUILT_IN_ROLES } from '@shop/shared/permissions';
import { adminsOnly, isOwner, requireOwnerOr, requireSameUser, signedInOnly, type AuthUser } from './guards';

const ana: AuthUser = { id: 'a1', email: 'ana@shop.test', username: 'Ana', role: 'user', staffRole: null, permissions: [] };
const admin: AuthUser = {
  id: 'z9',
  email: 'admin@shop.test',
  username: 'Admin',
  role: 'admin',
  staffRole: 'owner',
  permissions: BUILT_IN_ROLES.owner.permissions,
};
const packer: AuthUser = {
  id: 'p4',
  email: 'packer@shop.test',
  username: 'Packer',
  role: 'admin',
  staffRole: 'fulfilment',
  permissions: BUILT_IN_ROLES.fulfilment.permissions,
};

describe('requireOwnerOr', () => {
  it('lets the owner through: the same account id', () => {
    expect(isOwner(ana, { id: 'a1' })).toBe(true);
    expect(() => requireOwnerOr('reviews', ana, { id: 'a1' })).not.toThrow();
  });

  it('lets staff holding the permission through for anything, and no other staff', () => {
    expect(() => requireOwnerOr('reviews', admin, { id: 'a1' })).not.toThrow();
    expect(() => requireOwnerOr('reviews', admin, {})).not.toThrow();
    expect(() => requireOwnerOr('reviews', packer, { id: 'a1' })).toThrow(expect.objectContaining({ statusCode: 403 }));
  });

  it.each([
    ['another account id', { id: 'b2' }],
    // An address proves nothing: anyone may have registered it first.
    ['another account id with the same email', { id: 'b2', email: 'ana@shop.test' }],
    ['the same email without an account id (a guest record)', { id: null, email: ' ANA@Shop.test ' }],
    ['no owner at all', { id: null }],
  ])('refuses anyone else with 403: %s', (_case, owner) => {
    expect(isOwner(ana, owner)).toBe(false);
    expect(() => requireOwnerOr('reviews', ana, owner)).toThrow(
      expect.objectContaining({ statusCode: 403, message: 'You are not allowed to do that.' }),
    );
  });

  it('answers the refusal the caller chooses, so that a record can stay private', () => {
    expect(() => requireOwnerOr('reviews', ana, { id: 'b2' }, () => notFound('Order not found.'))).toThrow(
      expect.objectContaining({ statusCode: 404, message: 'Order not found.' }),
    );
  });
});

describe('requireSameUser', () => {
  it('accepts a body that names no user, or the signed-in one', () => {
    expect(() => requireSameUser(ana, undefined, 'Only as yourself.')).not.toThrow();
    expect(() => requireSameUser(ana, 'a1', 'Only as yourself.')).not.toThrow();
  });

  it('refuses a body that names anyone else with 403 and the caller’s message, even for an admin', () => {
    expect(() => requireSameUser(ana, 'b2', 'Only as yourself.')).toThrow(
      expect.objectContaining({ statusCode: 403, message: 'Only as yourself.' }),
    );
    expect(() => requireSameUser(admin, 'a1', 'Only as yourself.')).toThrow(expect.objectContaining({ statusCode: 403 }));
  });
});

describe('signedInOnly and adminsOnly', () => {
  const options = {
    bodyLimit: 1024,
    schema: { operationId: 'getThing', 'x-permission': 'refunds' as const, response: { 200: z.object({}), ...errorAnswers(404) } },
  };
  const from = (user: AuthUser | null) => ({ user }) as FastifyRequest;
  /** The route's first onRequest hook: its guard. */
  const guardOf = (route: { onRequest: unknown[] }) => route.onRequest[0] as (request: FastifyRequest) => Promise<void>;

  it('put the guard in front of the route and declare the session cookie and the 401 it answers', async () => {
    const route = signedInOnly(options);
    expect(route.bodyLimit).toBe(1024);
    expect(route.schema).toMatchObject({ operationId: 'getThing', security: SIGNED_IN });
    expect(Object.keys(route.schema.response)).toEqual(['200', '401', '404']);
    await expect(guardOf(route)(from(null))).rejects.toMatchObject({ statusCode: 401 });
    await expect(guardOf(route)(from(ana))).resolves.toBeUndefined();
  });

  it("let only staff holding the operation's permission through, and declare the 401 and the 403", async () => {
    const route = adminsOnly(options);
    expect(route.schema).toMatchObject({ operationId: 'getThing', security: SIGNED_IN_OR_TOKEN });
    expect(Object.keys(route.schema.response)).toEqual(['200', '401', '403', '404']);
    await expect(guardOf(route)(from(null))).rejects.toMatchObject({ statusCode: 401 });
    await expect(guardOf(route)(from(ana))).rejects.toMatchObject({ statusCode: 403 });
    await expect(guardOf(route)(from(packer))).rejects.toMatchObject({
      statusCode: 403,
      message:
        "Your role does not allow this (it needs the permission 'refunds': refund orders, and issue, adjust and disable gift cards and store credit).",
    });
    await expect(guardOf(route)(from(admin))).resolves.toBeUndefined();
  });

  it("run the route's own onRequest hooks (a rate limit by account) after the guard", () => {
    const limit = async () => undefined;
    expect(signedInOnly({ ...options, onRequest: limit }).onRequest).toEqual([expect.any(Function), limit]);
    expect(adminsOnly({ ...options, onRequest: [limit, limit] }).onRequest).toHaveLength(3);
  });
});
