import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { apiTokens } from './api-tokens';
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
    /** The actor's staff role when they acted (its handle, kept as it was); null for a customer's own action. */
    actorRole: text('actor_role'),
    /** The permission the action is done under (AUDIT_ACTION_PERMISSION); null where none is used. */
    permission: text('permission'),
    details: jsonb('details'),
    /** The changed fields as they were and as they became, for a readable diff. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The API token the actor acted through, and its name as it was (docs/decisions/042); null for a signed-in session. */
    viaTokenId: weakRef('via_token_id', () => apiTokens.id),
    viaTokenName: text('via_token_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);
