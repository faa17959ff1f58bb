import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { tableFile } from '../db/dump';
import { BackupError, MANIFEST_FILE, parseManifest, type BackupManifest } from './manifest';

/** Larger than any manifest (about 150 bytes a file): a bigger one is not ours. */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

export interface BackupArchive {
  manifest: BackupManifest;
  /** Writes every entry under `dir` (same names), checking each one's SHA-256 and size against the manifest. */
  extractTo(dir: string): Promise<void>;
  close(): void;
}

/** What the manifest says the archive holds besides itself: entry name → expected digest (and size). */
function expectedEntries(manifest: BackupManifest): Map<string, { sha256: string; size?: number }> {
  const entries = new Map<string, { sha256: string; size?: number }>();
  for (const t of manifest.database.tables) entries.set(tableFile(t.name), { sha256: t.sha256 });
  for (const f of manifest.files ?? []) entries.set(`files/${f.key}`, { sha256: f.sha256, size: f.size });
  return entries;
}

const openStream = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))),
  );

async function readSmall(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  if (entry.uncompressedSize > MAX_MANIFEST_BYTES)
    throw new BackupError(`${MANIFEST_FILE} is larger than ${MAX_MANIFEST_BYTES} bytes`);
  const chunks: Buffer[] = [];
  for await (const chunk of await openStream(zip, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Opens a backup archive (zip) and checks it before anything is restored from it: a readable zip, a valid
 * manifest, and exactly the entries the manifest lists.
 */
export async function openBackupArchive(file: string): Promise<BackupArchive> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true },
      (err, z) =>
        err ? reject(new BackupError(`${file} is not a readable backup archive (zip): ${err.message}`)) : resolve(z),
    ),
  );
  try {
    const entries = new Map<string, yauzl.Entry>();
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', (err: Error) => reject(new BackupError(`${file} is a damaged zip: ${err.message}`)));
      zip.readEntry();
    });
    const manifestEntry = entries.get(MANIFEST_FILE);
    if (!manifestEntry) throw new BackupError(`${file} is not an Inscriptions backup: it has no ${MANIFEST_FILE}`);
    const manifest = parseManifest(await readSmall(zip, manifestEntry), `${file}: ${MANIFEST_FILE}`);
    const expected = expectedEntries(manifest);
    const missing = [...expected.keys()].filter((name) => !entries.has(name));
    const unexpected = [...entries.keys()].filter((name) => name !== MANIFEST_FILE && !expected.has(name));
    if (missing.length || unexpected.length) {
      const list = (names: string[]) =>
        names.slice(0, 5).join(', ') + (names.length > 5 ? ` and ${names.length - 5} more` : '');
      throw new BackupError(
        `${file} does not match its manifest:${missing.length ? ` missing ${list(missing)};` : ''}${unexpected.length ? ` not listed ${list(unexpected)}` : ''}`,
      );
    }
    return {
      manifest,
      async extractTo(dir) {
        for (const [name, want] of expected) {
          const target = path.join(dir, ...name.split('/'));
          await mkdir(path.dirname(target), { recursive: true });
          const hash = createHash('sha256');
          let size = 0;
          const digest = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              hash.update(chunk);
              size += chunk.length;
              done(null, chunk);
            },
          });
          try {
            await pipeline(
              await openStream(zip, entries.get(name)!),
              digest,
              createWriteStream(target, { mode: 0o600 }),
            );
          } catch (err) {
            throw new BackupError(`${file}: ${name} cannot be read: ${(err as Error).message}`);
          }
          if (hash.digest('hex') !== want.sha256 || (want.size !== undefined && size !== want.size)) {
            throw new BackupError(`${file}: ${name} is damaged (its content does not match the manifest's SHA-256)`);
          }
        }
      },
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw err;
  }
}
