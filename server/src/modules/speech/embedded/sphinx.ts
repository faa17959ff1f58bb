import path from 'node:path';
import type { Decoder, SoundSwallowerModule } from 'soundswallower' with { 'resolution-mode': 'import' };
import { SAMPLE_RATE } from '../protocol';
import { pronounce } from './lexicon';
import type { LanguageModel } from './languageModel';

/**
 * SoundSwallower (PocketSphinx compiled to WebAssembly, with its US English acoustic model and CMU
 * dictionary) behind a small API. Runs inside the engine's worker thread: decoding is CPU work that must not
 * hold the server's event loop.
 */

/** The C functions the package exports but does not type: building an FSG in memory (no temp files). */
interface FsgApi {
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  _decoder_logmath(decoder: number): number;
  _logmath_log(logmath: number, p: number): number;
  _fsg_model_init(name: number, logmath: number, lw: number, states: number): number;
  _fsg_model_word_add(fsg: number, word: number): number;
  _fsg_model_trans_add(fsg: number, from: number, to: number, logp: number, wid: number): void;
  _fsg_model_null_trans_add(fsg: number, from: number, to: number, logp: number): number;
  _fsg_set_states(fsg: number, start: number, final: number): void;
  _decoder_set_fsg(decoder: number, fsg: number): number;
  HEAPU8: Uint8Array;
}
type Module = SoundSwallowerModule & FsgApi;
type CDecoder = Decoder & { cdecoder: number };

export const MODEL_NAME = 'soundswallower-en-us';

let modulePromise: Promise<Module> | undefined;

function loadModule(): Promise<Module> {
  modulePromise ??= (async () => {
    const { default: createModule } = await import('soundswallower');
    // The package resolves its model relative to the page or cwd unless told where it lives.
    const modelBase = path.join(path.dirname(require.resolve('soundswallower')), 'model') + path.sep;
    return (await createModule({ modelBase } as Partial<SoundSwallowerModule>)) as Module;
  })();
  return modulePromise;
}

export interface DecodedWord {
  word: string;
  /** Seconds from the utterance's first sample. */
  start: number;
  end: number;
  confidence: number;
}

interface Segment {
  t: string;
  b: number;
  d: number;
  p: number;
  w?: Segment[];
}

