#!/usr/bin/env node
/**
 * `npm start`: builds what changed since the last build (scripts/build.mjs, saying so when it
 * does), then runs the compiled server in this same process: no npm or TypeScript loader between
 * the shop and the terminal, so it starts in a few seconds and signals reach it directly.
 */
import { build } from './build.mjs';

build({ ifChanged: true });
// No source maps, unlike the image (node --enable-source-maps): they cost about 30 MB and half a
// second here, and `npm run dev` runs the TypeScript itself.
await import('../apps/api/dist/server.js');
