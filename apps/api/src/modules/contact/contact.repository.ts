import { count, desc, eq, sql } from 'drizzle-orm';
import { withTransactions, type Db } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
};

function contactQueries(db: Db) {
  return {
    /** Stores the message and answers its id. */
    async insert(message: { name: string; email: string; message: string }): Promise<string> {
      const [stored] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      return stored!.id;
    },

    /** One page of messages, newest first, with how many there are and how many nobody has read. */
    async list(offset: number, limit: number) {
      const [rows, [counts]] = await Promise.all([
        db
          .select(messageColumns)
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .offset(offset)
          .limit(limit),
        db
          .select({
            total: count(),
            unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)`.mapWith(Number),
          })
          .from(contactMessages),
      ]);
      return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
    },

    /** Marks the message read, keeping the first time it was; answers it, or undefined for an unknown id. */
    async markRead(id: string) {
      const [row] = await db
        .update(contactMessages)
        .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
        .where(eq(contactMessages.id, id))
        .returning(messageColumns);
      return row;
    },
  };
}

type ContactQueries = ReturnType<typeof contactQueries>;

/** Its `transaction` stores a message and its mail together or not at all. */
export function createContactRepository(db: Db) {
  return withTransactions(db, contactQueries);
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
export type ContactMessageRow = NonNullable<Awaited<ReturnType<ContactQueries['markRead']>>>;
