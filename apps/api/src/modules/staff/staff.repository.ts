import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client';
import { sessions, staffRoles, users } from '../../db/schema/index';
import { OWNER_ROLE } from '@shop/shared/permissions';

/** A staff member's row as the Staff page lists it. */
const memberColumns = (adminIdleSince: Date) => ({
  id: users.id,
  username: users.username,
  email: users.email,
  role: sql<string>`${users.staffRole}`,
  roleName: staffRoles.name,
  lastSignInAt: users.lastSignInAt,
  twoFactorEnabled: sql<boolean>`${users.totpEnabledAt} is not null`,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
  sessionCount: sql<number | string>`(
    select count(*) from ${sessions} s
    where s.user_id = "users"."id" and s.expires_at > now() and s.last_seen_at > ${adminIdleSince.toISOString()}::timestamptz
  )`,
});

export type StaffRoleRow = typeof staffRoles.$inferSelect & { memberCount: number };

/** The staff's queries, on the database or inside a transaction. */
function staffQueries(db: Db) {
  const queries = {
    /** Every staff member, owners first, then by role and name. */
    async listMembers(adminIdleSince: Date) {
      return db
        .select(memberColumns(adminIdleSince))
        .from(users)
        .innerJoin(staffRoles, eq(staffRoles.handle, users.staffRole))
        .where(eq(users.role, 'admin'))
        .orderBy(asc(staffRoles.position), asc(staffRoles.name), asc(users.username), asc(users.id));
    },

    async findMember(id: string, adminIdleSince: Date) {
      const [row] = await db
        .select(memberColumns(adminIdleSince))
        .from(users)
        .innerJoin(staffRoles, eq(staffRoles.handle, users.staffRole))
        .where(and(eq(users.id, id), eq(users.role, 'admin')));
      return row;
    },

    /** The roles, built-in first in their order, then the owner's by name, each with how many hold it. */
    async listRoles(): Promise<StaffRoleRow[]> {
      const rows = await db
        .select({
          role: staffRoles,
          memberCount: sql<number | string>`(select count(*) from ${users} u where u.staff_role = ${staffRoles.handle})`,
        })
        .from(staffRoles)
        .orderBy(asc(staffRoles.position), asc(sql`lower(${staffRoles.name})`));
      return rows.map(({ role, memberCount }) => ({ ...role, memberCount: Number(memberCount) }));
    },

    async findRole(handle: string): Promise<StaffRoleRow | undefined> {
      return (await queries.listRoles()).find((role) => role.handle === handle);
    },

    /** A new role; undefined when its handle or its name is taken. */
    async insertRole(role: { handle: string; name: string; description: string; permissions: string[] }) {
      const [row] = await db
        .insert(staffRoles)
        .values({ ...role, position: 100 })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async updateRole(handle: string, changes: { name: string; description: string; permissions: string[] }) {
      const [row] = await db.update(staffRoles).set(changes).where(eq(staffRoles.handle, handle)).returning();
      return row;
    },

    async deleteRole(handle: string): Promise<boolean> {
      const gone = await db.delete(staffRoles).where(eq(staffRoles.handle, handle)).returning({ handle: staffRoles.handle });
      return gone.length > 0;
    },

    async roleNameTaken(name: string, exceptHandle?: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(staffRoles)
        .where(
          and(
            // Both sides folded by the database, as the unique index is: JavaScript's toLowerCase
            // folds some letters (İ, ǅ) differently from PostgreSQL's lower().
            sql`lower(${staffRoles.name}) = lower(${name})`,
            exceptHandle ? sql`${staffRoles.handle} <> ${exceptHandle}` : undefined,
          ),
        );
      return Number(row?.n ?? 0) > 0;
    },

    async setStaffRole(id: string, handle: string) {
      await db.update(users).set({ staffRole: handle }).where(eq(users.id, id));
    },

    async setSuspended(id: string, suspendedAt: Date | null) {
      await db.update(users).set({ suspendedAt }).where(eq(users.id, id));
    },

    /** Ends every session of the account; answers how many were open. */
    async endSessions(id: string): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, sql`now()`)))
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
  return queries;
}

export type StaffQueries = ReturnType<typeof staffQueries>;
export type StaffRow = Awaited<ReturnType<StaffQueries['listMembers']>>[number];

export function createStaffRepository(db: Db) {
  return {
    ...staffQueries(db),

    /**
     * Runs `work` in a transaction holding every staff row locked (the same lock as the users
     * module's role changes), with the owners who may sign in: the last one stays.
     */
    async withStaffLocked<T>(work: (scope: { tx: Db; staff: StaffQueries; ownerIds: string[] }) => Promise<T>): Promise<T> {
      return inTransaction(db, async (tx) => {
        const admins = await tx
          .select({ id: users.id, staffRole: users.staffRole, suspendedAt: users.suspendedAt })
          .from(users)
          .where(eq(users.role, 'admin'))
          .for('update');
        const ownerIds = admins.filter((admin) => admin.staffRole === OWNER_ROLE && !admin.suspendedAt).map((admin) => admin.id);
        return work({ tx, staff: staffQueries(tx), ownerIds });
      });
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
