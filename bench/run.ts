/**
 * `npm run bench`: starts the built shop on a free port with a fresh embedded database and the
 * demo catalogue, loads the API with autocannon (a bare route beside the real ones, in the
 * same run, so the numbers can be compared), measures the page weight of the built web app,
 * and writes bench/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

function load(url: string) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function pageWeight() {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // What the first page load fetches: index.html and the scripts and styles it links.
  const linked = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const files = ['index.html', ...linked];
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const assets = readdirSync(path.join(dist, 'assets'));
  const total = assets.reduce((sum, file) => sum + statSync(path.join(dist, 'assets', file)).size, 0);
  return { files, raw, gzip, allAssets: assets.length, allAssetsBytes: total };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const base = `http://127.0.0.1:${port}`;
  // The server itself, not npm around it: a signal to npm would leave the server running.
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitFor(`${base}/api/health`, 120_000);
    const routes = [
      ['bare route: GET /api/settings (no database)', '/api/settings'],
      ['GET /api/health (one `select 1`)', '/api/health'],
      ['GET /api/products (page of 10)', '/api/products'],
      ['GET /api/products filtered (mens, black, m)', '/api/products?category=mens&color=black&size=m&limit=4'],
      ['GET /api/products?limit=100', '/api/products?limit=100'],
    ] as const;
    const rows: string[] = [];
    for (const [label, route] of routes) {
      const result = await load(`${base}${route}`);
      rows.push(
        `| ${label} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
      );
      console.log(rows.at(-1));
    }
    const weight = pageWeight();
    const report = `# Benchmarks

Reproduce: \`npm run bench\` (builds the web app, starts the shop on a free port with a fresh
embedded PGlite database and the demo catalogue, then measures). \`BENCH_DURATION\` (seconds,
default 10) and \`BENCH_CONNECTIONS\` (default 20) tune the load.

Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.
Database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (embedded, single-threaded WASM; set BENCH_DATABASE_URL to an empty PostgreSQL database to compare)'}.

## API load (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each)

| Route | req/s (mean) | p50 ms | p99 ms | non-2xx |
|---|---|---|---|---|
${rows.join('\n')}

The bare route measures the HTTP stack alone; the gap to the product routes is the database.

## Page weight (first load of any page)

| What | Size |
|---|---|
| index.html + linked scripts and styles, raw | ${kb(weight.raw)} |
| same, gzip -9 | ${kb(weight.gzip)} |
| every built asset (${weight.allAssets} files, lazy routes included), raw | ${kb(weight.allAssetsBytes)} |

Files of the first load: ${weight.files.map((f) => `\`${f}\``).join(', ')}.
`;
    writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), report);
    console.log(report);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
