import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/http-errors';

export interface AuthUser {
  id: string;
  email: string;
  username: string;
  role: 'user' | 'admin';
}

/** Route hooks (use as `onRequest`, so they run before the body is even validated). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'admin') throw forbidden();
}

/** The signed-in user, for handlers behind `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Whether the signed-in user may see what belongs to this email: its owner or an admin. */
export function isOwnerOrAdmin(user: AuthUser, email: string): boolean {
  return user.role === 'admin' || user.email.toLowerCase() === email.trim().toLowerCase();
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
