import type { Role } from '@shop/shared/constants';
import type { AdminUser, User } from '@shop/shared/auth.schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { fieldChange, recordAudit } from '../audit';
import { recomputeRatings } from '../reviews';
import { holds, noPermission, type AuthUser } from '../../lib/guards';
import { toAdminUser, toUser } from './user-dto';
import type { UsersRepository } from './users.repository';

/** How long an unused session stays open (config.session): an admin's ends sooner. */
export interface SessionIdleTimes {
  idleMs: number;
  adminIdleMs: number;
}

export const LAST_OWNER_DEMOTED = 'The last owner cannot be demoted.';

/**
 * Deletes a customer's account as the privacy module does at their request (its orders kept
 * without them, audited without their address), handed in by the composition root.
 */
export type EraseCustomer = (actor: AuthUser, id: string) => Promise<void>;

/** Deleting or signing out a staff account is a staff matter: it needs 'staff' beside the customers' permission. */
function requireStaffPermissionFor(actor: AuthUser, target: { role: Role }): void {
  if (target.role === 'admin' && !holds(actor, 'staff')) throw forbidden(noPermission('staff'));
}

export function createUsersService(users: UsersRepository, session: SessionIdleTimes, eraseCustomer: EraseCustomer) {
  return {
    /** A page of the accounts whose email or name holds `search`, and how many match. */
    async list({ search, page, limit }: { search?: string; page: number; limit: number }): Promise<{ users: AdminUser[]; total: number }> {
      const now = Date.now();
      const { rows, total } = await users.listPage({
        search,
        offset: (page - 1) * limit,
        limit,
        idleSince: new Date(now - session.idleMs),
        adminIdleSince: new Date(now - session.adminIdleMs),
      });
      return { users: rows.map(toAdminUser), total };
    },

    /**
     * The specification's two roles: 'admin' makes a customer an owner (a staff role is chosen on
     * the Staff page), 'user' makes staff a customer again. Nobody demotes themself, and the last
     * owner who may sign in cannot be demoted.
     */
    async setRole(actor: AuthUser, id: string, role: Role): Promise<User> {
      return users.withAdminsLocked(async ({ tx, users: locked, ownerIds }) => {
        const target = await locked.findById(id);
        if (!target) throw notFound('User not found.');
        if (target.role === role) return toUser(target);
        if (role !== 'admin') {
          if (id === actor.id) throw badRequest('You cannot remove your own admin role.');
          if (ownerIds.length <= 1 && ownerIds.includes(id)) throw conflict(LAST_OWNER_DEMOTED);
        }
        const updated = await locked.update(id, { role });
        if (!updated) throw notFound('User not found.');
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'user.role',
          entityId: id,
          ...fieldChange('role', target.role, role, { email: target.email }),
        });
        return toUser(updated);
      });
    },

    /** Signs a user out everywhere (a lost phone, a shared password), with its audit in the same transaction. */
    async endSessions(actor: AuthUser, id: string): Promise<void> {
      await users.withAdminsLocked(async ({ tx, users: locked }) => {
        const target = await locked.findById(id);
        if (!target) throw notFound('User not found.');
        requireStaffPermissionFor(actor, target);
        const ended = await locked.deleteSessionsOf(id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'user.signout',
          entityId: id,
          details: { email: target.email },
          before: { sessions: ended },
          after: { sessions: 0 },
        });
      });
    },

    /**
     * Nobody deletes themself, a staff account needs the 'staff' permission, and the last owner
     * cannot be deleted. A customer's account goes through the erasure (`eraseCustomer`), as at
     * their request; a staff account, with its reviews, here.
     */
    async delete(actor: AuthUser, id: string): Promise<void> {
      if (id === actor.id) throw badRequest('You cannot delete your own account.');
      const staffDeleted = await users.withAdminsLocked(async ({ tx, users: locked, ownerIds }) => {
        if (ownerIds.length <= 1 && ownerIds.includes(id)) throw conflict('The last owner cannot be deleted.');
        const target = await locked.findById(id);
        if (!target) throw notFound('User not found.');
        if (target.role === 'user') return false;
        requireStaffPermissionFor(actor, target);
        const { deleted, productIds } = await locked.deleteReturningReviewedProducts(id);
        if (!deleted) throw notFound('User not found.');
        // Their reviews went with them, so the ratings they counted in change.
        await recomputeRatings(tx, productIds);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'user.delete',
          entityId: id,
          details: { email: target.email, role: target.role },
          before: { username: target.username, email: target.email, role: target.role, joined: target.createdAt.toISOString() },
        });
        return true;
      });
      // NOTE: in a transaction of its own, which locks the account again: an account made staff in
      // between is refused there, never deleted without its checks.
      if (!staffDeleted) await eraseCustomer(actor, id);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
