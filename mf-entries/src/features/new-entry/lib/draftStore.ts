import { createStore, del, get, set } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';

/** The entry being written, kept in IndexedDB so a reload or a crash does not lose it. */
export interface EntryDraft {
  title: string;
  text: string;
  isPrivate: boolean;
  isMuted?: boolean;
  /** yyyy-MM-dd */
  date: string;
  savedAt: string;
  /** Submitted without a network: sent as soon as the browser is back online. */
  queued?: boolean;
  /** The recording so far, a 16 kHz mono 16-bit WAV file (IndexedDB keeps ArrayBuffers everywhere, Blobs not in every engine). */
  audio?: ArrayBuffer | null;
  /** Answers typed in the QUESTIONS step, by question id. */
  answers?: Record<string, string>;
}

let store: UseStore | null = null;
function draftDb(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('inscriptions-entry-drafts', 'drafts');
  return store;
}

export const draftKey = (inscriptionId: string) => `new-entry:${inscriptionId}`;

/** Drafts are a convenience: storage failures (private mode, quota) are logged, never thrown. */
export async function loadDraft(inscriptionId: string): Promise<EntryDraft | null> {
  const db = draftDb();
  if (!db) return null;
  try {
    return (await get<EntryDraft>(draftKey(inscriptionId), db)) ?? null;
  } catch (error) {
    console.warn('Could not read the entry draft', error);
    return null;
  }
}

export async function saveDraft(inscriptionId: string, draft: EntryDraft): Promise<void> {
  const db = draftDb();
  if (!db) return;
  try {
    await set(draftKey(inscriptionId), draft, db);
  } catch (error) {
    console.warn('Could not save the entry draft', error);
  }
}

export async function clearDraft(inscriptionId: string): Promise<void> {
  const db = draftDb();
  if (!db) return;
  try {
    await del(draftKey(inscriptionId), db);
  } catch (error) {
    console.warn('Could not remove the entry draft', error);
  }
}
