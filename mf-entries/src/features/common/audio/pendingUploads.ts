import { createStore, del, set, values } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';
import { failedTo, RECORDING } from '@inscriptions/contracts';
import { MutationError, runMutation } from '@inscriptions/shared/api';
import { uploadFile } from '@inscriptions/shared/forms';
import { entryAudioDocument } from '../api/operations';

/** A recording whose upload failed after its entry was created: kept on this device until it is sent. */
export interface PendingUpload {
  entryId: string;
  inscriptionId: string;
  /** The recording as it is uploaded: a 16 kHz mono 16-bit WAV file. */
  audio: ArrayBuffer;
  keptAt: string;
}

export const FAILED_TO_UPLOAD_RECORDING = failedTo('upload', 'the recording');

let store: UseStore | null = null;
function uploadsDb(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('inscriptions-pending-uploads', 'uploads');
  return store;
}
/** This page's copy: sending goes on where IndexedDB is missing or refuses (private mode, quota). */
const memory = new Map<string, PendingUpload>();

const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The recording could not be read'));
    reader.readAsArrayBuffer(blob);
  });

/** Keeps an entry's recording to send again (in IndexedDB, so a reload or a closed tab does not lose it). */
export async function keepPendingUpload(entry: { id: string; inscriptionId: string }, audio: Blob): Promise<void> {
  const upload: PendingUpload = {
    entryId: entry.id,
    inscriptionId: entry.inscriptionId,
    audio: await bytesOf(audio),
    keptAt: new Date().toISOString(),
  };
  memory.set(upload.entryId, upload);
  const db = uploadsDb();
  if (!db) return;
  try {
    await set(upload.entryId, upload, db);
  } catch (error) {
    console.warn('Could not keep the recording on this device; it is sent again while this page is open', error);
  }
}

/** The recordings of an inscription's entries still to send. */
export async function pendingUploadsOf(inscriptionId: string): Promise<PendingUpload[]> {
  const found = new Map(memory);
  const db = uploadsDb();
  if (db) {
    try {
      for (const upload of await values<PendingUpload>(db)) found.set(upload.entryId, upload);
    } catch (error) {
      console.warn('Could not read the recordings kept on this device', error);
    }
  }
  return [...found.values()].filter((u) => u.inscriptionId === inscriptionId);
}

export async function forgetPendingUpload(entryId: string): Promise<void> {
  memory.delete(entryId);
  const db = uploadsDb();
  if (!db) return;
  try {
    await del(entryId, db);
  } catch (error) {
    console.warn('Could not remove a sent recording from this device', error);
  }
}

/**
 * Sends a kept recording to a fresh upload URL of its entry, then forgets it. 'gone': the entry no longer
 * exists (deleted meanwhile), so there is nothing to attach it to and it is forgotten too. Throws while
 * the server or the network fails (it stays kept).
 */
export async function sendPendingUpload(upload: PendingUpload): Promise<'uploaded' | 'gone'> {
  let url: string | null | undefined;
  try {
    const entry = await runMutation(
      entryAudioDocument,
      { input: { id: upload.entryId } },
      { object: 'inscriptionEntry', failure: FAILED_TO_UPLOAD_RECORDING },
    );
    url = entry.audioUploadUrl;
  } catch (error) {
    if (!(error instanceof MutationError && error.code === '404')) throw error;
    await forgetPendingUpload(upload.entryId);
    return 'gone';
  }
  if (!url) throw new Error(FAILED_TO_UPLOAD_RECORDING);
  await uploadFile(url, new Blob([upload.audio], { type: RECORDING.mimeType }));
  await forgetPendingUpload(upload.entryId);
  return 'uploaded';
}
