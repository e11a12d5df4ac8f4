# The gateway as an image: built on the Node of .node-version, run by a user without rights,
# from the compiled dist/ and the production dependencies only.
#   docker build -t msp-gateway .
#   docker run -p 4000:4000 -e NODE_ENV=development msp-gateway   (a try: the embedded simulator,
#     no authentication, the journal in memory); production (the image's NODE_ENV) needs a real
#     partner, authentication, DATABASE_URL and PUBLIC_HOSTS: see compose.yaml
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# the manifests first, so that a change of code alone reuses the installed layer
COPY package.json package-lock.json ./
COPY packages/partner-interface/package.json packages/partner-interface/
COPY packages/partner-simulator/package.json packages/partner-simulator/
COPY packages/client/package.json packages/client/
COPY examples/console/package.json examples/console/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/partner-interface/package.json packages/partner-interface/
COPY packages/partner-simulator/package.json packages/partner-simulator/
COPY packages/client/package.json packages/client/
COPY examples/console/package.json examples/console/
# production dependencies only; no install scripts are needed by them
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
USER node
ENV HOST=0.0.0.0 PORT=4000
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT ?? 4000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as the container's main process: SIGTERM reaches the gateway, which drains and exits
CMD ["node", "--enable-source-maps", "dist/index.js"]
