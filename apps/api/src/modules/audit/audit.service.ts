import { auditSpan, type AuditEntry, type AuditPage, type AuditQueryParsed } from '@shop/shared/audit.schema';
import { toCsv } from '@shop/shared/csv';
import type { AuditRepository, AuditRow } from './audit.repository';

type Fields = Record<string, unknown> | null;

/** The first of these keys that holds text, in the entry's details, then after, then before. */
const LABEL_KEYS = ['name', 'orderId', 'email', 'product'] as const;

/** What a person calls the thing, from what the entry itself holds (the thing may be gone). */
export function labelOf(details: Fields, before: Fields, after: Fields): string | null {
  for (const key of LABEL_KEYS) {
    for (const fields of [details, after, before]) {
      const value = fields?.[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return null;
}

const asFields = (value: unknown): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null);

function toEntry(row: AuditRow): AuditEntry {
  const details = asFields(row.details);
  return {
    _id: row.id,
    actor: row.actorId ? { _id: row.actorId, username: row.actorUsername ?? '', email: row.actorEmail ?? '' } : null,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    actorRole: row.actorRole,
    permission: row.permission,
    viaToken: row.viaTokenName === null ? null : { _id: row.viaTokenId, name: row.viaTokenName },
    label: labelOf(details, row.before, row.after),
    details,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAuditService(repository: AuditRepository) {
  return {
    /** A page of every admin mutation, newest first, and how many match in all. */
    async list({ page, limit, ...query }: AuditQueryParsed) {
      const { rows, total, actors } = await repository.page(
        { actorId: query.actorId, entity: query.entity, ...auditSpan(query) },
        (page - 1) * limit,
        limit,
      );
      const answer: AuditPage = {
        entries: rows.map(toEntry),
        actors: actors.map((actor) => ({ _id: actor.id, username: actor.username, email: actor.email })),
      };
      return { ...answer, total };
    },

    /** The entries matching the query (its paging aside), newest first, as CSV for a spreadsheet. */
    async exportCsv({ page: _page, limit: _limit, ...query }: AuditQueryParsed): Promise<string> {
      const rows = await repository.newest({ actorId: query.actorId, entity: query.entity, ...auditSpan(query) }, AUDIT_EXPORT_MAX);
      const json = (fields: Fields) => (fields ? JSON.stringify(fields) : '');
      return toCsv([
        ['time', 'actor', 'actor email', 'role', 'permission', 'action', 'entity', 'entity id', 'label', 'details', 'before', 'after'],
        ...rows.map((row) => {
          const entry = toEntry(row);
          return [
            entry.createdAt,
            entry.actor?.username ?? '',
            entry.actor?.email ?? '',
            entry.actorRole ?? '',
            entry.permission ?? '',
            entry.action,
            entry.entity,
            entry.entityId ?? '',
            entry.label ?? '',
            json(entry.details),
            json(entry.before),
            json(entry.after),
          ].map(spreadsheetSafe);
        }),
      ]);
    },
  };
}

/** At most this many entries go into one export: a filter narrows a longer log. */
export const AUDIT_EXPORT_MAX = 50_000;

/**
 * A cell a spreadsheet will not run as a formula: the log holds text customers typed (their
 * names, emails), and a cell starting with =, +, -, @ or a tab would be read as one.
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type AuditService = ReturnType<typeof createAuditService>;
