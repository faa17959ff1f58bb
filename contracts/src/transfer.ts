/*
 * The import/export CSV format (README "Import and export"): one file, one row per object, the `type`
 * column saying which. Both the server (parser, exporter) and the browser (template, upload limits) use it.
 */

export const TRANSFER_COLUMNS = [
  'type',
  'id',
  'inscription_id',
  'entry_id',
  'question_id',
  'name',
  'text',
  'category',
  'is_private',
  'is_important',
  'is_muted',
  'date',
  'question_type',
  'min',
  'max',
  'file',
] as const;
export type TransferColumn = (typeof TRANSFER_COLUMNS)[number];

export const TRANSFER_ROW_TYPES = ['inscription', 'question', 'entry', 'answer'] as const;
export type TransferRowType = (typeof TRANSFER_ROW_TYPES)[number];

/** Largest upload: a CSV, or a zip with the CSV and the recordings and images. */
export const TRANSFER_MAX_CSV_BYTES = 64 * 1024 * 1024;
export const TRANSFER_MAX_ZIP_BYTES = 1024 * 1024 * 1024;
/** Most data rows one import takes. */
export const TRANSFER_MAX_ROWS = 250_000;
/** An import reports at most this many row errors (and says how many more there were). */
export const TRANSFER_MAX_REPORTED_ERRORS = 200;
/** The CSV inside an export zip. */
export const TRANSFER_ZIP_CSV_NAME = 'inscriptions.csv';

/**
 * The export zip's layout. `manifest.json` carries the format version; an archive without one is format 1
 * (the CSV and its files only). Format 2 adds one JSON file per kind the CSV does not hold; a format 2
 * archive without one of them (e.g. from before data/inscriptions.json) imports as if it were empty.
 */
export const TRANSFER_FORMAT_VERSION = 2;
export const TRANSFER_MANIFEST_NAME = 'manifest.json';
export const TRANSFER_DATA_FILES = {
  profile: 'data/profile.json',
  inscriptions: 'data/inscriptions.json',
  socials: 'data/socials.json',
  reminders: 'data/reminders.json',
  questions: 'data/questions.json',
  wordTimings: 'data/word-timings.json',
  chatCategories: 'data/chat-categories.json',
  chats: 'data/chats.json',
  insights: 'data/insights.json',
  timeline: 'data/timeline.json',
} as const;
/** Largest JSON data file an import reads (each is read whole). */
export const TRANSFER_MAX_DATA_FILE_BYTES = 256 * 1024 * 1024;

/** What an import reports, kind by kind, in this order. */
export const TRANSFER_KINDS = [
  'profile',
  'socials',
  'reminders',
  'inscriptions',
  'questions',
  'entries',
  'answers',
  'files',
  'chatCategories',
  'chats',
  'chatMessages',
  'insights',
  'insightHistory',
  'timeline',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
export const TRANSFER_KIND_LABELS: Record<TransferKind, string> = {
  profile: 'Profile',
  socials: 'Social links',
  reminders: 'Reminders',
  inscriptions: 'Inscriptions',
  questions: 'Questions',
  entries: 'Entries',
  answers: 'Answers',
  files: 'Files (photo, logos, recordings)',
  chatCategories: 'Chat categories',
  chats: 'Chats',
  chatMessages: 'Chat messages',
  insights: 'Insights',
  insightHistory: 'Insight history',
  timeline: 'Timeline summaries',
};
/** Per kind: rows the import added, rows it changed, rows it found already as the archive has them. */
export interface TransferKindCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/** A spreadsheet treats a cell starting with one of these as a formula; exported text cells get a leading '. */
export const FORMULA_PREFIXES = ['=', '+', '-', '@'] as const;

export const TRANSFER_MESSAGES = {
  tooLarge: (maxBytes: number) => `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`,
  hasErrors: 'The file has errors, so nothing was imported. Fix the lines below and upload it again.',
  failed: 'Failed to import data, please try again.',
  exportFailed: 'Failed to export data, please try again.',
  notCsvOrZip: 'Choose a .csv file or an export .zip file.',
  newerFormat: (version: number) =>
    `The archive was made by a newer version of Inscriptions (format ${version}); this server reads formats up to ${TRANSFER_FORMAT_VERSION}.`,
} as const;

/** The template offered on ImportData: the header and one example of each row type. */
export const TRANSFER_TEMPLATE_CSV = [
  TRANSFER_COLUMNS.join(','),
  'inscription,my-idea,,,,Coffee cart,Notes on a coffee cart business,FOOD_BEVERAGE_TOBACCO,false,,,,,,,',
  'question,mood,my-idea,,,,How did today feel (1-5)?,,,,,,SCALE,1,5,',
  'entry,day-1,my-idea,,,First day,Sold 40 cups. Should I open earlier?,,true,false,false,2024-05-01T08:30:00Z,,,,',
  'answer,,,day-1,mood,,4,,,,,,,,,',
  '',
].join('\n');
