# Production image: builds every package, then runs the one server process that serves the whole app.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npx --yes pnpm@10.34.8 install --frozen-lockfile \
 && npx --yes pnpm@10.34.8 run build \
 && npx --yes pnpm@10.34.8 --filter @inscriptions/server deploy --prod --legacy /srv/server

FROM node:22-bookworm-slim
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
RUN mkdir -p /var/lib/inscriptions && chown node:node /var/lib/inscriptions
USER node
EXPOSE 8080
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
