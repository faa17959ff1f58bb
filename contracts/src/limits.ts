/** Sizes, counts and ranges (spec section 9 and the server's input limits). */

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const MAX_AUDIO_BYTES = 50 * 1024 * 1024;

export const ENTRIES_PAGE_SIZE = 15;
export const TIMELINE_PAGE_SIZE = 15;
/** The most items one page may ask for. */
export const MAX_PAGE_SIZE = 100;
export const PREVIEW_CHARS_DESKTOP = 160;
export const PREVIEW_CHARS_MOBILE = 80;

/** A preview of plain text: whitespace collapsed, at most `max` characters (not UTF-16 units), an ellipsis when cut. */
export function previewOf(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}\u2026`;
}

/** A chat session's title, made from its first question when the user gave none: a preview this long. */
export const CHAT_TITLE_CHARS = 120;

export const SEARCH_MAX_QUERY = 200;
export const SEARCH_MAX_RESULTS = 50;

/** Longest text of each kind of field; every other string input is a short one. */
export const TEXT_LIMITS = {
  id: 64,
  short: 200,
  long: 100_000,
  url: 2048,
  question: 10_000,
  chatShortSummary: 10_000,
  bio: 10_000,
  quote: 2_000,
} as const;

/** Field name → longest value; fields not listed get TEXT_LIMITS.short. */
export const FIELD_LIMITS: Readonly<Record<string, number>> = {
  about: TEXT_LIMITS.long,
  transcript: TEXT_LIMITS.long,
  answer: TEXT_LIMITS.long,
  question: TEXT_LIMITS.question,
  summary: TEXT_LIMITS.long,
  chatContent: TEXT_LIMITS.long,
  chatLongSummary: TEXT_LIMITS.long,
  chatShortSummary: TEXT_LIMITS.chatShortSummary,
  bio: TEXT_LIMITS.bio,
  quote: TEXT_LIMITS.quote,
  platformUserUrl: TEXT_LIMITS.url,
  externalSources: TEXT_LIMITS.url,
  id: TEXT_LIMITS.id,
  inscriptionId: TEXT_LIMITS.id,
  inscriptionEntryId: TEXT_LIMITS.id,
  inscriptionQuestionId: TEXT_LIMITS.id,
  inscriptionChatSessionId: TEXT_LIMITS.id,
  inscriptionChatSessionCategoryId: TEXT_LIMITS.id,
  userId: TEXT_LIMITS.id,
};
/** The most items an input list may hold. */
export const MAX_LIST_ITEMS = 1000;

export function fieldLimit(field: string): number {
  return FIELD_LIMITS[field] ?? TEXT_LIMITS.short;
}

/** Reminder repeat ranges (spec section 5): every 1–7 days or 1–4 weeks. */
export const REMINDER_FREQUENCY_RANGE = { DAILY: { min: 1, max: 7 }, WEEKLY: { min: 1, max: 4 } } as const;
/** All seven weekday bits set. */
export const ALL_WEEKDAYS_MASK = 127;

/** Question answer ranges. */
export const QUESTION_RANGE = { min: -1_000_000, max: 1_000_000 } as const;
/** Years a timeline summary may be about. */
export const TIMELINE_YEAR_RANGE = { min: 1900, max: 9999 } as const;
/** Chat categories show their first 3 questions; 3 dive-deeper questions per insight field; 11 timeline years. */
export const CATEGORY_PREVIEW_QUESTIONS = 3;
export const DIVE_DEEPER_PER_FIELD = 3;
export const TIMELINE_YEAR_CHOICES = 11;

/** The simulated delay of every task mock call (spec section 9). */
export const MOCK_TASK_DELAY_MS = 500;
/** An entry queued offline whose send found no network (one coming back) is sent again after this long. */
export const OFFLINE_SYNC_RETRY_MS = 3000;
/**
 * How often the client asks how a background job it waits for is doing (transcription, alignment,
 * timeline summaries, insight refresh): often enough for a progress bar to move, once a second.
 */
export const JOB_POLL_INTERVAL_MS = 1000;
/**
 * How long a page waits for a result the server writes in the background without a job it can follow
 * (a recording's word timings): after that it stops asking, as the job has failed or will not run.
 */
export const BACKGROUND_RESULT_WAIT_MS = 120_000;

/** Recording (spec section 9): audio/wav at 16 kHz mono, 128 kbit/s, a 1 s timeslice, a 10 s waveform. */
export const RECORDING = {
  mimeType: 'audio/wav',
  sampleRate: 16_000,
  bitrate: 128_000,
  timesliceMs: 1000,
  waveformWindowS: 10,
  skipSeconds: 10,
} as const;

/**
 * The longest recording: its 16 kHz mono 16-bit WAV file (a 44-byte header) fits MAX_AUDIO_BYTES, 27 min 18 s.
 * The recorder warns from RECORDING_WARN_SHARE of it and stops at it, keeping everything recorded.
 */
export const RECORDING_MAX_SAMPLES = Math.floor((MAX_AUDIO_BYTES - 44) / 2);
export const RECORDING_MAX_SECONDS = RECORDING_MAX_SAMPLES / RECORDING.sampleRate;
export const RECORDING_WARN_SHARE = 0.9;
/**
 * A recording whose upload failed stays on the device and is sent again after these delays, then every
 * last one, while its inscription's entries are open (and at once when the network comes back).
 */
export const AUDIO_UPLOAD_RETRY_DELAYS_MS = [2_000, 10_000, 30_000, 60_000] as const;

/** Live speech-to-text (spec section 9): Deepgram's live protocol parameters and the 100 ms chunks sent. */
export const LIVE_SPEECH = {
  language: 'en-US',
  encoding: 'linear16',
  sampleRate: 16_000,
  channels: 1,
  interimResults: true,
  utteranceEndMs: 1000,
  endpointingMs: 300,
  chunkMs: 100,
  keepAliveMs: 5000,
} as const;
