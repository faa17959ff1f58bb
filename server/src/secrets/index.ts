import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSecretBox, newEncryptionKey, parseEncryptionKeys, type SecretBox } from './secretBox';

export { createSecretBox, isSealed, newEncryptionKey, parseEncryptionKeys, sealingKeyIds, SecretBoxError, type SecretBox } from './secretBox';

/** Where the embedded default keeps its generated key. */
export const ENCRYPTION_KEY_FILE = 'encryption-key';

/**
 * The server's secret box: ENCRYPTION_KEY when set; else the key in DATA_DIR, generated at first start
 * (the configuration refuses production on PostgreSQL without ENCRYPTION_KEY). Instances sharing a
 * DATA_DIR share the file: the first one writes it.
 */
export function loadSecretBox(configured: string | undefined, dataDir: string, log?: { warn(obj: object, msg: string): void }): SecretBox {
  if (configured) return createSecretBox(parseEncryptionKeys(configured));
  const file = path.join(dataDir, ENCRYPTION_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  // Written whole under a name of this process's, then linked into place: an instance starting beside
  // this one finds the key file either absent or complete, never created and not yet written.
  if (!existsSync(file)) {
    const written = `${file}.${process.pid}.tmp`;
    writeFileSync(written, `${newEncryptionKey()}\n`, { mode: 0o600 });
    try {
      linkSync(written, file);
      log?.warn({ file }, 'generated the key that seals secrets at rest: back it up with the data (README, "Backups"), or set ENCRYPTION_KEY');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(written, { force: true });
    }
  }
  return createSecretBox(parseEncryptionKeys(readFileSync(file, 'utf8').trim()));
}

/** The ids of the keys an instance holds, without generating one (a restore checks its archive against them). */
export function heldKeyIds(configured: string | undefined, dataDir: string): string[] {
  const file = path.join(dataDir, ENCRYPTION_KEY_FILE);
  const value = configured ?? (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');
  return value ? parseEncryptionKeys(value).map((key) => key.id) : [];
}
