# One image for the api and the worker (the compose file picks the command). The API serves the built storefront
# and admin itself. Production runs plain `node` on the compiled JavaScript with production dependencies only:
#
#   /app/api         `pnpm deploy --prod` of @russ/api (dist/, assets/, node_modules/ with @russ/schema's dist)
#   /app/worker      the same for @russ/worker (with @russ/api as its dependency)
#   /app/storefront/dist, /app/admin/dist    the built frontends, where the api looks for them
#   /app/storefront/dist-ssr                 the storefront's server render (one self-contained file)
FROM node:24.21.0-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
# corepack's signature check fails on some networks; npm installs pnpm reliably.
RUN npm i -g pnpm@10 --no-fund --no-audit
WORKDIR /src

FROM base AS build
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc tsconfig.base.json ./
COPY schema/package.json schema/
COPY api/package.json api/
COPY worker/package.json worker/
COPY storefront/package.json storefront/
COPY admin/package.json admin/
RUN pnpm install --frozen-lockfile
COPY . .
# schema, api and worker to dist/ (swc, decorator metadata kept), then both frontends.
RUN pnpm build
# Production-only installs (--legacy: the workspace links its packages instead of injecting them).
RUN pnpm --filter @russ/api deploy --legacy --prod /out/api \
  && pnpm --filter @russ/worker deploy --legacy --prod /out/worker \
  && mkdir -p /out/storefront /out/admin \
  && cp -r storefront/dist /out/storefront/dist \
  && cp -r storefront/dist-ssr /out/storefront/dist-ssr \
  && cp -r admin/dist /out/admin/dist

FROM node:24.21.0-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 STORAGE_DIR=/data/storage BACKUP_DIR=/data/backups
# The libraries the bundled PostgreSQL 18 pg_dump/pg_restore link against (maintenance.backup, pnpm restore).
RUN apt-get update \
  && apt-get install -y --no-install-recommends libgssapi-krb5-2 liblz4-1 libssl3 libzstd1 \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Owned by root and read-only for the user the processes run as; only /data is theirs.
COPY --from=build /out /app
RUN mkdir -p /data/storage /data/backups && chown -R node:node /data
USER node
EXPOSE 3000
# api by default; the worker service sets working_dir /app/worker and its own command (with its heap limit).
WORKDIR /app/api
CMD ["node", "--enable-source-maps", "dist/main.js"]
