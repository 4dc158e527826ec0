# syntax=docker/dockerfile:1
# The shop's image: the compiled server (apps/api/dist) and the web build (apps/web/dist) on
# production dependencies only, run by Node 24 as the unprivileged `node` user.
# docs/decisions/017-the-image-runs-compiled-javascript.md; .ci/runtime-layout starts the same
# layout outside Docker, and .ci/check-dockerfile checks this file.

# The manifests alone, which both installs start from: each is cached until the lockfile or a
# manifest changes.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM manifests AS deps
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The web app (client and server render), the compiled server, and the embedded database template.
RUN npm run build

FROM manifests AS runtime
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    UPLOADS_DIR=/data/uploads
# No install scripts: argon2 and sharp come as prebuilt per-platform packages, PGlite is WASM.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
# The code stays owned by root (the server cannot change it); only /data is the server's to write.
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
