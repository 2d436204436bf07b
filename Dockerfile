# One image for the API and the workers (docker-compose.yml picks the command).
FROM node:20-bookworm-slim
WORKDIR /tandem
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w @tandem/web
ENV NODE_ENV=production
