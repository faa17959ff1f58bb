// What the load benchmark runs against: a round-robin proxy over instances, a fresh PostgreSQL database.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { requireFromServer } from './benchServer.mjs';

const httpProxy = requireFromServer('http-proxy');
const { Client } = requireFromServer('pg');

export function roundRobin(ports, port) {
  const proxy = httpProxy.createProxyServer({ agent: new http.Agent({ keepAlive: true, maxSockets: 256 }) });
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = `http://127.0.0.1:${ports[next]}`;
    next = (next + 1) % ports.length;
    proxy.web(req, res, { target }, (err) => res.writeHead(502).end(String(err)));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export async function freshPostgresDatabase(adminUrl) {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
