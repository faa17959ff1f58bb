import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createDatabase, type Database } from './db';
import { requestAuthenticator } from './auth/requestIdentity';
import { builtInAccessTokenVerifier, externalAccessTokenVerifier, type AccessTokenVerifier } from './auth/verifyAccessToken';
import { createFiles, uploads, GET_TTL_S, type Files, type UploadOwner } from './files';
import { graphqlRoute } from './graphql/route';
import { createGraphQL } from './graphql/yoga';
import { appOrigins } from './http/cors';
import { compression } from './http/compression';
import { securityHeaders } from './http/securityHeaders';
import { legalPages } from './http/legal';
import { createPageRenderer } from './http/serverRender';
import { staticFiles } from './http/static';
import { clientMetadataFor, createMailer, identityPlugin, SCOPES, type Provider } from './identity';
import { loadSecretBox } from './secrets';
import { recentEntryTexts, speechClientConfig, speechPlugin, type SpeechClientConfig } from './modules/speech';
import { queuedMailer, type JobRunner } from './modules/jobs';
import { createAi } from './modules/ai';
import { transferRoutes } from './modules/transfer';
import { attachProfileImage, followAccountEmail } from './modules/users';
import { attachLogo } from './modules/inscriptions';
import { attachAudio } from './modules/entries';
import type { Actor } from './modules/actor';
import { startBackgroundWork } from './background';

/** Request headers the front end sends on every call (spec section 7); logged per request. */
export const CLIENT_HEADERS = {
  requestTimestamp: 'x-request-timestamp',
  timezone: 'x-timezone',
  deviceId: 'x-device-id',
  devicePlatform: 'x-device-platform',
} as const;

