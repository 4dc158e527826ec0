import { sql } from 'drizzle-orm';
import { PAID_STATUSES, type PaymentStatus } from '@shop/shared/constants';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

/**
 * The orders whose buyers count: paid at some point, refunds and all (a buyer refunded in full
 * still bought the size, and may have sent it back for that reason). Spelled out for the SQL.
 */
export const BOUGHT_STATUSES = [...PAID_STATUSES, 'refunded'] as const satisfies readonly PaymentStatus[];
const BOUGHT = sql.raw(`o.payment_status in (${BOUGHT_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/** Test-mode orders count only when asked for, as on the admin dashboard. */
const counted = (includeTest: boolean) => (includeTest ? sql`true` : sql`o.provider <> 'test'`);

/**
 * A returned line the customer said was the wrong size counts as a swap to the size beside it in
 * the product's order: the next one up when it was too small, down when too large. A size with
 * none beside it that way (too large in the smallest) says nothing of where the buyer would go.
 */
const NEIGHBOUR_SIZE = sql`p.sizes[array_position(p.sizes, rl.size) + case r.fit when 'too-small' then 1 else -1 end]`;

/**
 * A swap: an exchange line of the product from one size to another (another colour in the same
 * size is no swap), of an exchange not rejected, or a returned line of a return not rejected that
 * was about the size, on a counted order. Counted by order: an order counts once however many
 * units, exchanges or returns it swapped, so that swaps and buyers compare.
 */
const swapLines = (includeTest: boolean) => sql`
  select l.product_id, l.order_id, el.from_size, el.to_size
  from exchange_lines el
  join exchanges e on e.id = el.exchange_id
  join order_lines l on l.id = el.order_line_id
  join orders o on o.id = l.order_id
  where e.status <> 'rejected' and el.from_size <> el.to_size and ${BOUGHT} and ${counted(includeTest)}
  union all
  select l.product_id, l.order_id, rl.size, ${NEIGHBOUR_SIZE}
  from return_lines rl
  join returns r on r.id = rl.return_id
  join order_lines l on l.id = rl.order_line_id
  join orders o on o.id = l.order_id
  join products p on p.id = l.product_id
  where r.status <> 'rejected' and r.fit is not null and ${NEIGHBOUR_SIZE} is not null and ${BOUGHT} and ${counted(includeTest)}`;

type Json<T> = T | string;
const parsed = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

interface ProductSwapsRow {
  sizes: Json<string[]>;
  /** Its reviews' fit votes. */
  fit_small: number;
  fit_true: number;
  fit_large: number;
  buyers: Json<{ size: string; buyers: number }[]>;
  /** Orders per way, from a size to another. */
  ways: Json<{ fromSize: string; toSize: string; count: number }[]>;
  /** Orders per size swapped away from, to any other: an order that chose two sizes counts once. */
  away: Json<{ size: string; count: number }[]>;
}

interface SwappedProductRow {
  product_id: string;
  name: string;
  handle: string;
  sizes: Json<string[]>;
  total: number | string;
  buyers: number | string;
  ways: Json<{ fromSize: string; toSize: string; count: number }[]>;
}

export function createSizeSwapsRepository(db: Db) {
  return {
    /**
     * A live product's sizes (in order), its fit votes, its buyers per size and its swaps, each way
     * and per size swapped from; undefined when there is no such product. Reads the product's order lines
     * through their product index, and the exchange lines of those.
     */
    async ofProduct(productId: string, { includeTest }: { includeTest: boolean }) {
      const [row] = await rowsOf<ProductSwapsRow>(
        db,
        sql`
        with bought as (
          select l.id, l.order_id, l.size from order_lines l join orders o on o.id = l.order_id
          where l.product_id = ${productId} and ${BOUGHT} and ${counted(includeTest)}
        ),
        swaps as (
          select b.order_id, el.from_size, el.to_size
          from bought b
          join exchange_lines el on el.order_line_id = b.id
          join exchanges e on e.id = el.exchange_id
          where e.status <> 'rejected' and el.from_size <> el.to_size
          union all
          select b.order_id, rl.size, ${NEIGHBOUR_SIZE}
          from bought b
          join return_lines rl on rl.order_line_id = b.id
          join returns r on r.id = rl.return_id
          join products p on p.id = ${productId}
          where r.status <> 'rejected' and r.fit is not null and ${NEIGHBOUR_SIZE} is not null
        )
        select
          to_json(p.sizes) as sizes, p.fit_small, p.fit_true, p.fit_large,
          (select coalesce(json_agg(json_build_object('size', size, 'buyers', buyers)), '[]'::json)
            from (select size, count(distinct order_id)::int as buyers from bought group by size) as per_size) as buyers,
          (select coalesce(json_agg(json_build_object('fromSize', from_size, 'toSize', to_size, 'count', orders)), '[]'::json)
            from (select from_size, to_size, count(distinct order_id)::int as orders from swaps group by from_size, to_size) as per_way)
            as ways,
          (select coalesce(json_agg(json_build_object('size', from_size, 'count', orders)), '[]'::json)
            from (select from_size, count(distinct order_id)::int as orders from swaps group by from_size) as per_from) as away
        from products p
        where p.id = ${productId} and p.archived_at is null
      `,
      );
      if (!row) return undefined;
      return {
        sizes: parsed(row.sizes),
        fit: { small: Number(row.fit_small), true: Number(row.fit_true), large: Number(row.fit_large) },
        buyers: parsed(row.buyers),
        ways: parsed(row.ways),
        away: parsed(row.away),
      };
    },

    /**
     * The live products most swapped, by swaps of every way together, at most `limit` of them
     * (ties by name): each with its sizes, its swaps each way (most first) and its buyers.
     */
    async mostSwapped({ includeTest, limit }: { includeTest: boolean; limit: number }) {
      const rows = await rowsOf<SwappedProductRow>(
        db,
        sql`
        with ways as (
          select product_id, from_size, to_size, count(distinct order_id)::int as orders
          from (${swapLines(includeTest)}) as swaps
          where product_id is not null
          group by product_id, from_size, to_size
        ),
        top as (
          select w.product_id, p.name, p.handle, p.sizes, sum(w.orders)::int as total
          from ways w join products p on p.id = w.product_id
          where p.archived_at is null
          group by w.product_id, p.name, p.handle, p.sizes
          order by total desc, p.name, w.product_id
          limit ${limit}
        )
        select
          top.product_id, top.name, top.handle, to_json(top.sizes) as sizes, top.total,
          (select count(distinct l.order_id)::int from order_lines l join orders o on o.id = l.order_id
            where l.product_id = top.product_id and ${BOUGHT} and ${counted(includeTest)}) as buyers,
          (select json_agg(json_build_object('fromSize', from_size, 'toSize', to_size, 'count', orders)
              order by orders desc, from_size, to_size)
            from ways where ways.product_id = top.product_id) as ways
        from top
        order by top.total desc, top.name, top.product_id
      `,
      );
      return rows.map((row) => ({
        productId: row.product_id,
        name: row.name,
        handle: row.handle,
        sizes: parsed(row.sizes),
        totalSwaps: Number(row.total),
        buyers: Number(row.buyers),
        swaps: parsed(row.ways),
      }));
    },
  };
}

export type SizeSwapsRepository = ReturnType<typeof createSizeSwapsRepository>;
