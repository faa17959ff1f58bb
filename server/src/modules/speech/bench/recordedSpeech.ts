import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SAMPLE_RATE } from '../protocol';
import { parseWav } from '../wav';

/** Where Debian's `pocketsphinx-testdata` puts its recordings. */
export const POCKETSPHINX_TESTDATA = '/usr/share/pocketsphinx/test/data';

export interface RecordedUtterance {
  /** The set and the utterance's id, e.g. librivox/sense_and_sensibility_01_austen_64kb-0880. */
  name: string;
  reference: string;
  samples: Int16Array;
}

/**
 * The recordings of people speaking that ship with transcripts in `pocketsphinx-testdata`, 16 kHz mono
 * WAV: five sentences of a LibriVox reading (Sense and Sensibility) and five spoken card names. Null when
 * the package is not installed (the bench says so). Transcript lines read `<s> words </s> (id)`.
 */
export function recordedSpeech(root = POCKETSPHINX_TESTDATA): RecordedUtterance[] | null {
  const sets = [
    { set: 'librivox', transcripts: 'librivox/transcription' },
    { set: 'cards', transcripts: 'cards/cards.transcription' },
  ];
  if (!sets.every(({ transcripts }) => existsSync(path.join(root, transcripts)))) return null;
  const utterances: RecordedUtterance[] = [];
  for (const { set, transcripts } of sets) {
    for (const line of readFileSync(path.join(root, transcripts), 'utf8').split('\n')) {
      const match = /^<s>(.*)<\/s>\s*\((.+)\)\s*$/.exec(line.trim());
      if (!match) continue;
      const [, words, id] = match;
      const wav = parseWav(readFileSync(path.join(root, set, `${id!}.wav`)));
      if (wav.sampleRate !== SAMPLE_RATE || wav.channels !== 1) continue;
      utterances.push({ name: `${set}/${id!}`, reference: words!.trim().replace(/\s+/g, ' '), samples: wav.samples });
    }
  }
  return utterances;
}
