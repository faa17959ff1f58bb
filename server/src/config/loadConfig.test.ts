import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, REPO_ROOT, loadConfig } from '../config';

describe('loadConfig', () => {
  const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'ins-config-'));

  it('applies defaults (built-in OpenID Connect provider, outbox mail)', () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: dir,
      databaseUrl: undefined,
      nodeEnv: 'development',
      publicUrl: 'http://localhost:8080',
      trustProxy: false,
      staticDir: REPO_ROOT,
      smtpUrl: undefined,
      mailFrom: 'Inscriptions <no-reply@localhost>',
      identity: { confirmationTtlS: 86400, resetTtlS: 3600, rateLimitWindowS: 900, tokenCacheTtlS: 5 },
      oidc: {
        externalIssuer: undefined,
        authority: 'http://localhost:8080/oidc',
        clientId: 'inscriptions-web',
        audience: undefined,
      },
    });
    expect(c).not.toHaveProperty('authSecret');
    expect(c).not.toHaveProperty('devLogin');
    expect(c.remotes['mf-auth']).toBe('/mf/mf-auth/remoteEntry.js');
  });

  it('defaults DATA_DIR to <repo root>/data', () => {
    const c = loadConfig({});
    expect(c.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(path.basename(REPO_ROOT)).not.toBe('server');
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: tmp(),
      DATABASE_URL: 'memory://',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://journal.example.com/',
      TRUST_PROXY: 'on',
      STATIC_DIR: '/srv/www',
      REMOTE_MF_TASKS_RESOURCES_URL: 'https://cdn.example.com/tasks/remoteEntry.js',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Journal <hello@example.com>',
      IDENTITY_CONFIRMATION_TTL_S: '2',
      IDENTITY_RESET_TTL_S: '3',
      IDENTITY_RATE_LIMIT_WINDOW_S: '4',
      AUTH_TOKEN_CACHE_TTL_S: '0',
      OIDC_ISSUER: 'https://login.example.com/realms/journal/',
      OIDC_CLIENT_ID: 'journal-spa',
      OIDC_AUDIENCE: 'journal-api',
    });
    expect(c).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'memory://',
      isProduction: true,
      logLevel: 'warn',
      publicUrl: 'https://journal.example.com',
      trustProxy: true,
      staticDir: '/srv/www',
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      mailFrom: 'Journal <hello@example.com>',
      identity: { confirmationTtlS: 2, resetTtlS: 3, rateLimitWindowS: 4, tokenCacheTtlS: 0 },
      oidc: {
        externalIssuer: 'https://login.example.com/realms/journal',
        authority: 'https://login.example.com/realms/journal',
        clientId: 'journal-spa',
        audience: 'journal-api',
      },
    });
    expect(c.remotes['mf-tasks-resources']).toBe('https://cdn.example.com/tasks/remoteEntry.js');
  });

  it('lists every wrong value with a clear message', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        NODE_ENV: 'staging',
        LOG_LEVEL: 'loud',
        PUBLIC_URL: 'not a url',
        TRUST_PROXY: 'yes',
        SMTP_URL: 'mail.example.com',
        MAIL_FROM: 'nobody',
        IDENTITY_CONFIRMATION_TTL_S: 'a day',
        IDENTITY_RESET_TTL_S: '0',
        IDENTITY_RATE_LIMIT_WINDOW_S: '1.5',
        AUTH_TOKEN_CACHE_TTL_S: '61',
        OIDC_ISSUER: 'login.example.com',
        REMOTE_MF_PROFILE_URL: 'https://cdn.example.com/profile/mf-manifest.json',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const key of [
      'PORT',
      'DATABASE_URL',
      'NODE_ENV',
      'LOG_LEVEL',
      'PUBLIC_URL',
      'TRUST_PROXY',
      'SMTP_URL',
      'MAIL_FROM',
      'IDENTITY_CONFIRMATION_TTL_S',
      'IDENTITY_RESET_TTL_S',
      'IDENTITY_RATE_LIMIT_WINDOW_S',
      'AUTH_TOKEN_CACHE_TTL_S',
      'OIDC_ISSUER',
      'REMOTE_MF_PROFILE_URL',
    ]) {
      expect(problems).toContain(`${key}=`);
    }
    expect(problems).toContain("must be the remote's remoteEntry.js, not a manifest");
    expect(problems).toContain('must be an smtp:// or smtps:// URL');
    expect(problems).toContain('must be at least 1 (seconds)');
    expect(problems).toContain('must be between 0 and 60 (seconds)');
  });

  it('reads the upload settings (secret, size limits) and checks them', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).uploads).toEqual({
      signingSecret: undefined,
      maxImageBytes: 10 * 1024 * 1024,
      maxAudioBytes: 50 * 1024 * 1024,
    });
    const secret = 'x'.repeat(32);
    expect(
      loadConfig({ DATA_DIR: tmp(), UPLOAD_SIGNING_SECRET: secret, UPLOAD_MAX_IMAGE_BYTES: '2048', UPLOAD_MAX_AUDIO_BYTES: '4096' }).uploads,
    ).toEqual({ signingSecret: secret, maxImageBytes: 2048, maxAudioBytes: 4096 });
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: tmp(), UPLOAD_SIGNING_SECRET: 'short', UPLOAD_MAX_AUDIO_BYTES: 'lots' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/UPLOAD_SIGNING_SECRET="short": must be at least 32 characters/);
    expect(problems).toMatch(/UPLOAD_MAX_AUDIO_BYTES="lots": must be a number of bytes/);

    const s3 = { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(loadConfig({ DATA_DIR: tmp(), ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000/' }).uploads.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'b',
      accessKeyId: 'k',
      secretAccessKey: 's',
      region: 'us-east-1',
    });
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID="": required with S3_BUCKET/);
  });

  it('refuses OIDC_CLIENT_ID / OIDC_AUDIENCE without OIDC_ISSUER', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), OIDC_CLIENT_ID: 'x', OIDC_AUDIENCE: 'y' })).toThrow(
      /OIDC_CLIENT_ID="x": only used with an external provider: set OIDC_ISSUER too[\s\S]*OIDC_AUDIENCE="y"/,
    );
  });
});
