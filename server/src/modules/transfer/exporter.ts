import { PassThrough, Readable } from 'node:stream';
import archiver from 'archiver';
import { stringify } from 'csv-stringify';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  TRANSFER_COLUMNS,
  TRANSFER_DATA_FILES,
  TRANSFER_FORMAT_VERSION,
  TRANSFER_MANIFEST_NAME,
  TRANSFER_ZIP_CSV_NAME,
  type TransferColumn,
} from '@inscriptions/contracts';
import {
  entryQuestionAnswers,
  inscriptionEntries,
  inscriptionQuestions,
  inscriptions,
  users,
  type InscriptionEntryRow,
  type InscriptionRow,
} from '../../db/schema';
import { SNIFF_BYTES, sniff } from '../../files/sniff';
import type { Actor } from '../actor';
import { dataPages, profileJson } from './exportData';
import { jsonArray } from './exportPaging';
import { entryMarkdown, markdownPath } from './markdown';
import { neutralise } from './rows';

/** Rows read per query while exporting: memory stays flat whatever the account's size. */
const PAGE = 2000;

type Cells = Partial<Record<TransferColumn, string | number | boolean | null>>;
const TEXT_COLUMNS = new Set<TransferColumn>([
  'id',
  'inscription_id',
  'entry_id',
  'question_id',
  'name',
  'text',
  'question_type',
  'file',
]);

/** One CSV record in column order, text cells neutralised (formula injection). */
function record(cells: Cells): string[] {
  return TRANSFER_COLUMNS.map((c) => {
    const v = cells[c];
    if (v === null || v === undefined) return '';
    const s = String(v);
    return TEXT_COLUMNS.has(c) ? neutralise(s) : s;
  });
}

export interface ExportVisitor {
  inscription?(row: InscriptionRow): Promise<void> | void;
  entry?(
    row: InscriptionEntryRow,
    inscription: InscriptionRow,
    answers: { question: string; answer: string }[],
  ): Promise<void> | void;
}

export interface ExportFileNames {
  logo(row: InscriptionRow): string | null;
  audio(row: InscriptionEntryRow): string | null;
}

const noFiles: ExportFileNames = { logo: () => null, audio: () => null };

