// The services behind the topology's instances (topology.ts), each of which a fault test can take down
// and bring back on the same address: a database of its own on the CI PostgreSQL, an S3-compatible
// server (s3rver) and an SMTP server (smtp-server), both speaking the real protocols.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';

export interface Restartable {
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface TopologyDatabase {
  url: string;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * PostgreSQL restarted under the instances: the cluster itself where the machine is the test's own
   * (.ci/run sets TOPOLOGY_RESTART_POSTGRES and runs as root with Debian's pg_ctlcluster), else every
   * connection to the database ended by the server, which is what a restart does to its clients.
   */
  restart(): Promise<'cluster restarted' | 'connections ended'>;
  drop(): Promise<void>;
}

const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });

export async function freshDatabase(): Promise<TopologyDatabase> {
  const name = `inscriptions_topology_${randomBytes(4).toString('hex')}`;
  const client = admin();
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // The restart ends these connections too; the pool replaces them.
  pool.on('error', () => undefined);
  const cluster = clusterOf(url);
  return {
    url: url.toString(),
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async restart() {
      if (cluster) {
        execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', cluster.version, cluster.name, 'restart'], { stdio: 'ignore' });
        return 'cluster restarted';
      }
      await pool.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      return 'connections ended';
    },
    async drop() {
      await pool.end();
      const client = admin();
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Debian's cluster serving a loopback URL, when this process may and should restart it. */
function clusterOf(url: URL): { version: string; name: string } | null {
  if (process.env.TOPOLOGY_RESTART_POSTGRES !== 'on' || process.getuid?.() !== 0 || !['127.0.0.1', 'localhost'].includes(url.hostname) || !existsSync('/etc/postgresql')) return null;
  const clusters = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, , port, status]) => port === (url.port || '5432') && status === 'online');
  return clusters.length === 1 ? { version: clusters[0]![0]!, name: clusters[0]![1]! } : null;
}

export const BUCKET = 'inscriptions';

export interface TopologyS3 extends Restartable {
  endpoint: string;
  /** Keys of the objects stored in the bucket. */
  storedObjects(): string[];
}

export async function s3Server(directory: string, port: number): Promise<TopologyS3> {
  let server: S3rver | undefined;
  const objectsDir = join(directory, BUCKET);
  const s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    async start() {
      server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
      await server.run();
    },
    async stop() {
      await server?.close();
      server = undefined;
    },
    storedObjects: () =>
      existsSync(objectsDir)
        ? readdirSync(objectsDir, { recursive: true, encoding: 'utf8' })
            .filter((file) => file.endsWith('._S3rver_object'))
            .map((file) => file.replace(/\._S3rver_object$/, ''))
        : [],
  };
  await s3.start();
  return s3;
}

/** A mail as the SMTP server received it: envelope recipients and the decoded text. */
export interface ReceivedMail {
  to: string[];
  text: string;
  at: number;
}

export interface TopologySmtp extends Restartable {
  url: string;
  mails: ReceivedMail[];
}

/** Decodes quoted-printable soft breaks and escapes, as the mails are sent. */
const decodeMail = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export async function smtpServer(port: number): Promise<TopologySmtp> {
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  const smtp = {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const to = session.envelope.rcptTo.map((r) => r.address);
            mails.push({ to, text: decodeMail(Buffer.concat(chunks).toString()), at: Date.now() });
            callback();
          });
        },
      });
      await new Promise<void>((done) => server!.listen(port, '127.0.0.1', done));
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((done) => closing.close(() => done()));
    },
  };
  await smtp.start();
  return smtp;
}
