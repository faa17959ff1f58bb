import {
  TRANSFER_KINDS,
  TRANSFER_KIND_LABELS,
  type TransferKind,
  type TransferKindCounts,
} from '@inscriptions/contracts';
import { styled } from '@inscriptions/shared/ui';

export const ReportTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a finished import did: a sentence with the totals, then a table of each kind it met. */
export function ImportSummary({ kinds }: { kinds: Record<TransferKind, TransferKindCounts> }) {
  const met = TRANSFER_KINDS.filter((k) => kinds[k].created + kinds[k].updated + kinds[k].unchanged > 0);
  const total = (field: keyof TransferKindCounts) => met.reduce((n, k) => n + kinds[k][field], 0);
  const [created, updated, unchanged] = [total('created'), total('updated'), total('unchanged')];
  return (
    <>
      <p style={{ marginTop: 0 }} data-testid="import-totals">
        Import finished: {plural(created, 'item added', 'items added')}, {updated} updated, {unchanged} already there
        unchanged.
      </p>
      {met.length ? (
        <ReportTable data-testid="import-kinds">
          <caption className="visually-hidden">What the import did, by kind</caption>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col" className="number">
                Added
              </th>
              <th scope="col" className="number">
                Updated
              </th>
              <th scope="col" className="number">
                Unchanged
              </th>
            </tr>
          </thead>
          <tbody>
            {met.map((k) => (
              <tr key={k}>
                <th scope="row">{TRANSFER_KIND_LABELS[k]}</th>
                <td className="number">{kinds[k].created}</td>
                <td className="number">{kinds[k].updated}</td>
                <td className="number">{kinds[k].unchanged}</td>
              </tr>
            ))}
          </tbody>
        </ReportTable>
      ) : (
        <p>The file held nothing to import.</p>
      )}
    </>
  );
}
