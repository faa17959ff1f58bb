// The production topology of docker-compose.yml without Docker, for topology.spec.ts: Debian's nginx
// running the shipped proxy template (deploy/nginx.conf.template, TLS included) over a web root laid
// out as the Dockerfile's `web` stage lays it out, in front of two server instances on one PostgreSQL
// database, with an S3-compatible server (s3rver) and an SMTP server (smtp-server) that speak the real
// protocols. Only what a deployment sets differs from the shipped file: addresses, ports and paths.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { REMOTES } from '@inscriptions/contracts';

const ROOT = resolve(__dirname, '../..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

/** Why the topology cannot run here, or null when it can. */
export function topologyUnavailable(): string | null {
  if (!NGINX) return 'nginx is not installed (.ci/run installs Debian’s nginx)';
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is unset (.ci/run sets it to the CI PostgreSQL)';
  if (!existsSync(join(ROOT, 'server/dist/main.js'))) return 'the server is not built';
  return null;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

/** Resolves once `marker` shows in a child's output (or, without one, once `port` accepts connections). */
async function started(child: ChildProcess, output: string[], { marker, port }: { marker?: string; port?: number }): Promise<void> {
  for (let attempt = 0; attempt < 900; attempt++) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${output.join('')}`);
    if (marker && output.join('').includes(marker)) return;
    if (port !== undefined && (await accepts(port))) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`did not start:\n${output.join('')}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => done(true)));
    socket.once('error', () => done(false));
  });
}

/** A mail as the SMTP server received it: envelope recipients and the decoded text. */
export interface ReceivedMail {
  to: string[];
  text: string;
}

export interface Topology {
  /** PUBLIC_URL: the proxy's HTTPS address. */
  url: string;
  /** The proxy's plain HTTP address (it redirects). */
  httpUrl: string;
  mails: ReceivedMail[];
  /** Keys of the objects stored in the S3 bucket. */
  storedObjects(): string[];
  /** Runs SQL on the instances' database. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

const BUCKET = 'inscriptions';

/** Decodes quoted-printable soft breaks and escapes, as the mails are sent. */
const decodeMail = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export async function startTopology(): Promise<Topology> {
  const work = mkdtempSync(join(tmpdir(), 'inscriptions-topology-'));
  // nginx's workers run as another user than its master, as in the image: the web root must be readable.
  chmodSync(work, 0o755);
  const [httpPort, httpsPort, s3Port, smtpPort, ...appPorts] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const url = `https://localhost:${httpsPort}`;
  const stops: Array<() => Promise<unknown>> = [];

  // A database of its own on the CI PostgreSQL, dropped at the end.
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const database = `inscriptions_topology_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${database}`);
  const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
  databaseUrl.pathname = `/${database}`;
  const db = new pg.Pool({ connectionString: databaseUrl.toString(), max: 2 });
  stops.push(async () => {
    await db.end();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  const s3 = new S3rver({
    address: '127.0.0.1',
    port: s3Port,
    silent: true,
    directory: join(work, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await s3.run();
  stops.push(() => s3.close());

  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text: decodeMail(Buffer.concat(chunks).toString()) });
        callback();
      });
    },
  });
  await new Promise<void>((done) => smtp.listen(smtpPort, '127.0.0.1', done));
  stops.push(() => new Promise<void>((done) => smtp.close(() => done())));

  // Two instances, as the compose file runs two replicas: one database, S3, SMTP and secrets.
  const secrets = { UPLOAD_SIGNING_SECRET: randomBytes(32).toString('hex'), SPEECH_TOKEN_SECRET: randomBytes(32).toString('hex') };
  for (const [index, port] of appPorts.entries()) {
    const output: string[] = [];
    const child = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(work, `app-${index}`),
        DATABASE_URL: databaseUrl.toString(),
        PUBLIC_URL: url,
        TRUST_PROXY: 'on',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        ...secrets,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    stops.push(async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    });
    // One after the other: the first migrates the fresh database.
    await started(child, output, { marker: 'Inscriptions is ready on' });
  }

  // The web root as the Dockerfile's `web` stage lays it out.
  const webRoot = join(work, 'html');
  cpSync(join(ROOT, 'shell/dist'), webRoot, { recursive: true });
  for (const remote of REMOTES) cpSync(join(ROOT, remote, 'dist'), join(webRoot, 'mf', remote), { recursive: true });

  // The certificate, made by the script the web image runs at first start.
  const certs = join(work, 'certs');
  execFileSync('sh', [join(ROOT, 'deploy/tls-certificate.sh')], { env: { ...process.env, TLS_DIR: certs, PUBLIC_URL: url } });

  // The shipped template, rendered as the nginx image renders it (PUBLIC_URL), with this machine's
  // addresses, ports and paths in place of the compose network's.
  const site = readFileSync(join(ROOT, 'deploy/nginx.conf.template'), 'utf8')
    .replaceAll('${PUBLIC_URL}', url)
    .replace('server app:8080;', appPorts.map((port) => `server 127.0.0.1:${port};`).join('\n  '))
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replaceAll('/etc/nginx/certs', certs)
    .replace('root /usr/share/nginx/html;', `root ${webRoot};`);
  const nginxDir = join(work, 'nginx');
  mkdirSync(join(nginxDir, 'logs'), { recursive: true });
  writeFileSync(join(nginxDir, 'site.conf'), site);
  // The main configuration the nginx image brings, written for an unprivileged run in a folder.
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    [
      `pid ${nginxDir}/nginx.pid;`,
      `error_log ${nginxDir}/logs/error.log warn;`,
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${nginxDir}/logs/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${nginxDir}/${kind};`),
      `  include ${nginxDir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const nginxOutput: string[] = [];
  const nginx = spawn(NGINX!, ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stderr!.on('data', (chunk: Buffer) => nginxOutput.push(chunk.toString()));
  stops.push(async () => {
    if (nginx.exitCode !== null) return;
    const exited = new Promise((done) => nginx.once('exit', done));
    nginx.kill('SIGQUIT');
    await exited;
  });
  await started(nginx, nginxOutput, { port: httpsPort });

  const objectsDir = join(work, 's3', BUCKET);
  return {
    url,
    httpUrl: `http://localhost:${httpPort}`,
    mails,
    storedObjects: () =>
      existsSync(objectsDir)
        ? readdirSync(objectsDir, { recursive: true, encoding: 'utf8' })
            .filter((file) => file.endsWith('._S3rver_object'))
            .map((file) => file.replace(/\._S3rver_object$/, ''))
        : [],
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query(sql, params)).rows as T[];
    },
    async stop() {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  };
}
