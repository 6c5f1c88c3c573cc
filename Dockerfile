# One image per part of the shop, built from the repository root:
#   docker compose build   (targets: backend, backend-admin, gateway, web)
FROM node:20-bookworm-slim AS base
ENV NEXT_TELEMETRY_DISABLED=1 STRAPI_TELEMETRY_DISABLED=true
WORKDIR /app

# --- backend: Strapi 5 (its own npm project; better-sqlite3 compiles from source) ---
FROM base AS backend
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY tsconfig.base.json ./
COPY packages/money ./packages/money
COPY packages/platform ./packages/platform
COPY backend/package.json backend/package-lock.json ./backend/
RUN npm install --prefix backend --no-audit --no-fund \
 && backend/node_modules/.bin/tsc -p packages/money/tsconfig.build.json \
 && backend/node_modules/.bin/tsc -p packages/platform/tsconfig.build.json
COPY backend ./backend
RUN npm run build --prefix backend
WORKDIR /app/backend
ENV NODE_ENV=production
EXPOSE 1337
# Strapi itself as the container's process (npx would add an npm process, and its memory, in front of it).
CMD ["node_modules/.bin/strapi", "start"]

# --- backend-admin: the same backend with Strapi's admin panel built, served to staff (SERVE_ADMIN=true) ---
FROM backend AS backend-admin
RUN npm run build:admin
ENV SERVE_ADMIN=true

# --- workspaces (gateway, web): one install for both ---
FROM base AS workspaces
COPY package.json package-lock.json tsconfig.base.json codegen.ts ./
COPY packages/money/package.json ./packages/money/
COPY packages/platform/package.json ./packages/platform/
COPY packages/sdk/package.json ./packages/sdk/
COPY gateway/package.json ./gateway/
COPY web/package.json ./web/
COPY e2e/package.json ./e2e/
RUN npm install --no-audit --no-fund --ignore-scripts
COPY packages ./packages
RUN npm run build -w @shop/money -w @shop/platform
COPY schema ./schema
COPY gateway ./gateway
COPY web ./web

FROM workspaces AS gateway
RUN npm run build -w gateway
ENV NODE_ENV=production
EXPOSE 4000
CMD ["node", "--import", "./gateway/dist/monitoring/instrument.js", "gateway/dist/server.js"]

FROM workspaces AS web
# The deployment's id (`BUILD_ID=$(git rev-parse --short HEAD) docker compose build`); unset, the build makes one.
ARG BUILD_ID
RUN npm run codegen && npm run build -w web
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
WORKDIR /app/web
# The web's own server (web/server/main.ts): the client address for the gateway, then Next.
CMD ["node", "dist/server/main.js"]
