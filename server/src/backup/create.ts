import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import archiver, { type Archiver, type EntryData } from 'archiver';
import type { Config } from '../config';
import type { Database } from '../db';
import { dumpDatabase, tableFile } from '../db/dump';
import { localFilesRoot } from '../files';
import { MANIFEST_FILE, appVersion, localFileKeys, type BackupManifest } from './manifest';

/** The instance a backup is made of or restored into. */
export interface Instance {
  config: Config;
  database: Database;
}

export interface BackupSummary {
  tables: number;
  rows: number;
  /** Files archived; null when they are in S3 (not in the archive). */
  files: number | null;
}

/** Resolves once archiver has taken the entry (so the next file is read only then). */
const taken = (zip: Archiver, name: string) =>
  new Promise<void>((resolve) => {
    const onEntry = (entry: EntryData) => {
      if (entry.name !== name) return;
      zip.off('entry', onEntry);
      resolve();
    };
    zip.on('entry', onEntry);
  });

/** Adds the local store's files, one at a time (each is at most an upload's size limit). */
async function appendFiles(
  zip: Archiver,
  root: string,
  failed: Promise<never>,
): Promise<NonNullable<BackupManifest['files']>> {
  const files: NonNullable<BackupManifest['files']> = [];
  for (const key of await localFileKeys(root)) {
    const body = await readFile(path.join(root, ...key.split('/')));
    const name = `files/${key}`;
    const added = taken(zip, name);
    // Stored, not deflated: recordings and images are compressed already.
    zip.append(body, { name, store: true });
    await Promise.race([added, failed]);
    files.push({ key, size: body.length, sha256: createHash('sha256').update(body).digest('hex') });
  }
  return files;
}

/**
 * Writes a zip of the instance to `file`: the database as a dump (db/*.jsonl, one consistent snapshot),
 * the local store's files (files/<key>; with S3 the bucket is synced separately), and manifest.json.
 * It is written to `<file>.part` and renamed when complete, so an interrupted backup leaves no archive.
 */
export async function createBackup({ config, database }: Instance, file: string): Promise<BackupSummary> {
  const staging = await mkdtemp(path.join(tmpdir(), 'inscriptions-backup-'));
  const part = `${file}.part`;
  try {
    const dump = await dumpDatabase(database, staging);
    const zip = archiver('zip', { zlib: { level: 6 } });
    // Owner-only: the archive holds password hashes, authenticator secrets and signing keys.
    const out = createWriteStream(part, { mode: 0o600 });
    const written = finished(out);
    const failed = new Promise<never>((_resolve, reject) => {
      zip.on('error', reject);
      zip.on('warning', reject);
      out.on('error', reject);
    });
    failed.catch(() => undefined); // raced below; never left unhandled
    zip.pipe(out);
    for (const t of dump.tables) zip.file(path.join(staging, tableFile(t.name)), { name: tableFile(t.name) });
    const files = config.uploads.s3 ? null : await appendFiles(zip, localFilesRoot(config), failed);
    const manifest: BackupManifest = {
      format: 'inscriptions-backup',
      formatVersion: 1,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      database: dump,
      files,
    };
    zip.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: MANIFEST_FILE });
    await Promise.race([Promise.all([zip.finalize(), written]), failed]);
    await rename(part, file);
    return {
      tables: dump.tables.length,
      rows: dump.tables.reduce((n, t) => n + t.rows, 0),
      files: files?.length ?? null,
    };
  } catch (err) {
    await rm(part, { force: true });
    throw err;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
