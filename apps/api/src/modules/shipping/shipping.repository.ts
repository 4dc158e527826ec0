import { arrayOverlaps, asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransactions } from '../../db/client';
import { updateById } from '../../db/update-by-id';
import { shippingMethods, shippingZones } from '../../db/schema/index';

export type ZoneRow = typeof shippingZones.$inferSelect;
export type ZoneValues = Omit<typeof shippingZones.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type MethodRow = typeof shippingMethods.$inferSelect;
export type MethodValues = Omit<typeof shippingMethods.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

function shippingQueries(db: Db) {
  return {
    /** Every zone, in the shop's order. */
    async zones(): Promise<ZoneRow[]> {
      return db.select().from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.createdAt), asc(shippingZones.id));
    },

    /** Every method of every zone, each zone's in its order. */
    async methods(): Promise<MethodRow[]> {
      return db
        .select()
        .from(shippingMethods)
        .orderBy(asc(shippingMethods.position), asc(shippingMethods.createdAt), asc(shippingMethods.id));
    },

    async methodsOf(zoneId: string): Promise<MethodRow[]> {
      return db
        .select()
        .from(shippingMethods)
        .where(eq(shippingMethods.zoneId, zoneId))
        .orderBy(asc(shippingMethods.position), asc(shippingMethods.createdAt), asc(shippingMethods.id));
    },

    async findZone(id: string): Promise<ZoneRow | undefined> {
      const [row] = await db.select().from(shippingZones).where(eq(shippingZones.id, id));
      return row;
    },

    async findMethod(id: string): Promise<MethodRow | undefined> {
      const [row] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, id));
      return row;
    },

    /** The zone of this name, in any case. */
    async zoneNamed(name: string): Promise<ZoneRow | undefined> {
      const [row] = await db
        .select()
        .from(shippingZones)
        .where(sql`lower(${shippingZones.name}) = lower(${name})`);
      return row;
    },

    /** The zones that hold any of these places. */
    async zonesHolding(places: string[]): Promise<ZoneRow[]> {
      if (places.length === 0) return [];
      return db.select().from(shippingZones).where(arrayOverlaps(shippingZones.places, places)).orderBy(asc(shippingZones.position));
    },

    /**
     * Holds other changes of zones until the transaction ends: of two admins putting the same
     * place in two zones at once, the second waits and finds it taken. Reads go on.
     */
    async lockZones(): Promise<void> {
      await db.execute(sql`lock table ${shippingZones} in share row exclusive mode`);
    },

    async nextZonePosition(): Promise<number> {
      const [row] = await db.select({ last: max(shippingZones.position) }).from(shippingZones);
      return (row?.last ?? -1) + 1;
    },

    async nextMethodPosition(zoneId: string): Promise<number> {
      const [row] = await db
        .select({ last: max(shippingMethods.position) })
        .from(shippingMethods)
        .where(eq(shippingMethods.zoneId, zoneId));
      return (row?.last ?? -1) + 1;
    },

    async insertZone(values: ZoneValues): Promise<ZoneRow> {
      const [row] = await db.insert(shippingZones).values(values).returning();
      return row!;
    },

    async updateZone(id: string, values: Partial<ZoneValues>): Promise<ZoneRow | undefined> {
      return updateById(db, shippingZones, id, values);
    },

    /** Deletes a zone and, with it, its methods. */
    async removeZone(id: string): Promise<ZoneRow | undefined> {
      const [row] = await db.delete(shippingZones).where(eq(shippingZones.id, id)).returning();
      return row;
    },

    async insertMethod(values: MethodValues): Promise<MethodRow> {
      const [row] = await db.insert(shippingMethods).values(values).returning();
      return row!;
    },

    async updateMethod(id: string, values: Partial<MethodValues>): Promise<MethodRow | undefined> {
      return updateById(db, shippingMethods, id, values);
    },

    async removeMethod(id: string): Promise<MethodRow | undefined> {
      const [row] = await db.delete(shippingMethods).where(eq(shippingMethods.id, id)).returning();
      return row;
    },
  };
}

export function createShippingRepository(db: Db) {
  return withTransactions(db, shippingQueries);
}

export type ShippingQueries = ReturnType<typeof shippingQueries>;
export type ShippingRepository = ReturnType<typeof createShippingRepository>;
