# The back office as one image (docs/operations.md "Container"): the app and the API built in one stage, run
# from a second with the production dependencies only, as a non-root user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts yet: `prepare` compiles the message catalogues, which are copied below.
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 STATIC_DIR=dist DATA_DIR=/data/pglite \
    MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=1048576
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: `prepare` (the catalogues) needs a dev dependency, and its output is inside the bundle.
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/server/db/migrations ./server/db/migrations
COPY --from=build /app/server/areas/ads/service/db/migrations ./server/areas/ads/service/db/migrations
# The embedded database's folder (used only without DATABASE_URL), owned by the user the server runs as.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# What `npm run serve` runs (its allocator settings are the ENV above), with node itself receiving SIGTERM.
CMD ["node", "dist-server/main.js"]
