// The topology's front (topology.ts): the web root laid out as the Dockerfile's `web` stage lays it
// out, the certificate made by the script the web image runs at first start, and Debian's nginx
// running the shipped template with only what a deployment sets changed: addresses, ports and paths.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTES } from '@inscriptions/contracts';
import { started, stopped, type Stoppable } from './topologyProcess';

export const ROOT = resolve(__dirname, '../..');
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

export interface TopologyProxy extends Stoppable {
  webRoot: string;
  /** Which instance answered each proxied request: the upstream port and the status, oldest first. */
  upstreamLog(): Array<{ port: number; status: number }>;
}

export function layOutWebRoot(webRoot: string): void {
  cpSync(join(ROOT, 'shell/dist'), webRoot, { recursive: true });
  for (const remote of REMOTES) cpSync(join(ROOT, remote, 'dist'), join(webRoot, 'mf', remote), { recursive: true });
}

export async function startProxy(
  work: string,
  { url, httpPort, httpsPort, appPorts }: { url: string; httpPort: number; httpsPort: number; appPorts: number[] },
): Promise<TopologyProxy> {
  const webRoot = join(work, 'html');
  layOutWebRoot(webRoot);
  const certs = join(work, 'certs');
  execFileSync('sh', [join(ROOT, 'deploy/tls-certificate.sh')], { env: { ...process.env, TLS_DIR: certs, PUBLIC_URL: url } });

  const site = readFileSync(join(ROOT, 'deploy/nginx.conf.template'), 'utf8')
    .replaceAll('${PUBLIC_URL}', url)
    .replace('server app:8080;', appPorts.map((port) => `server 127.0.0.1:${port};`).join('\n  '))
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replaceAll('/etc/nginx/certs', certs)
    .replace('root /usr/share/nginx/html;', `root ${webRoot};`);
  const dir = join(work, 'nginx');
  mkdirSync(join(dir, 'logs'), { recursive: true });
  writeFileSync(join(dir, 'site.conf'), site);
  const upstreamLog = join(dir, 'logs/upstream.log');
  // The main configuration the nginx image brings, for an unprivileged run in a folder, with a log
  // of the instance that answered each request.
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/logs/error.log warn;`,
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      "  log_format upstream '$upstream_addr $upstream_status';",
      `  access_log ${upstreamLog} upstream;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const output: string[] = [];
  const nginx = spawn(NGINX!, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await started(nginx, output, { port: httpsPort });
  return {
    webRoot,
    // "127.0.0.1:5001, 127.0.0.1:5002 502, 200": a request nginx passed on after a failure names both;
    // the last address and status are the answer's.
    upstreamLog: () =>
      (existsSync(upstreamLog) ? readFileSync(upstreamLog, 'utf8') : '')
        .split('\n')
        .filter((line) => line.startsWith('127.0.0.1:'))
        .map((line) => ({ port: Number([...line.matchAll(/:(\d+)/g)].at(-1)![1]), status: Number(/(\d{3})$/.exec(line)?.[1] ?? 0) })),
    stop: () => stopped(nginx, 'SIGQUIT'),
  };
}
