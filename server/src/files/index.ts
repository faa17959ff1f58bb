import path from 'node:path';
import type { Config } from '../config';
import { S3FileStore } from './s3';
import { LocalFileStore, UrlSigner, loadSigningSecret, newKey, type FileStore } from './store';

export { uploads, uploadMessages, type UploadAttachers, type UploadOwner, type UploadsOptions } from './routes';
export { LocalFileStore, UrlSigner, newKey, parseKey, type FileStore } from './store';

/** Upload URLs are valid 15 minutes, download URLs 1 hour. */
export const PUT_TTL_S = 15 * 60;
export const GET_TTL_S = 60 * 60;

export interface Files {
  store: FileStore;
  signer: UrlSigner;
  limits: { maxImageBytes: number; maxAudioBytes: number };
  /** Signed download URL of a stored key, or null. */
  url(key: string | null | undefined): string | null;
  /** A fresh key + signed upload URL for it. */
  uploadUrl: {
    logo(accountId: string, inscriptionId: string): string;
    audio(accountId: string, entryId: string): string;
    profile(accountId: string): string;
  };
  /** Deletes files after the database change committed; failures are logged, never thrown. */
  deleteQuietly(keys: (string | null | undefined)[], log: { warn(obj: unknown, msg: string): void }): Promise<void>;
}

/** Where the local store keeps the files (without S3). */
export const localFilesRoot = (config: Pick<Config, 'dataDir'>): string => path.join(config.dataDir, 'files');

export function createFiles(config: Pick<Config, 'dataDir' | 'publicUrl' | 'uploads'>): Files {
  const signer = new UrlSigner(loadSigningSecret(config.uploads.signingSecret, config.dataDir));
  const store: FileStore = config.uploads.s3
    ? new S3FileStore(config.uploads.s3, config.publicUrl, signer)
    : new LocalFileStore(localFilesRoot(config), config.publicUrl, signer);
  return {
    store,
    signer,
    limits: { maxImageBytes: config.uploads.maxImageBytes, maxAudioBytes: config.uploads.maxAudioBytes },
    url: (key) => (key ? store.signedGetUrl(key, GET_TTL_S) : null),
    uploadUrl: {
      logo: (a, i) => store.signedPutUrl(newKey.logo(a, i), PUT_TTL_S),
      audio: (a, e) => store.signedPutUrl(newKey.audio(a, e), PUT_TTL_S),
      profile: (a) => store.signedPutUrl(newKey.profile(a), PUT_TTL_S),
    },
    async deleteQuietly(keys, log) {
      for (const key of keys) {
        if (!key) continue;
        await store.delete(key).catch((err: unknown) => log.warn({ err, key }, 'could not delete a file'));
      }
    },
  };
}
