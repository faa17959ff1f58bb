import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { TRANSFER_COLUMNS, TRANSFER_MAX_REPORTED_ERRORS, TRANSFER_MAX_ROWS, type TransferColumn } from '@inscriptions/contracts';
import { RowRefused, toRow, type RowError, type TransferRow } from './rows';

export interface ParsedCsv {
  rows: TransferRow[];
  errors: RowError[];
  /** Errors past TRANSFER_MAX_REPORTED_ERRORS, counted but not listed. */
  moreErrors: number;
}

/** Collects row errors, listing the first TRANSFER_MAX_REPORTED_ERRORS. */
export class ErrorReport {
  readonly errors: RowError[] = [];
  more = 0;
  /** `file`: the archive's file the error is in, when it is not the only file (a zip's). */
  add(line: number, reason: string, file?: string): void {
    if (this.errors.length < TRANSFER_MAX_REPORTED_ERRORS) this.errors.push(file ? { line, reason, file } : { line, reason });
    else this.more++;
  }
  get count(): number {
    return this.errors.length + this.more;
  }
}

/**
 * Reads the whole CSV (csv-parse, streaming), checking the header and every row; `line` is the file's
 * line where the row starts (1 is the header). Rows with the wrong number of cells, unknown types, bad
 * values or formula cells become errors; the caller writes nothing while there is any.
 */
export async function parseTransferCsv(input: Readable, report = new ErrorReport()): Promise<ParsedCsv> {
  // relax_quotes: a quote inside an unquoted cell is text; a row csv-parse still cannot read is skipped
  // and reported by line, so one broken row does not hide the others' errors.
  const parser = input.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_records_with_error: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: 1_000_000,
    }),
  );
  parser.on('skip', (err: { message?: string; lines?: number }) => report.add(err.lines ?? 0, `the row is not valid CSV: ${err.message ?? 'unreadable'}`));
  let fatal = false;
  const rows: TransferRow[] = [];
  let header: string[] | null = null;
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const { record, info } = item;
      // info.lines is where the record ends; a quoted cell may span lines, so count back its newlines.
      const line = info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
      if (!header) {
        header = record.map((h) => h.trim().toLowerCase());
        const missing = TRANSFER_COLUMNS.filter((c) => !header!.includes(c));
        const unknown = header.filter((h) => !(TRANSFER_COLUMNS as readonly string[]).includes(h));
        if (missing.length || unknown.length) {
          report.add(
            line,
            [missing.length ? `missing column(s): ${missing.join(', ')}` : '', unknown.length ? `unknown column(s): ${unknown.join(', ')}` : '']
              .filter(Boolean)
              .join('; ') + `. The header must be: ${TRANSFER_COLUMNS.join(',')}`,
          );
          break;
        }
        continue;
      }
      if (record.length !== header.length) {
        report.add(line, `expected ${header.length} columns, found ${record.length}.`);
        continue;
      }
      if (rows.length >= TRANSFER_MAX_ROWS) {
        report.add(line, `a file may hold at most ${TRANSFER_MAX_ROWS} rows.`);
        break;
      }
      const cells = Object.fromEntries(header.map((h, i) => [h, record[i] ?? ''])) as Record<TransferColumn, string>;
      try {
        rows.push(toRow(cells, line));
      } catch (err) {
        if (!(err instanceof RowRefused)) throw err;
        report.add(line, err.message);
      }
    }
  } catch (err) {
    // Unbalanced quotes and the like: csv-parse says where.
    const e = err as { message?: string; lines?: number };
    fatal = true;
    report.add(e.lines ?? 0, `the file is not valid CSV: ${e.message ?? String(err)}`);
  }
  if (!header && !fatal) report.add(1, `the file is empty. The header must be: ${TRANSFER_COLUMNS.join(',')}`);
  return { rows, errors: report.errors, moreErrors: report.more };
}
