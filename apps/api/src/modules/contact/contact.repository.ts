import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

export function createContactRepository(db: Db) {
  return {
    /** Stores the message and answers its id. */
    async insert(message: { name: string; email: string; message: string }): Promise<string> {
      const [stored] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      return stored!.id;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
