import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  TRANSFER_DATA_FILES,
  TRANSFER_FORMAT_VERSION,
  TRANSFER_MANIFEST_NAME,
  TRANSFER_MAX_DATA_FILE_BYTES,
  TRANSFER_MESSAGES,
  TRANSFER_ZIP_CSV_NAME,
  type TransferKind,
  type TransferKindCounts,
} from '@inscriptions/contracts';
import type { z } from 'zod';
import type { Actor } from '../actor';
import { dataSchemas, emptyData, manifestSchema, type ArchiveData, type DataFile } from './archive';
import { importParsed, type ImportCounts } from './importer';
import { ErrorReport, parseTransferCsv } from './parse';
import type { RowError } from './rows';
import { openZip, type OpenedZip } from './zip';

export { exportCsv, exportZip } from './exporter';

export type ImportReport =
  | { ok: true; formatVersion: number; counts: ImportCounts; kinds: Record<TransferKind, TransferKindCounts> }
  | { ok: false; message: string; errors: RowError[]; moreErrors: number };

/** A zip entry read whole as JSON and checked by a schema; problems go to the report, as null. */
async function readJson<S extends z.ZodType>(
  zip: OpenedZip,
  path: string,
  schema: S,
  report: ErrorReport,
): Promise<z.output<S> | null> {
  if (zip.size(path) > TRANSFER_MAX_DATA_FILE_BYTES) {
    report.add(0, `the file is larger than ${TRANSFER_MAX_DATA_FILE_BYTES} bytes.`, path);
    return null;
  }
  let text: string;
  try {
    const parts: Buffer[] = [];
    for await (const chunk of (await zip.open(path)) as Readable) parts.push(chunk as Buffer);
    text = Buffer.concat(parts).toString('utf8');
  } catch (err) {
    report.add(0, `the file is damaged in the zip: ${(err as Error).message}`, path);
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    report.add(0, `the file is not valid JSON: ${(err as Error).message}`, path);
    return null;
  }
  const checked = schema.safeParse(json);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues.slice(0, 20)) {
    report.add(0, `${issue.path.length ? `at ${issue.path.join('.')}: ` : ''}${issue.message}`, path);
  }
  return null;
}

/** The archive's JSON data (format 2 and later): what each file present holds. */
async function readData(zip: OpenedZip, report: ErrorReport): Promise<ArchiveData> {
  const data = emptyData();
  for (const [kind, path] of Object.entries(TRANSFER_DATA_FILES) as [DataFile, string][]) {
    if (!zip.has(path)) continue;
    const value = await readJson(zip, path, dataSchemas[kind], report);
    if (value !== null) (data as Record<DataFile, unknown>)[kind] = value;
  }
  return data;
}

/**
 * Imports a CSV, or an export zip (its manifest, inscriptions.csv, JSON data files and the files they
 * name), from a file on disk. A zip without a manifest is format 1 (the CSV and its files). Everything
 * is checked first; with any error nothing is written and the report lists where and why.
 */
export async function importFile(actor: Actor, path: string, format: 'csv' | 'zip'): Promise<ImportReport> {
  const report = new ErrorReport();
  const refused = (): ImportReport => ({
    ok: false,
    message: TRANSFER_MESSAGES.hasErrors,
    errors: report.errors,
    moreErrors: report.more,
  });
  if (format === 'csv') {
    // Cross-row checks (unknown inscription…) run even when some rows were refused: one report lists all.
    const parsed = await parseTransferCsv(createReadStream(path), report);
    const outcome = await importParsed(actor, parsed, report, null);
    return outcome.ok ? { ...outcome, formatVersion: 1 } : refused();
  }
  let zip;
  try {
    zip = await openZip(path);
  } catch (err) {
    report.add(0, `the file is not a readable zip: ${(err as Error).message}`);
    return refused();
  }
  try {
    let formatVersion = 1;
    if (zip.has(TRANSFER_MANIFEST_NAME)) {
      const manifest = await readJson(zip, TRANSFER_MANIFEST_NAME, manifestSchema, report);
      if (!manifest) return refused();
      if (manifest.formatVersion > TRANSFER_FORMAT_VERSION) {
        report.add(0, TRANSFER_MESSAGES.newerFormat(manifest.formatVersion), TRANSFER_MANIFEST_NAME);
        return refused();
      }
      formatVersion = manifest.formatVersion;
    }
    if (!zip.has(TRANSFER_ZIP_CSV_NAME)) {
      report.add(0, `the zip has no ${TRANSFER_ZIP_CSV_NAME}.`);
      return refused();
    }
    const parsed = await parseTransferCsv(await zip.open(TRANSFER_ZIP_CSV_NAME), report);
    const data = formatVersion >= 2 ? await readData(zip, report) : emptyData();
    const outcome = await importParsed(actor, parsed, report, zip, data);
    return outcome.ok ? { ...outcome, formatVersion } : refused();
  } finally {
    zip.close();
  }
}