/** Every row of the actor's data, in an order an import can read top to bottom, page by page. */
async function* exportRecords(actor: Actor, names: ExportFileNames, visitor: ExportVisitor): AsyncGenerator<string[]> {
  yield [...TRANSFER_COLUMNS];
  const own = await actor.db
    .select()
    .from(inscriptions)
    .where(eq(inscriptions.userId, actor.userId))
    .orderBy(asc(inscriptions.dateCreated), asc(inscriptions.id));
  for (const ins of own) {
    await visitor.inscription?.(ins);
    yield record({
      type: 'inscription',
      id: ins.id,
      name: ins.name,
      text: ins.about,
      category: ins.category,
      is_private: ins.isPrivate,
      file: names.logo(ins),
    });
    const questions = await actor.db
      .select()
      .from(inscriptionQuestions)
      .where(eq(inscriptionQuestions.inscriptionId, ins.id))
      .orderBy(asc(inscriptionQuestions.id));
    const questionText = new Map(questions.map((q) => [q.id, q.question]));
    for (const q of questions) {
      yield record({
        type: 'question',
        id: q.id,
        inscription_id: ins.id,
        text: q.question,
        question_type: q.questionType,
        min: q.min,
        max: q.max,
      });
    }
    // Oldest first, keyset-paged on (date_recorded, id): the entries' paging index serves it.
    // The cursor is the timestamp as PostgreSQL's text: a JS Date would drop its microseconds.
    let after: (InscriptionEntryRow & { cursor: string }) | null = null;
    for (;;) {
      const entries: (InscriptionEntryRow & { cursor: string })[] = await actor.db
        .select({
          ...getTableColumns(inscriptionEntries),
          cursor: sql<string>`${inscriptionEntries.dateRecorded}::text`,
        })
        .from(inscriptionEntries)
        .where(
          and(
            eq(inscriptionEntries.inscriptionId, ins.id),
            after
              ? sql`(${inscriptionEntries.dateRecorded}, ${inscriptionEntries.id}) > (${after.cursor}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(inscriptionEntries.dateRecorded), asc(inscriptionEntries.id))
        .limit(PAGE);
      if (!entries.length) break;
      after = entries[entries.length - 1]!;
      const answers = await actor.db
        .select()
        .from(entryQuestionAnswers)
        .where(
          inArray(
            entryQuestionAnswers.inscriptionEntryId,
            entries.map((e) => e.id),
          ),
        )
        .orderBy(asc(entryQuestionAnswers.inscriptionEntryId), asc(entryQuestionAnswers.inscriptionQuestionId));
      for (const e of entries) {
        const own = answers.filter((a) => a.inscriptionEntryId === e.id);
        await visitor.entry?.(
          e,
          ins,
          own.map((a) => ({ question: questionText.get(a.inscriptionQuestionId) ?? '', answer: a.answer })),
        );
        yield record({
          type: 'entry',
          id: e.id,
          inscription_id: ins.id,
          name: e.name,
          text: e.transcript,
          is_private: e.isPrivate,
          is_important: e.isImportant,
          is_muted: e.isMuted,
          date: e.dateRecorded.toISOString(),
          file: names.audio(e),
        });
        for (const a of own)
          yield record({ type: 'answer', entry_id: e.id, question_id: a.inscriptionQuestionId, text: a.answer });
      }
      if (entries.length < PAGE) break;
    }
  }
}

/** The actor's data as one CSV stream (csv-stringify quotes what needs quoting). */
export function exportCsv(actor: Actor, names: ExportFileNames = noFiles, visitor: ExportVisitor = {}): Readable {
  const csv = stringify();
  // pipe() does not forward errors: a failed read must end the download as failed, not hang it.
  return Readable.from(exportRecords(actor, names, visitor))
    .on('error', (err) => csv.destroy(err))
    .pipe(csv);
}

async function fileExtension(actor: Actor, key: string, kind: 'audio' | 'logo' | 'profile'): Promise<string | null> {
  const head = await actor.files.store.head(key, SNIFF_BYTES);
  const type = head && (await sniff(kind, head));
  if (!type) return null;
  return (
    {
      'audio/wav': 'wav',
      'audio/webm': 'webm',
      'audio/ogg': 'ogg',
      'audio/mp4': 'm4a',
      'image/jpeg': 'jpg',
      'image/png': 'png',
    }[type] ?? null
  );
}

/**
 * A zip (archiver, streamed): the manifest, the CSV, one JSON file per kind the CSV does not hold, the
 * profile photo and the recordings and logos the CSV names, and one Markdown file per entry. Files are
 * looked up before the CSV is written, so the CSV names only files the zip holds.
 */
export async function exportZip(actor: Actor): Promise<Readable> {
  const zip = archiver('zip', { zlib: { level: 6 } });
  const out = new PassThrough();
  zip.on('error', (err) => out.destroy(err));
  zip.pipe(out);

  // Names of the files, found by sniffing each stored file once.
  const audio = new Map<string, string>();
  const logos = new Map<string, string>();
  const own = await actor.db.select().from(inscriptions).where(eq(inscriptions.userId, actor.userId));
  for (const ins of own) {
    const ext = ins.logoImageKey ? await fileExtension(actor, ins.logoImageKey, 'logo') : null;
    if (ext) logos.set(ins.id, `images/${ins.id}-logo.${ext}`);
  }
  const withAudio = await actor.db
    .select({ id: inscriptionEntries.id, key: inscriptionEntries.audioKey })
    .from(inscriptionEntries)
    .innerJoin(inscriptions, eq(inscriptions.id, inscriptionEntries.inscriptionId))
    .where(and(eq(inscriptions.userId, actor.userId)));
  for (const e of withAudio) {
    const ext = e.key ? await fileExtension(actor, e.key, 'audio') : null;
    if (ext) audio.set(e.id, `audio/${e.id}.${ext}`);
  }
  const names: ExportFileNames = { logo: (i) => logos.get(i.id) ?? null, audio: (e) => audio.get(e.id) ?? null };
  const [profile] = await actor.db.select({ key: users.profileImageKey }).from(users).where(eq(users.id, actor.userId));
  const photoExt = profile?.key ? await fileExtension(actor, profile.key, 'profile') : null;
  const photo = photoExt ? `images/profile.${photoExt}` : null;

  const manifest = { formatVersion: TRANSFER_FORMAT_VERSION, exportedAt: new Date().toISOString() };
  zip.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: TRANSFER_MANIFEST_NAME });
  zip.append(`${JSON.stringify(await profileJson(actor, photo), null, 2)}\n`, { name: TRANSFER_DATA_FILES.profile });

  const markdown: { name: string; body: string }[] = [];
  const usedNames = new Set<string>();
  const csv = exportCsv(actor, names, {
    entry: (e, ins, answers) => {
      markdown.push({ name: markdownPath(ins, e, usedNames), body: entryMarkdown(ins, e, answers, names.audio(e)) });
    },
  });
  zip.append(csv, { name: TRANSFER_ZIP_CSV_NAME });
  for (const [file, pages] of Object.entries(dataPages) as [
    keyof typeof dataPages,
    (typeof dataPages)[keyof typeof dataPages],
  ][]) {
    zip.append(
      Readable.from(jsonArray(pages(actor))).on('error', (err) => out.destroy(err)),
      { name: TRANSFER_DATA_FILES[file] },
    );
  }

  void (async () => {
    try {
      // archiver reads its queue in order: wait for the CSV to be read before adding what it collected.
      await new Promise<void>((resolve, reject) => csv.on('end', resolve).on('error', reject));
      for (const m of markdown.splice(0)) zip.append(m.body, { name: m.name });
      // One stored file open at a time: each is added once archiver has taken the one before.
      const files = [
        { name: photo ?? undefined, key: profile?.key ?? null },
        ...own.map((ins) => ({ name: logos.get(ins.id), key: ins.logoImageKey })),
        ...withAudio.map((e) => ({ name: audio.get(e.id), key: e.key })),
      ];
      for (const { name, key } of files) {
        const body = name && key ? await actor.files.store.getStream(key) : null;
        if (!name || !body) continue;
        const added = new Promise<void>((resolve) => {
          const onEntry = (entry: { name: string }) => {
            if (entry.name !== name) return;
            zip.off('entry', onEntry);
            resolve();
          };
          zip.on('entry', onEntry);
        });
        zip.append(body, { name });
        await added;
      }
      await zip.finalize();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}
