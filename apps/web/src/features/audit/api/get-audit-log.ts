import { AuditPageSchema, type AuditPage } from '@shop/shared/audit.schema';
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

/** One page of the audit log (admin), newest first, with the total from X-Total-Count. */
export async function getAuditLog(query: AuditLogQuery, signal?: AbortSignal): Promise<AuditPage & { total: number }> {
  const { data, total } = await apiPage(
    '/audit',
    {
      query: {
        actorId: query.actorId,
        entity: query.entity,
        // The admin's days, not UTC's: a change made late in the evening is on that evening's day.
        from: query.from ? dayBoundary(query.from) : undefined,
        to: query.to ? dayBoundary(query.to, true) : undefined,
        page: query.page,
        limit: query.limit,
      },
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
