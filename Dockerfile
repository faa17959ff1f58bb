# Production images: `app` builds every package and runs the server (which can also serve the whole
# app alone); `web` is the TLS-terminating nginx of docker-compose.yml, with the shell's and the
# remotes' files in its web root.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npx --yes pnpm@10.34.8 install --frozen-lockfile \
 && npx --yes pnpm@10.34.8 run build \
 && npx --yes pnpm@10.34.8 --filter @inscriptions/server deploy --prod --legacy /srv/server

FROM node:22-bookworm-slim AS app
ENV NODE_ENV=production PORT=8080 STATIC_DIR=/srv/static DATA_DIR=/var/lib/inscriptions
WORKDIR /srv
COPY --from=build /srv/server /srv/server
COPY --from=build /app/shell/dist /srv/static/shell/dist
COPY --from=build /app/mf-auth/dist /srv/static/mf-auth/dist
COPY --from=build /app/mf-inscriptions/dist /srv/static/mf-inscriptions/dist
COPY --from=build /app/mf-entries/dist /srv/static/mf-entries/dist
COPY --from=build /app/mf-insights/dist /srv/static/mf-insights/dist
COPY --from=build /app/mf-profile/dist /srv/static/mf-profile/dist
COPY --from=build /app/mf-tasks-resources/dist /srv/static/mf-tasks-resources/dist
# The server builds the app server renders the signed-in lists with (server/src/http/serverRender.ts).
COPY --from=build /app/shared/dist-server /srv/static/shared/dist-server
COPY --from=build /app/shell/dist-server /srv/static/shell/dist-server
COPY --from=build /app/mf-inscriptions/dist-server /srv/static/mf-inscriptions/dist-server
COPY --from=build /app/mf-entries/dist-server /srv/static/mf-entries/dist-server
RUN mkdir -p /var/lib/inscriptions && chown node:node /var/lib/inscriptions
USER node
EXPOSE 8080
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]

FROM nginx:1.27-alpine AS web
RUN apk add --no-cache openssl
# The image writes PUBLIC_URL into the template at start (only that variable: nginx's own stay).
ENV NGINX_ENVSUBST_FILTER='^PUBLIC_URL$'
COPY deploy/nginx.conf.template /etc/nginx/templates/default.conf.template
# Runs before nginx starts: makes the certificate unless one is mounted (deploy/tls-certificate.sh).
COPY deploy/tls-certificate.sh /docker-entrypoint.d/15-tls-certificate.sh
COPY --from=build /app/shell/dist /usr/share/nginx/html
COPY --from=build /app/mf-auth/dist /usr/share/nginx/html/mf/mf-auth
COPY --from=build /app/mf-inscriptions/dist /usr/share/nginx/html/mf/mf-inscriptions
COPY --from=build /app/mf-entries/dist /usr/share/nginx/html/mf/mf-entries
COPY --from=build /app/mf-insights/dist /usr/share/nginx/html/mf/mf-insights
COPY --from=build /app/mf-profile/dist /usr/share/nginx/html/mf/mf-profile
COPY --from=build /app/mf-tasks-resources/dist /usr/share/nginx/html/mf/mf-tasks-resources

# One area released on its own: its static bundle alone, e.g.
#   docker build --target remote --build-arg REMOTE=mf-profile --output type=local,dest=releases/mf/mf-profile .
FROM build AS remote-build
ARG REMOTE
RUN node scripts/release-remote.mjs "$REMOTE" --out /release

FROM scratch AS remote
COPY --from=remote-build /release /
