import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import httpProxy from 'http-proxy';
import type { Injector } from '../identity/test/helpers';

const SERVER_ROOT = path.resolve(__dirname, '../..');
/** Set by the proxy on every answer: which instance served it (0 or 1). */
export const SERVED_BY = 'x-served-by';

export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface Instance {
  port: number;
  process: ChildProcess;
  output: string[];
}

/** One server process (src/main.ts through tsx, as `npm start` runs the build), resolved when it listens. */
export function startInstance(env: Record<string, string>, port: number): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (chunk.toString().includes('Inscriptions is ready on')) resolve({ port, process: child, output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`instance on ${port} exited with ${code}:\n${output.join('')}`)));
  });
}

export async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  await exited;
}

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/** A loopback reverse proxy that hands each request to the next instance in turn (http-proxy). */
export async function roundRobinProxy(ports: number[]): Promise<RoundRobinProxy> {
  const proxy = httpProxy.createProxyServer({ xfwd: true });
  let next = 0;
  proxy.on('proxyRes', (proxyRes, req) => {
    proxyRes.headers[SERVED_BY] = String((req as http.IncomingMessage & { upstream?: number }).upstream);
  });
  const server = http.createServer((req, res) => {
    const upstream = next;
    next = (next + 1) % ports.length;
    (req as http.IncomingMessage & { upstream?: number }).upstream = upstream;
    proxy.web(req, res, { target: `http://127.0.0.1:${ports[upstream]}` }, (err) => {
      res.writeHead(502).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      proxy.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Requests over real HTTP to `baseUrl` for a test Browser; `servedBy` lists which instance answered each. */
export function httpInjector(baseUrl: string): Injector & { servedBy: string[] } {
  const servedBy: string[] = [];
  return {
    servedBy,
    inject({ method, url, headers, payload }) {
      return new Promise((resolve, reject) => {
        const req = http.request(new URL(url, baseUrl), { method, headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            servedBy.push(String(res.headers[SERVED_BY]));
            resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() });
          });
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(payload);
      });
    },
  };
}
