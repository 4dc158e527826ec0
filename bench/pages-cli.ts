/**
 * `npx tsx bench/pages-cli.ts <baseUrl> [productId] [--runs N]`: the page-speed bench against a
 * shop that is already running (for quick iterations; `npm run bench` starts its own). Without
 * a product id it takes the first product of the catalogue.
 */
import { runPageBench } from './pages';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : undefined;
const [baseUrl, productIdArgument] = args;
if (!baseUrl) {
  console.error('usage: tsx bench/pages-cli.ts <baseUrl> [productId] [--runs N]');
  process.exit(2);
}
const productId =
  productIdArgument ??
  ((await (await fetch(`${baseUrl}/api/products?limit=1`)).json()) as { products: { handle: string }[] }).products[0]?.handle;
if (!productId) throw new Error('The catalogue has no product');

const { markdown } = await runPageBench({ baseUrl, productId, runs, log: (line) => console.error(line) });
console.log(markdown);
