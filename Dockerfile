# syntax=docker/dockerfile:1
# One image for every part of the scaled deployment (see docker-compose.yml): the edge, the memory
# and marketplace subgraphs and the memory worker. The compose file picks the part with `command:`.
# Default: the edge (`npm run start:edge`).

# ---------------------------------------------------------------- source
# The build context minus what `npm run setup` produces on a developer's machine. The repository
# keeps no .dockerignore, so a local node_modules/, .venv/, models/ and .setup-stamps/ reach the
# context; they are dropped here so that the build below installs everything afresh for Linux.
FROM node:20-bookworm-slim AS source
COPY . /src
RUN cd /src \
 && rm -rf .git node_modules .venv .setup-stamps models data bench-results common/src/db/generated \
 && find . -name '*.log' -type f -delete

# ---------------------------------------------------------------- build
FROM node:20-bookworm-slim AS build
# Python builds the ONNX embedding model during setup (scripts/model/).
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 python3-venv \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV ONNXRUNTIME_NODE_INSTALL=skip

# The inputs of setup's steps first, so npm packages, the Python venv and the model stay cached
# until they change. `prisma generate` reads prisma.config.ts, which imports common/src/config.ts.
COPY package.json package-lock.json .npmrc requirements.txt prisma.config.ts ./
COPY scripts/ scripts/
COPY prisma/ prisma/
COPY common/src/config.ts common/src/config.ts
# npm install (ONNXRUNTIME_NODE_INSTALL=skip), .venv with the Python packages, the ONNX model in
# models/, and the generated Prisma client.
RUN node scripts/setup.mjs

# Then the rest of the source; setup runs again as a check (every step is up to date, so it is quick).
COPY --from=source /src/ ./
RUN node scripts/setup.mjs

# What the scaled parts don't need at run time: dev dependencies, and the Python venv (it serves
# only Milvus Lite and the model build; here Milvus is a server, MILVUS_ADDRESS).
RUN npm prune --omit=dev --no-audit --no-fund \
 && rm -rf .venv .setup-stamps

# ---------------------------------------------------------------- runtime
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
# The parts only read /app (tsx caches its transforms under /tmp).
USER node
# 4003 and 4004: the workers' /metrics.
EXPOSE 8080 4001 4002 4003 4004
# `npm start` (the embedded single-machine default with Milvus Lite) is not meant for this image:
# it has no Python. Run one part per container instead.
CMD ["npm", "run", "start:edge"]
