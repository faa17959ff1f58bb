import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@inscriptions/shared/router';
import {
  CHAT_FETCH_USING,
  CHAT_QUERY_FROM,
  CHAT_TITLE_CHARS,
  previewOf,
  usesExternalAi,
  INSIGHT_SECTIONS,
  chatSharingNotice,
  NEW_QUESTION_PREFILL,
  type ChatFetchUsing,
  type ChatQueryFrom,
} from '@inscriptions/contracts';
import { useAiSettings, useOwnInscription } from '@inscriptions/shared/api';
import { hrefs } from '@inscriptions/shared/federation';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import {
  Button,
  Card,
  Muted,
  PageContainer,
  PageHeading,
  SelectInput,
  TextAreaInput,
  styled,
} from '@inscriptions/shared/ui';
import { createChatSession, useChatCategories, usePrepareAnswers } from '../api/chat';

export const QUERY_FROM_LABELS: Record<ChatQueryFrom, string> = {
  entries: 'My entries',
  internet: 'The internet',
  both: 'My entries and the internet',
};
export const FETCH_USING_LABELS: Record<ChatFetchUsing, string> = {
  relevance: 'Best match first',
  recency: 'Newest first',
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 8px 12px 12px;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 32px;
  }
`;
const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  align-items: center;
`;

/** A new chat session: the question, where answers come from, how entries are picked, and its category. */
export function NewQuestionPage() {
  const { inscriptionId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const settings = useAiSettings();
  const own = useOwnInscription(inscriptionId);
  const categories = useChatCategories(inscriptionId);
  usePrepareAnswers(inscriptionId);
  const [question, setQuestion] = useState(search.get(NEW_QUESTION_PREFILL.question) ?? '');
  // A dive-deeper link scopes the question to one insight field; unknown fields are ignored.
  const insightField =
    INSIGHT_SECTIONS.flatMap((s) => s.fields).find((f) => f.field === search.get(NEW_QUESTION_PREFILL.field)) ?? null;
  const [queryFrom, setQueryFrom] = useState<ChatQueryFrom>('entries');
  const [fetchUsing, setFetchUsing] = useState<ChatFetchUsing>('relevance');
  const [categoryId, setCategoryId] = useState(search.get('category') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const webSources = settings.data?.webSources === true;
  // What of this inscription an external model reads (nothing is said while the embedded AI answers).
  const sharing =
    settings.data && own.status === 'found'
      ? chatSharingNotice({
          external: usesExternalAi(settings.data.engine),
          inscriptionPrivate: own.inscription.isPrivate,
          allowExternalAi: own.inscription.allowExternalAi,
        })
      : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = question.trim();
    if (!text) return setError('Write a question first.');
    setBusy(true);
    try {
      const session = await createChatSession({
        inscriptionId,
        inscriptionChatSessionCategoryId: categoryId || null,
        chatShortSummary: previewOf(text, CHAT_TITLE_CHARS),
        queryFrom,
        fetchUsing,
      });
      await navigate(hrefs.questionResults({ inscriptionId, chatId: session.id }), {
        state: { ask: text, insightField: insightField?.field },
      });
    } catch (err) {
      dispatch(showError((err as Error).message));
      setBusy(false);
    }
  }

  return (
    <PageContainer data-testid="page-NewQuestion" aria-labelledby="heading-NewQuestion">
      <PageHeading id="heading-NewQuestion">Ask a question</PageHeading>
      <Muted>
        Answers quote your entries and link to each one. Dates work too: “last month”, “in June”, “since I started”.
      </Muted>
      {sharing ? (
        <Muted data-testid="external-ai-notice">
          {sharing} <Link to={hrefs.inscriptionDetails(inscriptionId)}>Inscription settings</Link>
        </Muted>
      ) : null}
      <Card>
        <Form onSubmit={(e) => void submit(e)} noValidate>
          {insightField ? (
            <Muted data-testid="insight-field">
              Dives deeper into the insight: <strong>{insightField.title}</strong>
            </Muted>
          ) : null}
          <TextAreaInput
            label="Your question"
            name="question"
            value={question}
            error={error}
            onChange={(e) => {
              setQuestion(e.target.value);
              setError(null);
            }}
          />
          <Fieldset>
            <legend>Answer from</legend>
            {CHAT_QUERY_FROM.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="queryFrom"
                  value={value}
                  checked={queryFrom === value}
                  disabled={value !== 'entries' && !webSources}
                  onChange={() => setQueryFrom(value)}
                />
                {QUERY_FROM_LABELS[value]}
              </label>
            ))}
            {settings.data && !webSources ? (
              <Muted data-testid="no-web-sources">
                Web sources: none. This server has no web search set up, so answers cite your entries only.
              </Muted>
            ) : null}
          </Fieldset>
          <SelectInput
            label="Pick entries by"
            value={fetchUsing}
            onChange={(e) => setFetchUsing(e.target.value as ChatFetchUsing)}
          >
            {CHAT_FETCH_USING.map((value) => (
              <option key={value} value={value}>
                {FETCH_USING_LABELS[value]}
              </option>
            ))}
          </SelectInput>
          <SelectInput label="Category" value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            <option value="">No category</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.categoryName}
              </option>
            ))}
          </SelectInput>
          <Actions>
            <Button type="submit" disabled={busy}>
              {busy ? 'Asking…' : 'Ask'}
            </Button>
            <Link to={hrefs.priorQuestions(inscriptionId)}>Prior questions</Link>
          </Actions>
        </Form>
      </Card>
    </PageContainer>
  );
}
