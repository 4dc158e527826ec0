import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, weakRef } from './columns';
import type { ImageWidth } from './products';
import { users } from './users';

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    /** Random stored base name; renditions are `<name>-<width>.webp`. */
    name: text('name').notNull(),
    originalType: text('original_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    renditions: jsonb('renditions').$type<ImageWidth[]>().notNull(),
    uploaderId: weakRef('uploader_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_uploader_idx').on(t.uploaderId)],
);
