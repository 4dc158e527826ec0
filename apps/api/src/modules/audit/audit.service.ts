import { auditSpan, type AuditEntry, type AuditPage, type AuditQueryParsed } from '@shop/shared/audit.schema';
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
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
