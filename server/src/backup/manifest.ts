import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { databaseDump, sha256Hex } from '../db/dump';
import { parseKey } from '../files/store';

/** A failure the person running the command can act on: printed without a stack. */
export class BackupError extends Error {}

export const MANIFEST_FILE = 'manifest.json';

/**
 * manifest.json of a backup archive (and of a release fixture, which is an unpacked archive without
 * files): what the archive holds, with a SHA-256 per entry, since zip readers do not check the CRC-32.
 */
export const backupManifest = z.object({
  format: z.literal('inscriptions-backup'),
  formatVersion: z.literal(1),
  appVersion: z.string().min(1),
  createdAt: z.string().min(1),
  database: databaseDump,
  /** The local store's files, under `files/<key>`; null when the archive holds none (files in S3, fixtures). */
  files: z
    .array(
      z.object({
        key: z.string().refine((key) => parseKey(key) !== null, { message: 'is not a file key' }),
        size: z.number().int().min(0),
        sha256: sha256Hex,
      }),
    )
    .nullable(),
});
export type BackupManifest = z.infer<typeof backupManifest>;

/** This server's version: server/package.json, from src/backup or dist/backup. */
export function appVersion(): string {
  return (JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string })
    .version;
}

export function parseManifest(text: string, source: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new BackupError(`${source} is not JSON: ${(err as Error).message}`);
  }
  const parsed = backupManifest.safeParse(json);
  if (!parsed.success)
    throw new BackupError(`${source} is not an Inscriptions backup manifest:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The manifest of an unpacked archive or a release fixture. */
export async function readManifest(dir: string): Promise<BackupManifest> {
  const file = path.join(dir, MANIFEST_FILE);
  return parseManifest(await readFile(file, 'utf8'), file);
}

/** Keys of the files under the local store's root, sorted; an interrupted upload's `.part` file is no key. */
export async function localFileKeys(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((key) => parseKey(key) !== null)
    .sort();
}
