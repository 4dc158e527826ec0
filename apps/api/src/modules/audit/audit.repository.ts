import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/** What an admin did, as `<entity>.<verb>`: the entry's entity is the part before the dot, so the two cannot disagree. */
export type AuditAction =
  | 'order.status'
  | 'order.refund'
  | 'order.delete'
  | 'user.role'
  | 'user.delete'
  | 'user.signout'
  | 'product.create'
  | 'product.update'
  | 'product.archive'
  | 'product.delete'
  | 'review.delete';
type AuditEntity = AuditAction extends `${infer Entity}.${string}` ? Entity : never;

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  entityId: string;
  details?: Record<string, unknown>;
  /** The fields the action changed, as they were and as they became (a create has no `before`, a delete no `after`). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** Every admin mutation is recorded, in the same transaction as the change itself. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, entity: entry.action.split('.')[0] as AuditEntity });
}
