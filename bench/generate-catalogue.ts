/**
 * A large catalogue for the bench, in its own PostgreSQL database: 10,000 products in 40 colours
 * and three size sets (letters, waist, one size), every variant with its SKU and a quarter of
 * them priced apart from their product, per-variant stock, 5,000 customers, 50,000 reviews, 100,000 orders over the last two years
 * with their lines and status events, and one admin. The schema comes from the shop's own
 * migrations; the rows from set-based SQL (generate_series), so a first run takes about a
 * minute and later runs reuse the database when it holds this generator's version.
 *
 * Run alone: `npx tsx generate-catalogue.ts` (BENCH_DATABASE_URL, BENCH_DATABASE_NAME).
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ADMIN_CATEGORIES, COLORS, STOREFRONT_CATEGORIES, TAX_PERCENT } from '@shop/shared/constants';
import { openDatabase } from '../apps/api/src/db/client';
import { hashPassword } from '../apps/api/src/lib/password';
import { databaseUrl, settings } from './settings';

/** Bump when the rows below change, so that an old database is made again. */
const GENERATOR_VERSION = 3;

export const CATALOGUE_SIZE = { products: 10_000, users: 5_000, reviewsPerUser: 10, orders: 100_000 } as const;
export const ADMIN_EMAIL = 'bench-admin@bench.example';

const CATEGORIES = [...STOREFRONT_CATEGORIES, ADMIN_CATEGORIES[0]];

/** The shop's eight colours and 32 more, with their paint: 40 in all. */
const MORE_COLORS: readonly (readonly [handle: string, hex: string])[] = [
  ['white', '#ffffff'],
  ['grey', '#8a8a8a'],
  ['brown', '#7a4f2f'],
  ['yellow', '#e8c547'],
  ['orange', '#d9772b'],
  ['purple', '#6b4a8c'],
  ['navy', '#1f2f52'],
  ['olive', '#6b6b2f'],
  ['teal', '#2f7a7a'],
  ['cream', '#f3ead8'],
  ['charcoal', '#36393d'],
  ['burgundy', '#6e1f2f'],
  ['sand', '#d8c4a0'],
  ['khaki', '#a89a6a'],
  ['mint', '#a8d8c0'],
  ['lavender', '#b8a8d8'],
  ['coral', '#e8806a'],
  ['rust', '#a8502f'],
  ['sage', '#9aae8c'],
  ['ivory', '#f6f1e3'],
  ['mustard', '#c9a02f'],
  ['plum', '#5e2f52'],
  ['denim', '#4a6a8c'],
  ['stone', '#b4ab9c'],
  ['forest', '#2f4f36'],
  ['sky', '#8cc0e8'],
  ['rose', '#d88ca0'],
  ['chocolate', '#4f2f1f'],
  ['slate', '#5a6a7a'],
  ['peach', '#f0b890'],
  ['ochre', '#c08a2f'],
  ['indigo', '#3a3a7a'],
];
export const BENCH_COLORS = [...COLORS, ...MORE_COLORS.map(([handle]) => handle)];
/** Tops in letters, trousers by the waist, accessories in one size: the shop's first size sets. */
const LETTER_SIZES = ['xs', 's', 'm', 'l', 'xl'];
const WAIST_SIZES = ['28', '30', '32', '34', '36'];

