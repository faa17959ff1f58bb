import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await createDatabase(config);
  await database.migrate();
  const app = await buildApp(config, { db: database });
  app.addHook('onClose', async () => database.close());

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    // Closed before leaving: the embedded database is left whole for the next start.
    await app.close();
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Port ${config.port} is in use by another program: stop it, or set PORT to a free port.`);
      process.exit(1);
    }
    throw err;
  }
  // The live transcription engine's model takes seconds to build: built now, the first dictation need not wait.
  app.speech.prepare().catch((err: unknown) => app.log.warn({ err }, 'the speech engine could not get ready'));
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  console.info(`Inscriptions is ready on http://localhost:${port}`);
}

main().catch((err: unknown) => {
  console.error('Failed to start Inscriptions:', err);
  process.exit(1);
});
