import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { withTransactions, type Db } from '../../db/client';
import { sessions, staffInvitations, staffRoles, users } from '../../db/schema/index';

const invitationColumns = {
  id: staffInvitations.id,
  email: staffInvitations.email,
  role: staffInvitations.staffRole,
  roleName: staffRoles.name,
  invitedBy: users.username,
  createdAt: staffInvitations.createdAt,
  expiresAt: staffInvitations.expiresAt,
  acceptedAt: staffInvitations.acceptedAt,
  revokedAt: staffInvitations.revokedAt,
};

/** Invitations to the staff, and the account an accepted one makes or joins. */
function invitationQueries(db: Db) {
  const queries = {
    /** The newest invitations, at most `limit`, with their role's name and who sent them. */
    async list(limit: number) {
      return db
        .select(invitationColumns)
        .from(staffInvitations)
        .innerJoin(staffRoles, eq(staffRoles.handle, staffInvitations.staffRole))
        .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
        .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id))
        .limit(limit);
    },

    async find(id: string) {
      const [row] = await db
        .select(invitationColumns)
        .from(staffInvitations)
        .innerJoin(staffRoles, eq(staffRoles.handle, staffInvitations.staffRole))
        .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
        .where(eq(staffInvitations.id, id));
      return row;
    },

    /** The invitation a link's token opens, while it may be used; locked, inside a transaction, until it ends. */
    async findUsable(tokenHash: string, { lock = false } = {}) {
      const query = db
        .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.staffRole, roleName: staffRoles.name })
        .from(staffInvitations)
        .innerJoin(staffRoles, eq(staffRoles.handle, staffInvitations.staffRole))
        .where(
          and(
            eq(staffInvitations.tokenHash, tokenHash),
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.revokedAt),
            gt(staffInvitations.expiresAt, sql`now()`),
          ),
        );
      const [row] = lock ? await query.for('update', { of: staffInvitations }) : await query;
      return row;
    },

    async insert(invitation: { email: string; staffRole: string; tokenHash: string; invitedBy: string; expiresAt: Date }) {
      const [row] = await db.insert(staffInvitations).values(invitation).returning({ id: staffInvitations.id });
      return row!.id;
    },

    /** Takes back the address's invitations still open (a new one replaces them), or one by id; answers how many. */
    async revokePending(where: { email: string } | { id: string }): Promise<number> {
      const revoked = await db
        .update(staffInvitations)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            'email' in where ? eq(staffInvitations.email, where.email) : eq(staffInvitations.id, where.id),
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.revokedAt),
          ),
        )
        .returning({ id: staffInvitations.id });
      return revoked.length;
    },

    async markAccepted(id: string) {
      await db
        .update(staffInvitations)
        .set({ acceptedAt: sql`now()` })
        .where(eq(staffInvitations.id, id));
    },

    async accountOf(email: string) {
      const [row] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },

    /** Makes the address's account staff with the role and this password, its address proved by the link; its sessions end. */
    async joinStaff(id: string, changes: { username: string; passwordHash: string; staffRole: string }) {
      await db
        .update(users)
        .set({ ...changes, role: 'admin', suspendedAt: null, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, id));
      await db.delete(sessions).where(eq(sessions.userId, id));
    },

    async createStaff(account: { email: string; username: string; passwordHash: string; staffRole: string }) {
      const [row] = await db
        .insert(users)
        .values({ ...account, role: 'admin', emailVerifiedAt: new Date() })
        .returning({ id: users.id });
      return row!.id;
    },
  };
  return queries;
}

export function createInvitationsRepository(db: Db) {
  return withTransactions(db, invitationQueries);
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
export type InvitationRow = Awaited<ReturnType<InvitationsRepository['list']>>[number];
