import { createReadStream } from 'node:fs';
import { TRANSFER_MESSAGES, TRANSFER_ZIP_CSV_NAME } from '@inscriptions/contracts';
import type { Actor } from '../actor';
import { importParsed, type ImportCounts } from './importer';
import { ErrorReport, parseTransferCsv } from './parse';
import type { RowError } from './rows';
import { openZip } from './zip';

export { exportCsv, exportZip } from './exporter';

export type ImportReport =
  | { ok: true; counts: ImportCounts }
  | { ok: false; message: string; errors: RowError[]; moreErrors: number };

/**
 * Imports a CSV, or an export zip (its inscriptions.csv plus the files it names), from a file on disk.
 * Every line is checked first; with any error nothing is written and the report lists line and reason.
 */
export async function importFile(actor: Actor, path: string, format: 'csv' | 'zip'): Promise<ImportReport> {
  const report = new ErrorReport();
  const refused = (): ImportReport => ({ ok: false, message: TRANSFER_MESSAGES.hasErrors, errors: report.errors, moreErrors: report.more });
  if (format === 'csv') {
    // Cross-row checks (unknown inscription…) run even when some rows were refused: one report lists all.
    const parsed = await parseTransferCsv(createReadStream(path), report);
    const outcome = await importParsed(actor, parsed, report, null);
    return outcome.ok ? outcome : refused();
  }
  let zip;
  try {
    zip = await openZip(path);
  } catch (err) {
    report.add(0, `the file is not a readable zip: ${(err as Error).message}`);
    return refused();
  }
  try {
    if (!zip.has(TRANSFER_ZIP_CSV_NAME)) {
      report.add(0, `the zip has no ${TRANSFER_ZIP_CSV_NAME}.`);
      return refused();
    }
    const parsed = await parseTransferCsv(await zip.open(TRANSFER_ZIP_CSV_NAME), report);
    const outcome = await importParsed(actor, parsed, report, zip);
    return outcome.ok ? outcome : refused();
  } finally {
    zip.close();
  }
}
