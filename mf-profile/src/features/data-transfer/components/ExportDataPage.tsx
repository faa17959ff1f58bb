import { useState } from 'react';
import { TRANSFER_MESSAGES } from '@inscriptions/contracts';
import { Button, Card, Muted, PageContainer, PageHeading, styled } from '@inscriptions/shared/ui';
import { downloadExport } from '../api/transfer';

const Page = styled(PageContainer)`
  max-width: 760px;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 16px 0;
`;

/** ExportData: Export CSV (every inscription, question, entry and answer) or a zip of everything the account holds. */
export function ExportDataPage() {
  const [busy, setBusy] = useState<'csv' | 'zip' | null>(null);
  const [message, setMessage] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);

  const run = async (format: 'csv' | 'zip') => {
    setBusy(format);
    setMessage(null);
    try {
      await downloadExport(format);
      setMessage({ kind: 'done', text: 'Your export has been downloaded.' });
    } catch {
      setMessage({ kind: 'failed', text: TRANSFER_MESSAGES.exportFailed });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page data-testid="page-ExportData" aria-labelledby="heading-ExportData">
      <PageHeading id="heading-ExportData">Export data</PageHeading>
      <Muted>
        The CSV holds all your inscriptions, questions, entries and answers, in the format Import Data reads. The zip
        holds everything: your profile and photo, social links, reminders, inscriptions with their logos, questions,
        entries with their recordings and word timings, answers, chats, insights with their history and timeline
        summaries, plus one Markdown file per entry. It imports back into an empty or an existing account, and importing
        it twice adds nothing.
      </Muted>
      <Actions>
        <Button type="button" disabled={busy !== null} onClick={() => void run('csv')}>
          {busy === 'csv' ? 'Exporting…' : 'Export CSV'}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy !== null} onClick={() => void run('zip')}>
          {busy === 'zip' ? 'Exporting…' : 'Export zip with recordings'}
        </Button>
      </Actions>
      {message ? (
        <Card role={message.kind === 'failed' ? 'alert' : 'status'} data-testid={`export-${message.kind}`}>
          {message.text}
        </Card>
      ) : null}
    </Page>
  );
}
