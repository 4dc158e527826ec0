import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { shopSecrets } from './schema/index';

/** A secret the shop made for itself, the same on every instance (made at first use, by whichever instance asks first). */
export async function shopSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(shopSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: shopSecrets.value }).from(shopSecrets).where(eq(shopSecrets.name, name));
  return row!.value;
}
