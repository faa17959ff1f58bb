import type { FileKind } from './store';

/** Bytes file-type needs to recognise every format we accept. */
export const SNIFF_BYTES = 4100;

/** Accepted formats per kind: detected extension → Content-Type served on GET. */
const ACCEPTED: Record<'image' | 'audio', Record<string, string>> = {
  image: { jpg: 'image/jpeg', png: 'image/png' },
  // What MediaRecorder produces (Chrome/Firefox: webm or ogg/opus; Safari: mp4/m4a) and plain wav.
  audio: {
    wav: 'audio/wav',
    webm: 'audio/webm',
    ogg: 'audio/ogg',
    opus: 'audio/ogg',
    oga: 'audio/ogg',
    mp4: 'audio/mp4',
    m4a: 'audio/mp4',
  },
};

export const mediaOf = (kind: FileKind): 'image' | 'audio' => (kind === 'audio' ? 'audio' : 'image');

/** Content-Type of the accepted format the bytes start with, or null. Never trusts names or headers. */
export async function sniff(kind: FileKind, head: Buffer): Promise<string | null> {
  const { fileTypeFromBuffer } = await import('file-type/core');
  const type = await fileTypeFromBuffer(head);
  if (!type) return null;
  return ACCEPTED[mediaOf(kind)][type.ext] ?? null;
}
