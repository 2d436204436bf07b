# The one image of Tandem's own processes: the API (serving the built web app) and the workers.
# docker-compose.yml picks the command and the worker pool (WORKER_POOLS) per service.
FROM node:20-bookworm-slim AS build
WORKDIR /tandem
# Every workspace (.dockerignore leaves out node_modules, data, tools and builds).
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w @tandem/web

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /tandem
COPY --from=build --chown=node:node /tandem /tandem
USER node
# Metrics (TANDEM_METRICS_ADDRESS) and the API.
EXPOSE 3000 9464
# `node --import tsx` (no npx in between) so SIGTERM reaches the process itself: it stops taking new
# work and lets running activities finish (docs/operations.md § shutdown).
CMD ["node", "--import", "tsx", "services/src/api/server.ts"]
