ARG BASE=node:24-bookworm-slim
# The site as a container image (docs/deploy.md, "Containers"). Three stages, each on the one before:
#   deps     the site's own user, and `npm ci` (the lockfile's exact tree)
#   build    the build's compile half (`node scripts/start.mjs --compile-only`): no database and no secret needed
#   runtime  runs as that user with DATA_DIR on a volume. At start it does what `npm start` does: migrations, the
#            first-run seed, the first administrator, rendering the pages from the database (which is why it keeps
#            the build's tools), then serving.
# Secrets (PAYLOAD_SECRET, IP_HASH_SALT) and the rest of the configuration are given at run time only.
FROM ${BASE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
RUN groupadd --gid 10001 dhofar \
 && useradd --uid 10001 --gid dhofar --home-dir /app --no-create-home --shell /usr/sbin/nologin dhofar \
 && mkdir -p /data \
 && chown dhofar:dhofar /data
COPY package.json package-lock.json ./
# npm's cache in a cache mount: kept between builds on the builder, never in a layer. A registry that is slow to
# answer (a busy builder, a proxy) gets more and longer retries than npm's default two.
RUN --mount=type=cache,id=dhofar-npm,target=/root/.npm \
    npm ci --no-audit --no-fund --prefer-offline --fetch-retries=5 --fetch-retry-mintimeout=20000 --fetch-retry-maxtimeout=120000

FROM deps AS build
COPY . .
# CI=1: no Turbopack compile cache is written for a next build (next.config.ts); the image is built once.
# The code stays root's; the build folder becomes the site's, since the pages are rendered into it at start.
RUN CI=1 node scripts/start.mjs --compile-only \
 && rm -rf .next/cache \
 && chown -R dhofar:dhofar .next

FROM build AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000
USER dhofar
VOLUME /data
EXPOSE 3000
# Liveness: the server answers (it listens only once migrated and built). The one line to change for another address.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10m --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.mjs"]
