import { useId, useRef, useState } from 'react';
import {
  TRANSFER_MAX_CSV_BYTES,
  TRANSFER_MAX_ZIP_BYTES,
  TRANSFER_MESSAGES,
  TRANSFER_TEMPLATE_CSV,
} from '@inscriptions/contracts';
import { Button, Card, Muted, PageContainer, PageHeading, styled } from '@inscriptions/shared/ui';
import { saveBlob, uploadTransferFile, type ImportReport, type RowError } from '../api/transfer';
import { ImportSummary, ReportTable } from './ImportSummary';

const Page = styled(PageContainer)`
  max-width: 760px;
`;
const Steps = styled.ol`
  padding-left: 1.4em;
  display: grid;
  gap: 12px;
`;
/** Fixed columns: with automatic widths a long reason squeezed "Where" to a letter per line at 360 px. */
const ErrorsTable = styled(ReportTable)`
  table-layout: fixed;
  col.where {
    width: 38%;
  }
`;
const Progress = styled.progress`
  width: 100%;
  height: 12px;
`;
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

/** Where an error is: the CSV's line, or the zip's file (and line, for the zip's CSV); line 0 is the whole file. */
const whereOf = (e: RowError): string => (e.file ? (e.line ? `${e.file}, line ${e.line}` : e.file) : e.line ? String(e.line) : 'the file');

type State =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: number }
  | { phase: 'done'; report: ImportReport }
  | { phase: 'failed'; message: string };

/** ImportData: the CSV template and its 3 steps, then Upload CSV (or an export zip) with progress and a per-line report. */
export function ImportDataPage() {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [state, setState] = useState<State>({ phase: 'idle' });

  const upload = async (file: File) => {
    const max = /\.zip$/i.test(file.name) ? TRANSFER_MAX_ZIP_BYTES : TRANSFER_MAX_CSV_BYTES;
    if (!/\.(csv|zip)$/i.test(file.name)) return setState({ phase: 'failed', message: TRANSFER_MESSAGES.notCsvOrZip });
    if (file.size > max) return setState({ phase: 'failed', message: TRANSFER_MESSAGES.tooLarge(max) });
    setState({ phase: 'uploading', progress: 0 });
    try {
      const report = await uploadTransferFile(file, (progress) => setState({ phase: 'uploading', progress }));
      setState({ phase: 'done', report });
    } catch (err) {
      setState({ phase: 'failed', message: err instanceof Error ? err.message : TRANSFER_MESSAGES.failed });
    }
  };

  return (
    <Page data-testid="page-ImportData" aria-labelledby="heading-ImportData">
      <PageHeading id="heading-ImportData">Import data</PageHeading>
      <Muted>
        Bring inscriptions, entries, questions and answers in from a CSV file, or restore an export zip with everything
        it holds (profile, reminders, recordings, chats, insights, timeline summaries). Importing the same file again
        adds nothing.
      </Muted>
      <Steps>
        <li>
          <strong>Download the CSV template.</strong> It has the header and one example row of each kind.
          <div style={{ marginTop: 8 }}>
            <Button
              type="button"
              $variant="secondary"
              onClick={() =>
                saveBlob(new Blob([TRANSFER_TEMPLATE_CSV], { type: 'text/csv' }), 'inscriptions-template.csv')
              }
            >
              Download CSV template
            </Button>
          </div>
        </li>
        <li>
          <strong>Fill it in.</strong> One row per inscription, question, entry or answer; the <code>type</code> column
          says which. Give each row an <code>id</code> of your choice and refer to it from the rows that belong to it.
          Dates are ISO 8601 (2024-05-01 or 2024-05-01T08:30:00Z). Importing the same file again updates those rows
          instead of adding copies.
        </li>
        <li>
          <strong>Upload it.</strong> Every line is checked first: if any is wrong, nothing is imported and the lines
          are listed.
          <div style={{ marginTop: 8 }}>
            <HiddenInput
              ref={input}
              id={inputId}
              type="file"
              accept=".csv,.zip,text/csv,application/zip"
              data-testid="import-file"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void upload(file);
              }}
            />
            <Button type="button" disabled={state.phase === 'uploading'} onClick={() => input.current?.click()}>
              Upload CSV
            </Button>
          </div>
        </li>
      </Steps>

      {state.phase === 'uploading' ? (
        <div role="status">
          <label htmlFor={`${inputId}-progress`}>Uploading… {Math.round(state.progress * 100)}%</label>
          <Progress id={`${inputId}-progress`} max={1} value={state.progress} aria-label="Upload progress" />
        </div>
      ) : null}
      {state.phase === 'failed' ? (
        <Card role="alert" data-testid="import-failed">
          {state.message}
        </Card>
      ) : null}
      {state.phase === 'done' && state.report.ok ? (
        <Card role="status" data-testid="import-done">
          <ImportSummary kinds={state.report.kinds} />
        </Card>
      ) : null}
      {state.phase === 'done' && !state.report.ok ? (
        <Card role="alert" data-testid="import-errors">
          <p style={{ marginTop: 0 }}>{state.report.message}</p>
          <ErrorsTable>
            <caption className="visually-hidden">Where the file has errors, and why</caption>
            <colgroup>
              <col className="where" />
              <col />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">Where</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {state.report.errors.map((e, i) => (
                <tr key={`${e.line}-${i}`}>
                  <td>{whereOf(e)}</td>
                  <td>{e.reason}</td>
                </tr>
              ))}
            </tbody>
          </ErrorsTable>
          {state.report.moreErrors ? <p>…and {state.report.moreErrors} more.</p> : null}
        </Card>
      ) : null}
    </Page>
  );
}
