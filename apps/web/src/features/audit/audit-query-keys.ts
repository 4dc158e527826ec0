import type { AuditEntity } from '@shop/shared/audit.schema';

/** The audit log's filters and page as the page holds them: `from` and `to` are days (YYYY-MM-DD) in the admin's own time zone. */
export interface AuditLogQuery {
  actorId?: string;
  entity?: AuditEntity;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** Every query about the audit log starts with `audit`. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditLogQuery) => [...auditKeys.all, 'list', query] as const,
};
