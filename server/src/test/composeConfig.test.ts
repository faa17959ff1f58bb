import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../config';
import { newEncryptionKey } from '../secrets';

/*
 * `docker compose config` on docker-compose.yml with every combination of its profiles: Compose itself
 * interpolates, merges and validates the file as a self-hoster's `docker compose up` would. The CI
 * machines have no Docker Compose v2 plugin; .ci/run installs Debian's docker-compose (v1.29, the same
 * `config` command), and the test uses whichever is here.
 */

function composeCommand(): string[] | null {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    if (spawnSync(command[0]!, [...command.slice(1), 'version'], { stdio: 'ignore' }).status === 0) return command;
  }
  return null;
}

const compose = composeCommand();
const SECRETS = {
  POSTGRES_PASSWORD: 'compose-test',
  S3_ACCESS_KEY_ID: 'compose-test',
  S3_SECRET_ACCESS_KEY: 'compose-test-secret',
  UPLOAD_SIGNING_SECRET: 'compose-test-upload-secret',
  SPEECH_TOKEN_SECRET: 'compose-test-speech-secret',
  SEARXNG_SECRET: 'compose-test-searxng-secret',
  ENCRYPTION_KEY: newEncryptionKey(),
};
const run = (args: string[], env: Record<string, string>) =>
  spawnSync(compose![0]!, [...compose!.slice(1), '-f', path.join(REPO_ROOT, 'docker-compose.yml'), ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    encoding: 'utf8',
  });

(compose ? describe : describe.skip)(`docker compose config (${compose?.join(' ') ?? 'no Docker Compose here: .ci/run installs it'})`, () => {
  it.each([[[]], [['ai']], [['web']], [['ai', 'web']]])('is valid with the profiles %j', (profiles: string[]) => {
    const checked = run([...profiles.flatMap((profile) => ['--profile', profile]), 'config', '-q'], SECRETS);
    expect(checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  });

  it('resolves as a self-hoster gets it: HTTPS by default, the small model, the secrets passed through', () => {
    const resolved = run(['--profile', 'ai', '--profile', 'web', 'config'], SECRETS);
    expect(resolved.status).toBe(0);
    const { services } = parse(resolved.stdout) as { services: Record<string, { environment?: Record<string, string>; ports?: unknown[] }> };
    expect(services['app']?.environment).toMatchObject({
      PUBLIC_URL: 'https://localhost:8443',
      LLM_MODEL: 'llama3.2:1b',
      UPLOAD_SIGNING_SECRET: SECRETS.UPLOAD_SIGNING_SECRET,
      ENCRYPTION_KEY: SECRETS.ENCRYPTION_KEY,
      DATABASE_URL: `postgres://inscriptions:${SECRETS.POSTGRES_PASSWORD}@db:5432/inscriptions`,
    });
    expect(JSON.stringify(services['web']?.ports)).toContain('443');
  });

  it('refuses to start without the secrets, naming the one missing', () => {
    const { POSTGRES_PASSWORD: _missing, ...others } = SECRETS;
    const refused = run(['config', '-q'], others);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('set POSTGRES_PASSWORD');
  });
});
