import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export interface AuditEntry {
  actorId: string;
  action: string;
  entity: string;
  entityId?: string;
  details?: Record<string, unknown>;
}

/** Every admin mutation is recorded, in the same transaction as the change itself. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