/** Makes the database when missing or stale; returns its URL. */
export async function ensureCatalogue(serverUrl: string, name: string, log: (line: string) => void = console.log): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`'${name}' is not a plain database name`);
  const url = databaseUrl(serverUrl, name);
  const found = await generatorVersionIn(url);
  if (found === GENERATOR_VERSION) {
    log(`catalogue: reusing ${name} (generator version ${found})`);
    await migrate(url);
    return url;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (found !== 'missing') {
      log(`catalogue: ${name} holds generator version ${found ?? 'none'}, making it again`);
      await admin.query(`drop database ${name} with (force)`);
    }
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const started = Date.now();
  await migrate(url);
  await fill(url, log);
  log(`catalogue: ${name} generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return url;
}

async function generatorVersionIn(url: string): Promise<number | null | 'missing'> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: string }).code === '3D000') return 'missing';
    throw error;
  }
  try {
    const marker = await client.query<{ found: string | null }>(`select to_regclass('bench_catalogue')::text as found`);
    if (!marker.rows[0]?.found) return null;
    const { rows } = await client.query<{ version: number | null }>('select max(version) as version from bench_catalogue');
    return rows[0]?.version ?? null;
  } finally {
    await client.end();
  }
}

/** The shop's own migrations, as the server would apply them. */
async function migrate(url: string): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

async function fill(url: string, log: (line: string) => void): Promise<void> {
  // One real hash for everyone: the accounts can sign in with `bench-password`.
  const passwordHash = await hashPassword('bench-password');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (label: string, text: string, params: unknown[] = []) => {
    const started = Date.now();
    const result = await client.query(text, params);
    log(`catalogue:   ${label}: ${result.rowCount ?? 0} rows, ${Date.now() - started} ms`);
  };
  try {
    await client.query('begin');
    await client.query('select setseed(0.42)');
    // A version-4 UUID from the md5 of a name: the API accepts only well-formed ids.
    await client.query(
      `create function pg_temp.bench_uuid(text) returns uuid language sql immutable
       as $$ select overlay(overlay(md5($1) placing '4' from 13) placing '8' from 17)::uuid $$`,
    );
    await step('users', USERS_SQL, [CATALOGUE_SIZE.users, passwordHash, ADMIN_EMAIL]);
    await step('colours', COLORS_SQL, [MORE_COLORS.map(([handle]) => handle), MORE_COLORS.map(([, hex]) => hex)]);
    await step('products', PRODUCTS_SQL, [CATALOGUE_SIZE.products, CATEGORIES, BENCH_COLORS, LETTER_SIZES, WAIST_SIZES]);
    await step('product variants', VARIANTS_SQL);
    await step('variants priced apart', VARIANT_PRICES_SQL);
    await step('reviews', REVIEWS_SQL, [CATALOGUE_SIZE.users, CATALOGUE_SIZE.reviewsPerUser, CATALOGUE_SIZE.products]);
    await step('product ratings', RATINGS_SQL);
    await step('order plan', ORDER_PLAN_SQL, [CATALOGUE_SIZE.orders, CATALOGUE_SIZE.users, CATALOGUE_SIZE.products]);
    await step('orders', ORDERS_SQL, [TAX_PERCENT]);
    await step('order lines', ORDER_LINES_SQL);
    await step('order status events', STATUS_EVENTS_SQL);
    await client.query('create table bench_catalogue (version integer not null, generated_at timestamptz not null default now())');
    await client.query('insert into bench_catalogue (version) values ($1)', [GENERATOR_VERSION]);
    await client.query('commit');
    const started = Date.now();
    await client.query('vacuum analyze');
    log(`catalogue:   vacuum analyze: ${Date.now() - started} ms`);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

// Ids are derived from the row number (pg_temp.bench_uuid), so each step can find the rows of another.
const USERS_SQL = `
insert into users (id, username, email, password_hash, role, bio, profession, created_at, updated_at)
select pg_temp.bench_uuid('bench-user-' || n),
       (array['ava','liam','mia','noah','zoe','leo','ivy','kai','ella','finn','nora','omar','ruby','theo','lena','ravi'])[1 + n % 16] || n,
       'shopper' || n || '@bench.example', $2, 'user'::role, null,
       (array['designer','teacher','nurse','developer','student','photographer'])[1 + n % 6],
       created, created
from generate_series(1, $1::int) n, lateral (select now() - interval '760 days' * random() as created) t
union all
select pg_temp.bench_uuid('bench-admin'), 'benchadmin', $3, $2, 'admin', null, 'shop owner', now() - interval '800 days', now() - interval '800 days'`;

const PRODUCTS_SQL = `
with words as (
  select array['Crew Sweater','Wrap Dress','Tank Top','Cardigan','Linen Blouse','Midi Skirt','Hoodie','T-Shirt'] as womens,
         array['Crew Sweater','Oxford Shirt','Hoodie','T-Shirt','Polo Shirt','Denim Jacket','Chinos','Bomber Jacket'] as mens,
         array['T-Shirt','Hoodie','Sweater','Joggers','Rain Jacket','Dungarees','Sweatshirt','Shorts'] as kids,
         array['Cap','Beanie','Tote Bag','Scarf','Necklace','Belt','Socks','Bucket Hat'] as accessories,
         array['','Organic ','Relaxed ','Heavyweight ','Cropped ','Oversized ','Classic ','Vintage ','Ribbed ','Everyday '] as styles,
         array['cotton','merino wool','linen','recycled polyester','organic cotton','denim','fleece','cashmere blend'] as materials,
         array['a relaxed fit','a tailored fit','dropped shoulders','a ribbed hem','a soft brushed inside','reinforced seams'] as details
), base as (
  select n, ($2::text[])[1 + n % 4] as category,
         ($3::text[])[1 + (n * 7) % 40] as colour,
         ($3::text[])[1 + (n * 7 + 3) % 40] as second_colour,
         w.*
  from generate_series(1, $1::int) n, words w
), named as (
  select b.*,
         (case b.category when 'womens' then b.womens when 'mens' then b.mens when 'kids' then b.kids else b.accessories end)[1 + (n / 4) % 8] as garment
  from base b
)
insert into products (id, name, description, category, colors, sizes, price_cents, old_price_cents, image, track_stock, author_id, created_at, updated_at)
select pg_temp.bench_uuid('bench-product-' || n),
       styles[1 + (n / 32) % 10] || initcap(colour) || ' ' || garment,
       'A ' || lower(styles[1 + (n / 32) % 10]) || lower(garment) || ' in ' || materials[1 + n % 8] || ', with ' || details[1 + n % 6]
         || '. Made in small runs by our studio; machine wash cold, dry flat. Pairs well with the rest of the '
         || initcap(colour) || ' collection.',
       category,
       case when n % 3 = 0 then array[colour, second_colour] else array[colour] end,
       case when category = 'accessories' then array['one-size']
            when n % 4 = 3 then $5::text[]
            when n % 5 = 0 then ($4::text[])[2:4]
            else $4::text[] end,
       price,
       case when n % 5 = 1 then price + price / 4 else null end,
       '',
       n % 10 < 7,
       pg_temp.bench_uuid('bench-admin'),
       created, created
from named, lateral (
  select 1499 + ((n * 7919) % 236) * 100 as price,
         now() - make_interval(mins => n * 105) as created
) t`;

/** The colours beyond the shop's eight, after them in the shop's order. */
const COLORS_SQL = `
insert into colors (handle, name, hex, position)
select handle, initcap(handle), hex, 7 + ordinality
from unnest($1::text[], $2::text[]) with ordinality as c(handle, hex)
on conflict (handle) do nothing`;

/** Every colour x size of a stock-tracked product, some sold out. */
const VARIANTS_SQL = `
insert into product_variants (product_id, color, size, stock)
select p.id, c.value, s.value, greatest(0, (abs(hashtext(p.id::text || c.value || s.value)) % 45) - 5)
from products p, unnest(p.colors) c(value), unnest(p.sizes) s(value)
where p.track_stock
on conflict (product_id, color, size) do update set stock = excluded.stock`;

/** A quarter of the variants sell for $5 more than their product (every variant has its SKU already). */
const VARIANT_PRICES_SQL = `
update product_variants v set price_cents = p.price_cents + 500
from products p
where p.id = v.product_id and abs(hashtext(v.sku)) % 4 = 0`;

/** One review per customer and product: customer u reviews products u*37 + k*1000 (distinct for k < 10). */
const REVIEWS_SQL = `
insert into reviews (user_id, product_id, rating, comment, created_at, updated_at)
select pg_temp.bench_uuid('bench-user-' || u), p.id,
       (array[5,5,4,4,5,3,4,2,5,1,4,5])[1 + (u * 3 + k) % 12],
       (array['Fits true to size and the fabric feels great.','Lovely colour, washed well so far.',
              'A bit long in the sleeves, otherwise perfect.','My go-to for weekends now.',
              'Thinner than I expected for the price.','Bought a second one in another colour.',
              'Runs small, order a size up.','Great quality stitching, arrived quickly.'])[1 + (u + k) % 8],
       t.at, t.at
from generate_series(1, $1::int) u
     cross join generate_series(0, $2::int - 1) k
     join products p on p.id = pg_temp.bench_uuid('bench-product-' || (1 + (u * 37 + k * 1000) % $3::int))
     cross join lateral (select p.created_at + (now() - p.created_at) * random() as at) t`;

const RATINGS_SQL = `
update products p set rating = r.mean, review_count = r.count
from (select product_id, avg(rating)::real as mean, count(*)::int as count from reviews group by product_id) r
where r.product_id = p.id`;

/** Which order buys what: 1 to 3 lines an order, in a temporary table the next steps read. */
const ORDER_PLAN_SQL = `
create temporary table bench_order_lines on commit drop as
select n, pos, pg_temp.bench_uuid('bench-order-' || n) as order_id, p.id as product_id, p.name, p.image,
       p.colors[1] as color, p.sizes[1 + (n + pos) % cardinality(p.sizes)] as size,
       p.price_cents as unit_price_cents, 1 + (n + pos) % 3 as quantity,
       now() - interval '730 days' * (n::float / $1::int) - interval '1 hour' * random() as created_at,
       case when n % 10 = 0 then null else pg_temp.bench_uuid('bench-user-' || (1 + (n * 13) % $2::int)) end as user_id
from generate_series(1, $1::int) n
     cross join generate_series(1, 3) pos
     join products p on p.id = pg_temp.bench_uuid('bench-product-' || (1 + (n * 7 + pos * 3331) % $3::int))
where pos <= 1 + n % 3`;

/** 80 % paid, 10 % pending, 5 % expired, 5 % failed; paid orders progress with age. */
const ORDERS_SQL = `
insert into orders (id, order_id, user_id, email, status, payment_status, provider, provider_session_id, currency,
                    subtotal_cents, tax_cents, total_cents, paid_at, stock_taken_at, created_at, updated_at)
select o.order_id, 'ORD-B' || lpad(upper(to_hex(o.n)), 7, '0'), o.user_id,
       coalesce(u.email, 'guest' || o.n || '@bench.example'),
       (case when pay <> 'paid' then 'pending'
             when o.created_at < now() - interval '14 days' then 'completed'
             when o.created_at < now() - interval '3 days' then 'shipped'
             else 'processing' end)::order_status,
       pay::payment_status, 'test', 'bench_' || o.n, 'usd',
       o.subtotal, round(o.subtotal * $1::int / 100.0)::int, o.subtotal + round(o.subtotal * $1::int / 100.0)::int,
       case when pay = 'paid' then o.created_at + interval '2 minutes' end,
       case when pay = 'paid' then o.created_at + interval '2 minutes' end,
       o.created_at, o.created_at + interval '2 minutes'
from (
  select n, order_id, user_id, min(created_at) as created_at, sum(unit_price_cents * quantity)::int as subtotal,
         case when n % 20 < 16 then 'paid' when n % 20 < 18 then 'pending' when n % 20 = 18 then 'expired' else 'failed' end as pay
  from bench_order_lines group by n, order_id, user_id
) o left join users u on u.id = o.user_id`;

const ORDER_LINES_SQL = `
insert into order_lines (order_id, product_id, name, image, color, size, unit_price_cents, quantity, position)
select order_id, product_id, name, image, color, size, unit_price_cents, quantity, pos - 1 from bench_order_lines`;

/** The timeline: created, then paid (or expired/failed), shipped and completed as the order aged. */
const STATUS_EVENTS_SQL = `
insert into order_status_events (order_id, status, payment_status, created_at)
select o.id, 'pending'::order_status, 'pending'::payment_status, o.created_at from orders o
union all
select o.id, case when o.payment_status = 'paid' then 'processing'::order_status end, o.payment_status, o.created_at + interval '2 minutes'
from orders o where o.payment_status <> 'pending'
union all
select o.id, 'shipped'::order_status, null::payment_status, o.created_at + interval '2 days' from orders o where o.status in ('shipped', 'completed')
union all
select o.id, 'completed'::order_status, null::payment_status, o.created_at + interval '6 days' from orders o where o.status = 'completed'`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureCatalogue(settings.serverUrl, settings.databaseName);
}
