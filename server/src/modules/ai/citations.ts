import { lexicalSupport, splitSentences } from './nlp';

/** An entry an answer may cite as [E<n>] (n = 1-based position in the list given to the engine). */
export interface CitableEntry {
  id: string;
  name: string;
  transcript: string;
  dateRecorded: Date;
}

/** An entry citation kept after verification, with the passage that supports it. */
export interface VerifiedEntrySource {
  id: string;
  name: string;
  /** The entry's sentence that supports the answer's sentence citing it (shown on hover/focus). */
  passage: string;
  dateRecorded: string;
}

export interface VerifiedAnswer {
  /** The answer, entry markers renumbered to [E<n>] of `entrySources`; unsupported sentences end in [unsupported]. */
  content: string;
  entrySources: VerifiedEntrySource[];
  /** Sentences whose every entry citation was dropped. */
  unsupported: string[];
}

/** Share of a sentence's content words a passage must hold to support it. */
export const SUPPORT_THRESHOLD = 0.5;

const ENTRY_MARKER = /\s*\[E(\d+)\]/g;

/** The entry's title, sentence or pair of adjacent sentences that best supports `claim`, and how well. */
export function supportingPassage(claim: string, entry: CitableEntry): { passage: string; support: number } {
  const sentences = [entry.name, ...splitSentences(entry.transcript)];
  let best = { passage: '', support: 0 };
  sentences.forEach((sentence, i) => {
    for (const passage of [sentence, i > 0 && i + 1 < sentences.length ? `${sentence} ${sentences[i + 1]}` : null]) {
      if (!passage) continue;
      const support = lexicalSupport(claim, passage);
      if (support > best.support) best = { passage, support };
    }
  });
  return best;
}

/**
 * Checks every entry citation of an answer: a sentence citing [E<n>] keeps the citation only when
 * entry n holds a passage sharing at least SUPPORT_THRESHOLD of the sentence's content words; a
 * sentence left with no entry citation (it had some) is marked [unsupported]. Markers are renumbered
 * to the kept sources, and each source carries the passage that supports it.
 */
export function verifyCitations(answer: string, entries: CitableEntry[]): VerifiedAnswer {
  const sources: VerifiedEntrySource[] = [];
  const numberOf = new Map<string, number>();
  const unsupported: string[] = [];
  const paragraphs = answer.split(/(\n+)/);
  const out = paragraphs.map((paragraph) => {
    if (/^\n+$/.test(paragraph) || !/\[E\d+\]/.test(paragraph)) return paragraph;
    // Markers after a sentence's full stop ("… expensive. [E1]") belong to it: move them before the stop.
    const attached = paragraph.replace(/([.!?])((?:\s*\[E\d+\])+)/g, '$2$1');
    return splitSentences(attached)
      .map((sentence) => {
        const cited = [...sentence.matchAll(ENTRY_MARKER)].map((m) => Number(m[1]));
        if (cited.length === 0) return sentence;
        const claim = sentence.replace(ENTRY_MARKER, '').trim();
        const kept: number[] = [];
        for (const n of new Set(cited)) {
          const entry = entries[n - 1];
          if (!entry) continue;
          const { passage, support } = supportingPassage(claim, entry);
          if (support < SUPPORT_THRESHOLD) continue;
          let number = numberOf.get(entry.id);
          if (number === undefined) {
            sources.push({ id: entry.id, name: entry.name, passage, dateRecorded: entry.dateRecorded.toISOString() });
            number = sources.length;
            numberOf.set(entry.id, number);
          }
          kept.push(number);
        }
        // Markers sit before the sentence's closing punctuation or after it; put the kept ones at the end.
        const markers = kept.length ? ` ${kept.map((k) => `[E${k}]`).join('')}` : ' [unsupported]';
        if (!kept.length) unsupported.push(claim);
        return `${claim}${markers}`;
      })
      .join(' ');
  });
  return { content: out.join(''), entrySources: sources, unsupported };
}
