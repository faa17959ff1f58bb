/**
 * Backups for self-hosters (README, Backups): `node server/dist/backup.js create <file.zip>` and
 * `node server/dist/backup.js restore <file.zip> [--force]`, configured by the server's own environment
 * (DATA_DIR, DATABASE_URL, S3_*).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db';
import { createBackup } from './backup/create';
import { BackupError } from './backup/manifest';
import { restoreBackup } from './backup/restore';

const USAGE = `Usage: node server/dist/backup.js create <file.zip>
       node server/dist/backup.js restore <file.zip> [--force]`;

async function main(argv: string[]): Promise<number> {
  const force = argv.includes('--force');
  const [command, file, ...rest] = argv.filter((a) => a !== '--force');
  if (!file || rest.length || (command !== 'create' && command !== 'restore') || (force && command !== 'restore')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await createDatabase(config);
  const target = path.resolve(file);
  try {
    if (command === 'create') {
      const made = await createBackup({ config, database }, target);
      console.info(
        `Backed up ${made.rows} rows of ${made.tables} tables and ${made.files ?? 'no'} files to ${target}.`,
      );
      if (made.files === null)
        console.info(
          `The files are in the S3 bucket ${config.uploads.s3!.bucket}: sync the bucket too (README, Backups).`,
        );
    } else {
      const done = await restoreBackup({ config, database }, target, { force });
      console.info(
        `Restored ${done.rows} rows of ${done.tables} tables and ${done.files ?? 'no'} files from ${target} (Inscriptions ${done.appVersion}).`,
      );
      if (done.files === null)
        console.info('The archive holds no files (they were in S3): restore the bucket too (README, Backups).');
      if (done.previousFiles) console.info(`The files the instance had before are in ${done.previousFiles}.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
