// The production topology of docker-compose.yml without Docker, for topology.spec.ts and faults.spec.ts:
// Debian's nginx running the shipped proxy template (deploy/nginx.conf.template, TLS included) in front
// of two server instances on one PostgreSQL database, with files in S3 and mail over SMTP
// (topologyServices.ts), and optionally a language model that speaks OpenAI's protocol.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startFakeOpenAi, type FakeOpenAi } from '../../server/src/modules/ai/testing/fakeOpenAi';
import { freePort, started, stopped } from './topologyProcess';
import { NGINX, ROOT, startProxy, type TopologyProxy } from './topologyProxy';
import { BUCKET, freshDatabase, s3Server, smtpServer, type TopologyDatabase, type TopologyS3, type TopologySmtp } from './topologyServices';

export type { ReceivedMail } from './topologyServices';

/** Why the topology cannot run here, or null when it can. */
export function topologyUnavailable(): string | null {
  if (!NGINX) return 'nginx is not installed (.ci/run installs Debian’s nginx)';
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is unset (.ci/run sets it to the CI PostgreSQL)';
  if (!existsSync(join(ROOT, 'server/dist/main.js'))) return 'the server is not built';
  return null;
}

/** One app instance behind the proxy, which a fault test may kill and start again. */
export interface Instance {
  port: number;
  kill(signal?: NodeJS.Signals): Promise<void>;
  start(): Promise<void>;
}

export interface Topology {
  /** PUBLIC_URL: the proxy's HTTPS address. */
  url: string;
  /** The proxy's plain HTTP address (it redirects). */
  httpUrl: string;
  instances: Instance[];
  proxy: TopologyProxy;
  database: TopologyDatabase;
  s3: TopologyS3;
  smtp: TopologySmtp;
  /** The language model, when the topology was started with one. */
  llm: FakeOpenAi | undefined;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  /** A language model at LLM_BASE_URL (answers set per test), with LLM_TIMEOUT_S seconds to answer. */
  llm?: { timeoutS: number };
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const work = mkdtempSync(join(tmpdir(), 'inscriptions-topology-'));
  // nginx's workers run as another user than its master, as in the image: the web root must be readable.
  chmodSync(work, 0o755);
  const [httpPort, httpsPort, s3Port, smtpPort, ...appPorts] = await Promise.all(Array.from({ length: 6 }, freePort));
  const url = `https://localhost:${httpsPort}`;
  const stops: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const database = await freshDatabase();
    stops.push(() => database.drop());
    const s3 = await s3Server(join(work, 's3'), s3Port!);
    stops.push(() => s3.stop());
    const smtp = await smtpServer(smtpPort!);
    stops.push(() => smtp.stop());
    const llm = options.llm ? await startFakeOpenAi() : undefined;
    if (llm) stops.push(() => llm.close());

    // Two instances, as the compose file runs two replicas: one database, S3, SMTP and secrets.
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      PUBLIC_URL: url,
      TRUST_PROXY: 'on',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      UPLOAD_SIGNING_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: `topology:${randomBytes(32).toString('base64')}`,
      SPEECH_TOKEN_SECRET: randomBytes(32).toString('hex'),
      ...(llm && options.llm ? { LLM_BASE_URL: llm.baseURL, LLM_API_KEY: 'topology', LLM_TIMEOUT_S: String(options.llm.timeoutS) } : {}),
    };
    const instances = appPorts.map((port, index) => appInstance(port!, { ...env, PORT: String(port), DATA_DIR: join(work, `app-${index}`) }));
    stops.push(() => Promise.all(instances.map((instance) => instance.kill('SIGTERM'))));
    // One after the other: the first migrates the fresh database.
    for (const instance of instances) await instance.start();

    const proxy = await startProxy(work, { url, httpPort: httpPort!, httpsPort: httpsPort!, appPorts: appPorts as number[] });
    stops.push(() => proxy.stop());
    return { url, httpUrl: `http://localhost:${httpPort}`, instances, proxy, database, s3, smtp, llm, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function appInstance(port: number, env: NodeJS.ProcessEnv): Instance {
  let child: ChildProcess | undefined;
  return {
    port,
    async start() {
      const output: string[] = [];
      child = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      await started(child, output, { marker: 'Inscriptions is ready on' });
    },
    async kill(signal = 'SIGKILL') {
      if (child) await stopped(child, signal);
    },
  };
}