/** Real words of a result: fillers, silences and null arcs out, alternate-pronunciation marks "(2)" off. */
function words(result: Segment): DecodedWord[] {
  return (result.w ?? [])
    .filter((s) => !/^(<.*>|\[.*\]|\(NULL\))$/.test(s.t))
    .map((s) => ({
      word: s.t.replace(/\(\d+\)$/, ''),
      start: round(s.b),
      end: round(s.b + s.d),
      confidence: round(s.p),
    }));
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const toFloat = (samples: Int16Array) => Float32Array.from(samples, (x) => x / 32768);

export class Sphinx {
  private constructor(
    private readonly module: Module,
    private readonly decoder: CDecoder,
  ) {}

  /** `wide`: beams wide enough that forced alignment reaches the end of a long text (about 20 % slower). */
  static async create(beams: 'default' | 'wide' = 'default'): Promise<Sphinx> {
    const module = await loadModule();
    const decoder = new module.Decoder({
      // Failures show in results (missing words), not as lines on stderr.
      loglevel: 'FATAL',
      samprate: SAMPLE_RATE,
      // Half-bit noise: digital silence (synthetic speech, some browsers' gated input) otherwise derails the
      // feature normalisation. A fixed seed keeps the decoding reproducible.
      dither: true,
      seed: 1,
      // Alternate pronunciations are added with the grammar's arcs (useLanguageModel): the decoder's own pass
      // scans every arc once per alternate, ~10 s for a 10,000-word grammar.
      fsgusealtpron: false,
      ...(beams === 'wide' ? { beam: 1e-80, pbeam: 1e-80, wbeam: 1e-60 } : {}),
    }) as CDecoder;
    await decoder.initialize();
    return new Sphinx(module, decoder);
  }

  /** Whether the dictionary has the word. */
  knows(word: string): boolean {
    return this.decoder.lookup_word(word) !== null;
  }

  /** Adds the words the dictionary lacks (g2p); returns those that got a pronunciation. */
  learn(candidates: Iterable<string>): string[] {
    const entries: [string, string][] = [];
    for (const word of new Set(candidates)) {
      if (this.knows(word)) continue;
      const phones = pronounce(word);
      if (phones) entries.push([word, phones]);
    }
    if (entries.length > 0) this.decoder.add_words(...entries);
    return entries.map(([w]) => w);
  }

  /**
   * Decodes with `lm` from now on, keeping at most `maxActiveHmms` HMMs a frame (the decoder's default is
   * 30,000). Words must be known (see learn); unknown ones are left out.
   */
  useLanguageModel(lm: LanguageModel, maxActiveHmms = 30_000): void {
    // The search reads it when the grammar is set.
    this.decoder.set_config('maxhmmpf', maxActiveHmms);
    const m = this.module;
    const logmath = m._decoder_logmath(this.decoder.cdecoder);
    const lw = Number(this.decoder.get_config('lw'));
    const logp = (p: number) => Math.round(m._logmath_log(logmath, p) * lw);
    const stateOf = new Map(lm.contexts.map((c, i) => [c.word, i + 1]));
    const fsg = this.withCString('lm', (name) => m._fsg_model_init(name, logmath, lw, lm.contexts.length + 1));
    m._fsg_set_states(fsg, 0, 0);
    // Each word's pronunciations ("read", "read(2)") get the word's arcs.
    const wids = lm.words.map((w) =>
      this.knows(w) ? this.pronunciations(w).map((v) => this.withCString(v, (p) => m._fsg_model_word_add(fsg, p))) : [],
    );
    const arc = (from: number, word: number, p: number) => {
      if (p <= 0) return;
      const to = stateOf.get(word) ?? 0;
      for (const wid of wids[word]!) m._fsg_model_trans_add(fsg, from, to, logp(p), wid);
    };
    lm.unigram.forEach((p, w) => arc(0, w, p));
    for (const context of lm.contexts) {
      const from = stateOf.get(context.word)!;
      for (const [w, p] of context.next) arc(from, w, p);
      m._fsg_model_null_trans_add(fsg, from, 0, logp(context.backoff));
    }
    if (m._decoder_set_fsg(this.decoder.cdecoder, fsg) < 0) throw new Error('the decoder refused the language model');
  }

  /** The dictionary's entries for `word`: itself and its alternates "word(2)", "word(3)"… */
  private pronunciations(word: string): string[] {
    const out = [word];
    while (this.knows(`${word}(${out.length + 1})`)) out.push(`${word}(${out.length + 1})`);
    return out;
  }

  start(): void {
    this.decoder.start();
  }

  /** Feeds 16 kHz samples; returns the partial hypothesis so far. */
  process(samples: Int16Array): string {
    this.decoder.process_audio(toFloat(samples), false, false);
    return this.hypothesis();
  }

  /** Ends the utterance; returns its words. */
  stop(): DecodedWord[] {
    this.decoder.stop();
    return words(this.decoder.get_alignment() as Segment);
  }

  /** Word timings of `transcript` (known words only, see learn) in one utterance of audio. */
  align(samples: Int16Array, transcript: string[]): DecodedWord[] {
    this.decoder.set_align_text(transcript.join(' '));
    this.decoder.start();
    this.decoder.process_audio(toFloat(samples), false, true);
    this.decoder.stop();
    return words(this.decoder.get_alignment() as Segment);
  }

  close(): void {
    this.decoder.delete();
  }

  private hypothesis(): string {
    return this.decoder
      .get_text()
      .split(/\s+/)
      .filter((w) => w && !/^(<.*>|\[.*\]|\(NULL\))$/.test(w))
      .map((w) => w.replace(/\(\d+\)$/, ''))
      .join(' ');
  }

  private cString(text: string): number {
    const bytes = Buffer.from(`${text}\0`, 'utf8');
    const pointer = this.module._malloc(bytes.length);
    this.module.HEAPU8.set(bytes, pointer);
    return pointer;
  }

  /** The C side copies names and words, so the buffer is freed right after the call. */
  private withCString<T>(text: string, use: (pointer: number) => T): T {
    const pointer = this.cString(text);
    try {
      return use(pointer);
    } finally {
      this.module._free(pointer);
    }
  }
}
