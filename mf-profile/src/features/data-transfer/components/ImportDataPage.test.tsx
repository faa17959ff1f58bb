import { act, fireEvent, screen, within } from '@testing-library/react';
import { TRANSFER_KINDS } from '@inscriptions/contracts';
import { renderPage } from '../../../test/render';
import { uploadTransferFile, type ImportReport } from '../api/transfer';
import { ImportDataPage } from './ImportDataPage';

jest.mock('../api/transfer', () => ({ ...jest.requireActual('../api/transfer'), uploadTransferFile: jest.fn() }));
const upload = jest.mocked(uploadTransferFile);

const none = { created: 0, updated: 0, unchanged: 0 };
const kinds = Object.fromEntries(TRANSFER_KINDS.map((k) => [k, none])) as Extract<ImportReport, { ok: true }>['kinds'];

async function importZip() {
  await renderPage(<ImportDataPage />, { path: '/import-data' });
  const file = new File(['PK'], 'export.zip', { type: 'application/zip' });
  await act(async () => {
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
  });
}

describe('ImportDataPage', () => {
  it('shows what the import did, kind by kind, in a table with a header for each column and row', async () => {
    upload.mockResolvedValue({
      ok: true,
      formatVersion: 2,
      counts: { inscriptions: 1, questions: 0, entries: 3, answers: 0, files: 1 },
      kinds: {
        ...kinds,
        inscriptions: { created: 1, updated: 0, unchanged: 0 },
        entries: { created: 2, updated: 1, unchanged: 0 },
        chats: { created: 0, updated: 0, unchanged: 4 },
      },
    });
    await importZip();
    const done = await screen.findByTestId('import-done');
    expect(done).toHaveAttribute('role', 'status');
    expect(within(done).getByTestId('import-totals')).toHaveTextContent(
      'Import finished: 3 items added, 1 updated, 4 already there unchanged.',
    );
    const table = within(done).getByRole('table', { name: 'What the import did, by kind' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Kind', 'Added', 'Updated', 'Unchanged']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('rowheader')
          .concat(within(r).getAllByRole('cell'))
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Inscriptions', '1', '0', '0'],
      ['Entries', '2', '1', '0'],
      ['Chats', '0', '0', '4'],
    ]);
  });

  it("lists a damaged archive's errors by the file they are in, and says nothing was imported", async () => {
    upload.mockResolvedValue({
      ok: false,
      message: 'The file has errors, so nothing was imported. Fix the lines below and upload it again.',
      errors: [
        { line: 0, file: 'data/chats.json', reason: 'the file is not valid JSON: Unexpected end of JSON input' },
        { line: 4, reason: 'unknown inscription "nowhere": it is neither in the file nor one of yours.' },
      ],
      moreErrors: 0,
    });
    await importZip();
    const report = await screen.findByTestId('import-errors');
    expect(report).toHaveTextContent('nothing was imported');
    expect(
      within(report).getByRole('row', { name: /^data\/chats\.json the file is not valid JSON/ }),
    ).toBeInTheDocument();
    expect(within(report).getByRole('row', { name: /^4 unknown inscription "nowhere"/ })).toBeInTheDocument();
  });
});
