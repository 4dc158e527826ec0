import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/index';

export function createUploadsRepository(db: Db) {
  return {
    async insert(upload: typeof uploads.$inferInsert): Promise<void> {
      await db.insert(uploads).values(upload);
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
