import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { AUDIT_ACTION_PERMISSION, type AuditAction, type AuditEntity } from '@shop/shared/audit.schema';
import type { Db } from '../../db/client';
import { readPage } from '../../db/pages';
import { auditLog, users } from '../../db/schema/index';
import { apiTokenOf } from './audit-context';

export type { AuditAction } from '@shop/shared/audit.schema';

export interface AuditEntry {
  /** Who did it; null where nobody is signed in (a failed sign-in). */
  actorId: string | null;
  action: AuditAction;
  entityId: string;
  details?: Record<string, unknown>;
  /** The fields the action changed, as they were and as they became (a create has no `before`, a delete no `after`). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * An entry's record of one field set from one value to another (an order's status, a user's
 * role): the details say what it was about and `from` and `to`; before and after hold the field.
 */
export function fieldChange<Value>(field: string, from: Value, to: Value, about: Record<string, unknown>) {
  return { details: { ...about, from, to }, before: { [field]: from }, after: { [field]: to } };
}

/**
 * The row of an entry: its entity from its action, the permission the action is done under, the
 * actor's staff role as it is now, read in the same statement (kept as it was, should the role
 * change later), and the API token the actor acts through, if the request came with one.
 */
function rowOf(entry: AuditEntry) {
  return {
    ...entry,
    entity: entry.action.split('.')[0] as AuditEntity,
    permission: AUDIT_ACTION_PERMISSION[entry.action],
    actorRole: entry.actorId === null ? null : sql<string | null>`(select u.staff_role from users u where u.id = ${entry.actorId})`,
    ...apiTokenOf(entry.actorId),
  };
}

/** Every admin mutation is recorded, in the same transaction as the change itself. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(rowOf(entry));
}

/** Several entries in one statement (a bulk import), in the same transaction as the changes. */
export async function recordAudits(db: Db, entries: AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 1000) {
    await db.insert(auditLog).values(entries.slice(start, start + 1000).map(rowOf));
  }
}

export interface AuditFilter {
  actorId?: string;
  entity?: AuditEntity;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/**
 * Reads the log. There is no update or delete here, nor anywhere: the log is append-only, and
 * an entry outlives its actor (whose id is then cleared) and the thing it names.
 */
export function createAuditRepository(db: Db) {
  return {
    /** A page of the entries matching the filter, newest first, with their actors; the count of every match; and every actor of the log. */
    async page(filter: AuditFilter, offset: number, limit: number) {
      const entries = newestFirst(db).$dynamic();
      const [{ rows, total }, actors] = await Promise.all([
        readPage(db, { rows: entries, table: auditLog, where: whereOf(filter) }, { offset, limit }),
        db
          .selectDistinct({ id: users.id, username: users.username, email: users.email })
          .from(auditLog)
          .innerJoin(users, eq(users.id, auditLog.actorId))
          .orderBy(asc(users.username), asc(users.email), asc(users.id)),
      ]);
      return { rows, total, actors };
    },

    /** The newest `limit` entries matching the filter, for the CSV export. */
    async newest(filter: AuditFilter, limit: number) {
      return newestFirst(db).where(whereOf(filter)).limit(limit);
    },
  };
}

/** The entries with their actors, newest first. */
function newestFirst(db: Db) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      actorRole: auditLog.actorRole,
      permission: auditLog.permission,
      viaTokenId: auditLog.viaTokenId,
      viaTokenName: auditLog.viaTokenName,
      details: auditLog.details,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actorId: users.id,
      actorUsername: users.username,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

function whereOf({ actorId, entity, from, to }: AuditFilter): SQL | undefined {
  return and(
    actorId ? eq(auditLog.actorId, actorId) : undefined,
    entity ? eq(auditLog.entity, entity) : undefined,
    from ? gte(auditLog.createdAt, from) : undefined,
    to ? lt(auditLog.createdAt, to) : undefined,
  );
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
export type AuditRow = Awaited<ReturnType<AuditRepository['page']>>['rows'][number];
