import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { ZipFiles } from './importFiles';

export interface OpenedZip extends ZipFiles {
  /** The entry's uncompressed size as the zip declares it (yauzl checks it while reading). */
  size(path: string): number;
  close(): void;
}

/** An uploaded zip on disk (yauzl reads the central directory; entries are streamed on demand). */
export async function openZip(file: string): Promise<OpenedZip> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true },
      (err, z) => (err ? reject(err) : resolve(z)),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return {
    has: (path) => entries.has(path),
    size: (path) => entries.get(path)?.uncompressedSize ?? 0,
    open: (path) =>
      new Promise<Readable>((resolve, reject) => {
        const entry = entries.get(path);
        if (!entry) return reject(new Error(`${path} is not in the zip`));
        zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream)));
      }),
    close: () => zip.close(),
  };
}
