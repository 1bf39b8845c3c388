# syntax=docker/dockerfile:1
# Atrium's image: built once, served with production dependencies only.
# tests/e2e/production-install.spec.ts runs this file's production install and start commands
# (the `deps` stage's npm ci, the runtime stage's COPY lines and CMD) outside Docker, so what the
# image does is tested even where no image can be built. See docs/deployment.md.

ARG NODE_IMAGE=node:22-slim

# Production dependencies: better-sqlite3 compiles from source when no prebuilt binary can be
# downloaded, so this stage has a compiler, and the runtime image gets only its node_modules.
FROM ${NODE_IMAGE} AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund

# The build: every dependency, esbuild included, makes dist/.
FROM deps AS build
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/public ./dist/public
# The server runs as node (uid 1000), never root; DATA_DIR is its own (the SQLite database, the
# local blob store, mails written to files). With DATABASE_URL and BLOB_STORE=s3://… it holds nothing that must be kept.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
