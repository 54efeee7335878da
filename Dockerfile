# One image for the api and the worker (the compose file picks the command). The API serves the built storefront
# and admin itself. TypeScript runs through swc-node, exactly as in development (decorator metadata needs it).
FROM node:20-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
# corepack's signature check fails on some networks; npm installs pnpm reliably.
RUN npm i -g pnpm@10 --no-fund --no-audit
WORKDIR /app

FROM base AS build
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc tsconfig.base.json ./
COPY schema/package.json schema/
COPY api/package.json api/
COPY worker/package.json worker/
COPY storefront/package.json storefront/
COPY admin/package.json admin/
RUN pnpm install --frozen-lockfile
COPY . .
# The api and worker run their TypeScript through swc-node (a root devDependency), so nothing is pruned.
RUN pnpm --filter @russ/storefront --filter @russ/admin build

FROM base AS runtime
ENV NODE_ENV=production PORT=3000 STORAGE_DIR=/data/storage
COPY --from=build /app /app
RUN mkdir -p /data/storage && chown -R node:node /data
USER node
EXPOSE 3000
# api by default; the worker service overrides the working directory and command.
WORKDIR /app/api
CMD ["node", "--import", "@swc-node/register/esm-register", "src/main.ts"]
