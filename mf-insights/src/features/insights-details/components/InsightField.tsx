import { useEffect } from 'react';
import { Link } from '@inscriptions/shared/router';
import { FAILED_TO_FETCH_DIVE_DEEPER, NEW_QUESTION_PREFILL, type InsightField as FieldName } from '@inscriptions/shared/constants';
import { hrefs } from '@inscriptions/shared/federation';
import { reportError } from '@inscriptions/shared/store';
import { Button, Card, Muted, Skeleton, styled } from '@inscriptions/shared/ui';
import type { InscriptionDataInsightQuery } from '../../../generated/graphql';
import type { DiveDeeperResult } from '../../common/api/insights';

type Item = NonNullable<InscriptionDataInsightQuery['inscriptionDataInsight']>['fields'][number]['items'][number];
export interface SelectedItem {
  field: FieldName;
  topic: string;
  name: string;
}

const FieldCard = styled(Card)`
  display: grid;
  gap: 12px;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    display: grid;
    gap: 12px;
  }
`;
const Quote = styled.li`
  list-style: none;
  margin-left: -20px;
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  padding-left: 10px;
  q {
    font-style: italic;
  }
`;
const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
`;

/** Questions to open a chat about this field, prefilled and scoped to it. */
function DiveDeeper({ inscriptionId, field, questions }: { inscriptionId: string; field: FieldName; questions: DiveDeeperResult }) {
  useEffect(() => {
    if (questions.isError) reportError(FAILED_TO_FETCH_DIVE_DEEPER);
  }, [questions.isError]);
  const href = (question: string) =>
    `${hrefs.newQuestion(inscriptionId)}?${new URLSearchParams({ [NEW_QUESTION_PREFILL.question]: question, [NEW_QUESTION_PREFILL.field]: field })}`;
  return (
    <nav aria-label="Dive deeper" data-testid={`dive-deeper-${field}`}>
      <strong>Dive deeper</strong>
      {questions.isPending ? (
        <Skeleton $height="48px" />
      ) : questions.isError ? (
        <Muted>{FAILED_TO_FETCH_DIVE_DEEPER}</Muted>
      ) : (
        <ul>
          {questions.data.map((q) => (
            <li key={q}>
              <Link to={href(q)}>{q}</Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

export function InsightField(props: {
  inscriptionId: string;
  field: FieldName;
  title: string;
  items: Item[];
  questions: DiveDeeperResult;
  onShowHistory: (item: SelectedItem) => void;
}) {
  const { inscriptionId, field, title, items, questions, onShowHistory } = props;
  const headingId = `insight-field-${field}`;
  return (
    <FieldCard as="article" aria-labelledby={headingId} data-testid={`insight-field-${field}`}>
      <h3 id={headingId}>{title}</h3>
      {items.length === 0 ? (
        <Muted>Nothing found for this yet: it shows once your entries show it.</Muted>
      ) : (
        <ul>
          {items.map((item, n) => (
            <li key={item.name}>
              <ItemHead>
                <strong id={`${headingId}-item-${n}`}>{item.name}</strong>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-describedby={`${headingId}-item-${n}`}
                  onClick={() => onShowHistory({ field, topic: item.topic ?? item.name, name: item.name })}
                >
                  Over time
                </Button>
              </ItemHead>
              <p style={{ margin: '4px 0' }}>{item.reasoning}</p>
              <ul aria-label={`Evidence for ${item.name}`}>
                {item.sources.map((source) => (
                  <Quote key={`${source.entryId}-${source.quote}`}>
                    <q>{source.quote}</q>{' '}
                    <Link to={hrefs.entrySettings({ inscriptionId, entryId: source.entryId })} data-testid="evidence-link">
                      {source.entryName}, {new Date(source.dateRecorded).toLocaleDateString(undefined, { dateStyle: 'medium' })}
                    </Link>
                  </Quote>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <DiveDeeper inscriptionId={inscriptionId} field={field} questions={questions} />
    </FieldCard>
  );
}