export interface BuildAppOptions {
  /** An existing database (tests, benchmark). Otherwise one is created from config (not migrated). */
  db?: Database;
  /** Where logs go (default stdout); tests capture them. */
  logStream?: { write(msg: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** The built-in OpenID Connect provider, or null when an external one is configured (OIDC_ISSUER). */
    oidcProvider: Provider | null;
    /** Uploaded files (DATA_DIR/files) and their signed URLs. */
    files: Files;
    /**
     * The path of every route as registered: the paths that are the server's. The HTML fallback
     * leaves them alone (http/static.ts), and the proxy test holds nginx to them (http/proxy.test.ts).
     */
    routePaths: string[];
  }
}

/** Body of GET /app-config.json: what the front end needs to build its oidc-client-ts UserManager. */
export interface AppConfigJson {
  oidc: {
    authority: string;
    clientId: string;
    scope: string;
    /** The built-in provider's endpoints (its discovery document's), so the client skips discovery. */
    metadata?: ReturnType<typeof clientMetadataFor>;
  };
  /** true: the built-in /account API exists (sign-up, confirm, forgot, reset); false: external provider. */
  accounts: boolean;
  /** Where live dictation streams (Deepgram's URL or /speech/listen), or null when it is off. */
  speech: SpeechClientConfig;
}

export function appConfigJson(config: Config, speech: SpeechClientConfig): AppConfigJson {
  return {
    oidc: {
      authority: config.oidc.authority,
      clientId: config.oidc.clientId,
      scope: SCOPES.join(' '),
      ...(config.oidc.externalIssuer ? {} : { metadata: clientMetadataFor(config.oidc.authority) }),
    },
    accounts: !config.oidc.externalIssuer,
    speech,
  };
}

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const database = options.db ?? (await createDatabase(config));
  const ownsDatabase = !options.db;

  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ['req.headers.authorization'],
      serializers: {
        req(req) {
          const h = (name: string) => {
            const v = req.headers[name];
            return Array.isArray(v) ? v[0] : v;
          };
          return {
            method: req.method,
            url: req.url,
            remoteAddress: req.ip,
            // Presence only: the token itself is never logged.
            authorization: h('authorization') ? 'present' : 'absent',
            requestTimestamp: h(CLIENT_HEADERS.requestTimestamp),
            timezone: h(CLIENT_HEADERS.timezone),
            deviceId: h(CLIENT_HEADERS.deviceId),
            devicePlatform: h(CLIENT_HEADERS.devicePlatform),
          };
        },
      },
    },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  const routePaths: string[] = [];
  app.addHook('onRoute', (route) => void routePaths.push(route.url));
  app.decorate('routePaths', routePaths);
  app.decorate('database', database);
  app.decorate('oidcProvider', null as Provider | null);
  const files = createFiles(config);
  app.decorate('files', files);
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  await app.register(compression);
  // With a provider's key the browser streams dictation to that provider itself: the policy lets it.
  await app.register(securityHeaders, { config, streamUrl: speechClientConfig(config.speech, false).listenUrl });

  /* health */
  app.get('/healthz', async (_req, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      reply.code(503);
      return { status: 'error' };
    }
  });

  /* identity: built-in OpenID Connect provider + /account API, or an external issuer */
  const mailConfig = {
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    nodeEnv: config.nodeEnv,
  };
  // One transport for account mail and reminder mail (SMTP, or the outbox folder). Where this instance
  // runs jobs, mail goes through the job queue, so an SMTP outage delays it (retried) but loses none.
  const transport = createMailer(mailConfig, app.log);
  let jobRunner: JobRunner | undefined;
  const mailer = config.jobs.enabled ? queuedMailer(database.db, transport, () => jobRunner?.poke()) : transport;
  let verifyAccessToken: AccessTokenVerifier;
  const external = config.oidc.externalIssuer;
  if (external) {
    verifyAccessToken = externalAccessTokenVerifier({ issuer: external, audience: config.oidc.audience, log: app.log });
  } else {
    let provider: Provider | undefined;
    await app.register(identityPlugin, {
      db: database.db,
      secrets: loadSecretBox(config.encryptionKey, config.dataDir, app.log),
      config: mailConfig,
      mailer,
      logger: app.log,
      trustProxy: config.trustProxy,
      rateLimit: { windowMs: config.identity.rateLimitWindowS * 1000 },
      codeTtl: { confirm: config.identity.confirmationTtlS, reset: config.identity.resetTtlS },
      hooks: {
        emailChanged: (userId, from, to) => followAccountEmail({ db: database.db, userId, files, log: app.log }, from, to),
        accountDeleted: (accountId) => files.store.deleteAccountFiles(accountId),
      },
      onReady: (ctx) => {
        provider = ctx.provider;
      },
    });
    if (!provider) throw new Error('identity plugin did not start its provider');
    app.oidcProvider = provider;
    const verifier = builtInAccessTokenVerifier(provider, database.db, {
      cacheTtlMs: config.identity.tokenCacheTtlS * 1000,
    });
    app.addHook('onClose', async () => verifier.close());
    verifyAccessToken = verifier;
  }

  const authenticate = requestAuthenticator(database.db, verifyAccessToken, Boolean(external));

  /* front-end configuration (oidc-client-ts settings) */
  /* live transcription: /speech/listen and the tokens behind serviceToken */
  await app.register(speechPlugin, {
    ...config.speech,
    allowedOrigins: config.speech.allowedOrigins ?? appOrigins(config),
    adaptationTexts: (userId) => recentEntryTexts(database.db, userId),
  });

  const appConfig = appConfigJson(config, app.speech.clientConfig());

  /* GraphQL */
  const ai = createAi(config.ai);
  const yoga = createGraphQL(config, database.db, files, app.speech, ai);
  await app.register(graphqlRoute, { yoga, authenticate, isProduction: config.isProduction });

  /* uploads: signed PUT/GET of logos, profile photos and recordings */
  const uploader = ({ accountId, log }: UploadOwner): Actor => ({ db: database.db, userId: accountId, files, log });
  await app.register(uploads, {
    store: files.store,
    signer: files.signer,
    limits: files.limits,
    getTtlS: GET_TTL_S,
    attach: {
      logo: (owner, key) => attachLogo(uploader(owner), owner.objectId, key),
      audio: (owner, key) => attachAudio(uploader(owner), owner.objectId, key),
      profile: (owner, key) => attachProfileImage(uploader(owner), key),
    },
  });

  /* import and export: raw .csv / .zip bodies and streamed downloads, outside GraphQL */
  await app.register(transferRoutes, {
    db: database.db,
    files,
    limits: config.transfer,
    authenticate,
  });

  await app.register(legalPages, { legalDir: config.legalDir });
  const renderPage = createPageRenderer(app, { staticDir: config.staticDir, remotes: config.remotes, verifyAccessToken });
  await app.register(staticFiles, { config, appConfig, renderPage });

  /* background jobs: every instance runs them, coordinated through the jobs table */
  if (config.jobs.enabled) {
    const jobs = startBackgroundWork(
      database,
      app.log,
      { pollMs: config.jobs.pollMs, concurrency: config.jobs.concurrency, reminders: { mailer, publicUrl: config.publicUrl } },
      { files, ai, speech: app.speech, transport },
    );
    jobRunner = jobs.runner;
    // preClose: before the database closes (onClose).
    app.addHook('preClose', async () => jobs.stop());
  }
  return app;
}
