import { AuditPageSchema, type AuditPage } from '@shop/shared/audit.schema';
import { withQuery } from '@shop/shared/routes';
import { apiPage } from '@/lib/api-client';
import { usePagedQuery } from '@/lib/use-paged-list';
import { auditKeys, type AuditLogQuery } from '../audit-query-keys';

/** A day (YYYY-MM-DD) as the moment it starts in the admin's own time zone, or, with `end`, its last millisecond. */
export function dayBoundary(day: string, end = false): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moment = new Date(year, month - 1, end ? date + 1 : date);
  if (end) moment.setTime(moment.getTime() - 1);
  return moment.toISOString();
}

type AuditFilters = Omit<AuditLogQuery, 'page' | 'limit'>;

/** The filters as the API takes them (those not set left out). */
function filterQuery({ actorId, entity, from, to }: AuditFilters) {
  return {
    actorId,
    entity,
    // The admin's days, not UTC's: a change made late in the evening is on that evening's day.
    from: from ? dayBoundary(from) : undefined,
    to: to ? dayBoundary(to, true) : undefined,
  };
}

/** The owners' CSV of the log: a plain link, so that the browser downloads it from the API itself. */
const AUDIT_EXPORT_PATH = '/api/audit/export.csv';

/** The address of the CSV of every entry the filters match (their paging aside). */
export function auditExportUrl(filters: AuditFilters): string {
  const defined = Object.entries(filterQuery(filters)).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return withQuery(AUDIT_EXPORT_PATH, Object.fromEntries(defined));
}

/** One page of the audit log (admin), newest first, with the total from X-Total-Count. */
export async function getAuditLog(query: AuditLogQuery, signal?: AbortSignal): Promise<AuditPage & { total: number }> {
  const { data, total } = await apiPage(
    '/audit',
    {
      query: { ...filterQuery(query), page: query.page, limit: query.limit },
      schema: AuditPageSchema,
      signal,
    },
    (page) => page.entries,
  );
  return { ...data, total };
}

/** Nothing is asked while `enabled` is false (dates the wrong way round). */
export function useAuditLog(query: AuditLogQuery, { enabled = true } = {}) {
  return usePagedQuery(auditKeys.list(query), (signal) => getAuditLog(query, signal), { enabled });
}
