import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, weakRef } from './columns';
import { users } from './users';

/** Every mutation an admin makes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: weakRef('actor_id', () => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);
