import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { newKey } from '../../files';
import { FileTooLargeError } from '../../files/store';
import { SNIFF_BYTES, sniff } from '../../files/sniff';
import type { Actor } from '../actor';
import type { ErrorReport } from './parse';
import type { Tally } from './upsert';

/** The files of an uploaded zip, by path. */
export interface ZipFiles {
  has(path: string): boolean;
  open(path: string): Promise<Readable>;
}

/** A file the archive names for one row: a logo, a recording or the profile photo. */
export interface FileJob {
  path: string;
  kind: 'logo' | 'audio' | 'profile';
  /** The stored id of the row it belongs to (inscription, entry, account). */
  rowId: string;
  /** Where the archive names it: its CSV line (0 for the profile's JSON), and its file for a JSON file. */
  line: number;
  file?: string;
  /** The file the row has now, if any. */
  currentKey: string | null;
}

class ZipDamaged extends Error {}

/** The zip entry's bytes; a read error of the zip (not of the store) becomes ZipDamaged. */
async function openTracked(zip: ZipFiles, path: string): Promise<Readable> {
  const body = await zip.open(path).catch((err: Error) => {
    throw new ZipDamaged(err.message);
  });
  body.once('error', (err) => Object.assign(err, { fromZip: true }));
  return body;
}

async function digest(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Whether the stored file holds exactly the zip entry's bytes. */
async function sameBytes(actor: Actor, key: string, zip: ZipFiles, path: string): Promise<boolean> {
  const stored = await actor.files.store.getStream(key);
  if (!stored) return false;
  const [a, b] = await Promise.all([digest(stored), digest(await openTracked(zip, path))]);
  return a === b;
}

const fromZip = (err: unknown): boolean =>
  err instanceof ZipDamaged || (err instanceof Error && (err as { fromZip?: boolean }).fromZip === true);

/**
 * Stores each file whose row does not already hold the same bytes (checking size and type as an upload
 * is checked); a file identical to the row's stays as it is. Problems go to the report. Returns the new
 * keys by job and every key stored (for the caller to remove if the import then fails).
 */
export async function storeFiles(
  actor: Actor,
  zip: ZipFiles,
  jobs: FileJob[],
  report: ErrorReport,
  tally: Tally,
  stored: string[],
): Promise<Map<FileJob, string>> {
  const keys = new Map<FileJob, string>();
  for (const job of jobs) {
    const where = (reason: string) => report.add(job.line, reason, job.file);
    const max = job.kind === 'audio' ? actor.files.limits.maxAudioBytes : actor.files.limits.maxImageBytes;
    try {
      if (job.currentKey && (await sameBytes(actor, job.currentKey, zip, job.path))) {
        tally.files.unchanged++;
        continue;
      }
      const key =
        job.kind === 'audio'
          ? newKey.audio(actor.userId, job.rowId)
          : job.kind === 'logo'
            ? newKey.logo(actor.userId, job.rowId)
            : newKey.profile(actor.userId);
      stored.push(key);
      await actor.files.store.putStream(key, await openTracked(zip, job.path), { maxBytes: max });
      if (!(await sniff(job.kind, (await actor.files.store.head(key, SNIFF_BYTES)) ?? Buffer.alloc(0)))) {
        where(
          `file "${job.path}" is not ${job.kind === 'audio' ? 'wav, webm, ogg or mp4 audio' : 'a jpeg or png image'}.`,
        );
        continue;
      }
      keys.set(job, key);
      tally.files[job.currentKey ? 'updated' : 'created']++;
    } catch (err) {
      if (err instanceof FileTooLargeError) where(`file "${job.path}" is larger than ${max} bytes.`);
      else if (fromZip(err)) where(`file "${job.path}" in the zip is damaged: ${(err as Error).message}`);
      else throw err;
    }
  }
  return keys;
}
