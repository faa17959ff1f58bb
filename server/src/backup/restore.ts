import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadDatabase, occupiedTables, tableFile } from '../db/dump';
import { migrationsUpTo } from '../db/migrations';
import type { Config } from '../config';
import { localFilesRoot } from '../files';
import { SEALED_TABLES } from '../identity/sealing';
import { ENCRYPTION_KEY_FILE, heldKeyIds, sealingKeyIds } from '../secrets';
import { openBackupArchive } from './archive';
import type { Instance } from './create';
import { BackupError, localFileKeys, type BackupManifest } from './manifest';

export interface RestoreSummary {
  appVersion: string;
  tables: number;
  rows: number;
  /** Files restored; null when the archive holds none (it was made with files in S3). */
  files: number | null;
  /** Where the files the instance had before a forced restore were moved, if it had any. */
  previousFiles: string | null;
}

const list = (names: string[]) =>
  names.slice(0, 5).join(', ') + (names.length > 5 ? ` and ${names.length - 5} more` : '');

async function refuseNonEmpty({ config, database }: Instance, manifest: BackupManifest): Promise<void> {
  const tables = await occupiedTables(database);
  const files = manifest.files ? await localFileKeys(localFilesRoot(config)) : [];
  if (!tables.length && !files.length) return;
  const held = [
    tables.length ? `rows in ${list(tables)}` : '',
    files.length ? `${files.length} files in ${localFilesRoot(config)}` : '',
  ];
  throw new BackupError(
    `The target instance is not empty (${held.filter(Boolean).join('; ')}). Restore into an empty instance, or pass --force to replace its data.`,
  );
}

/**
 * Puts the unpacked archive in place: the files folder by renames (the previous one kept aside), then the
 * database in one transaction; if that fails, the files go back as they were. Then the current migrations
 * bring the data forward, as at a start.
 */
async function install(
  { config, database }: Instance,
  manifest: BackupManifest,
  staging: string,
): Promise<RestoreSummary> {
  const root = localFilesRoot(config);
  let previousFiles: string | null = null;
  if (manifest.files) {
    if ((await localFileKeys(root)).length) {
      previousFiles = `${root}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(root, previousFiles);
    } else {
      await rm(root, { recursive: true, force: true });
    }
    await mkdir(path.join(staging, 'files'), { recursive: true });
    await rename(path.join(staging, 'files'), root);
  }
  try {
    await loadDatabase(database, staging, manifest.database);
  } catch (err) {
    if (manifest.files) {
      await rm(root, { recursive: true, force: true });
      if (previousFiles) await rename(previousFiles, root);
    }
    throw err;
  }
  try {
    await database.migrate();
  } catch (err) {
    throw new Error(
      `The backup was restored as Inscriptions ${manifest.appVersion} had it, but this version's migrations then failed: ${(err as Error).message}`,
      {
        cause: err,
      },
    );
  }
  return {
    appVersion: manifest.appVersion,
    tables: manifest.database.tables.length,
    rows: manifest.database.tables.reduce((n, t) => n + t.rows, 0),
    files: manifest.files?.length ?? null,
    previousFiles,
  };
}

/**
 * The archive's secrets (identity/sealing.ts) are sealed with the source's key: refused before anything
 * is written unless this instance holds every key that sealed them.
 */
async function refuseUnopenableSecrets(file: string, config: Config, staging: string): Promise<void> {
  const held = new Set(heldKeyIds(config.encryptionKey, config.dataDir));
  const sealing = new Set<string>();
  // Only the identity's tables hold sealed values: the others (entries among them) are not read here.
  for (const table of SEALED_TABLES) {
    const dump = await readFile(path.join(staging, tableFile(table)), 'utf8').catch(() => '');
    for (const id of sealingKeyIds(dump)) sealing.add(id);
  }
  const missing = [...sealing].filter((id) => !held.has(id));
  if (missing.length) {
    throw new BackupError(
      `${file}'s secrets are sealed with the key${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, which this instance does not hold: set ENCRYPTION_KEY to list ${missing.length > 1 ? 'them' : 'it'} (or copy the source's ${ENCRYPTION_KEY_FILE} into DATA_DIR) and restore again.`,
    );
  }
}

/**
 * Restores a backup archive into the instance. Everything is checked before anything is written (the
 * archive against its manifest, the data's migrations against this version's, an empty target unless
 * `force`), and the database is replaced in one transaction: a failure leaves the instance as it was.
 */
export async function restoreBackup(instance: Instance, file: string, { force = false } = {}): Promise<RestoreSummary> {
  const { config } = instance;
  const archive = await openBackupArchive(file);
  try {
    const { manifest } = archive;
    try {
      migrationsUpTo(manifest.database.migrations);
    } catch (err) {
      throw new BackupError(
        `${file} (Inscriptions ${manifest.appVersion}) cannot be restored by this version: ${(err as Error).message}`,
      );
    }
    if (manifest.files && config.uploads.s3) {
      throw new BackupError(
        `${file} holds files from local disk, and this instance keeps its files in S3: restore it with S3_* unset, then copy ${localFilesRoot(config)} into the bucket (README, Backups).`,
      );
    }
    if (!force) await refuseNonEmpty(instance, manifest);
    // Unpacked beside the files folder, so that moving the files in is a rename.
    await mkdir(config.dataDir, { recursive: true });
    const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
    try {
      await archive.extractTo(staging);
      await refuseUnopenableSecrets(file, config, staging);
      return await install(instance, manifest, staging);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    archive.close();
  }
}
