import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from '@inscriptions/shared/router';
import { useQueryClient } from '@inscriptions/shared/api';
import { hrefs } from '@inscriptions/shared/federation';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import {
  Button,
  Card,
  Muted,
  PageContainer,
  PageHeading,
  Skeleton,
  TextAreaInput,
  styled,
} from '@inscriptions/shared/ui';
import { askQuestion } from '../api/askStream';
import { addAnsweredMessages, CHAT_SESSION_GET_FAILED, useChatMessages, useChatSession } from '../api/chat';
import { AnswerMarkdown } from './AnswerMarkdown';
import { ChatMessageView } from './ChatMessageView';

const Conversation = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  align-items: center;
`;

const PendingQuestion = styled.p`
  margin: 0;
  font-weight: 600;
  white-space: pre-wrap;
`;

interface Streaming {
  question: string;
  text: string;
}

/**
 * A chat session: its questions and answers, an answer streaming in as it is generated, and a follow-up
 * question. A session of another inscription (the URL's inscription changed) leads to that inscription's
 * DataInsightsDetails.
 */
export function QuestionResultsPage() {
  const { inscriptionId = '', chatId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const session = useChatSession(chatId);
  const messages = useChatMessages(chatId);
  const [streaming, setStreaming] = useState<Streaming | null>(null);
  const [followUp, setFollowUp] = useState('');
  const asked = useRef<string | null>(null);

  async function ask(question: string, insightField?: string) {
    setStreaming({ question, text: '' });
    try {
      const done = await askQuestion({ inscriptionChatSessionId: chatId, question, insightField: insightField ?? null }, (event) => {
        if (event.delta) setStreaming((s) => (s ? { ...s, text: s.text + event.delta } : s));
      });
      await addAnsweredMessages(queryClient, chatId, done);
    } catch (err) {
      dispatch(showError((err as Error).message));
    } finally {
      setStreaming(null);
    }
  }

  // A question handed over by NewQuestion is asked once, then dropped from the history entry.
  const handedState = location.state as { ask?: string; insightField?: string } | null;
  const handed = handedState?.ask;
  const handedField = handedState?.insightField;
  useEffect(() => {
    if (!handed || asked.current === chatId || !session.data) return;
    asked.current = chatId;
    void navigate(location.pathname, { replace: true, state: null });
    void ask(handed, handedField);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per session and handed question
  }, [handed, chatId, session.data]);

  useEffect(() => {
    if (session.isError || messages.isError) dispatch(showError(CHAT_SESSION_GET_FAILED));
  }, [session.isError, messages.isError, dispatch]);

  if (session.isSuccess && (!session.data || session.data.inscriptionId !== inscriptionId)) {
    return <Navigate to={hrefs.dataInsightsDetails(inscriptionId)} replace />;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const question = followUp.trim();
    if (!question || streaming) return;
    setFollowUp('');
    void ask(question);
  }

  const title = session.data?.chatShortSummary || 'Answer';
  return (
    <PageContainer data-testid="page-QuestionResults" aria-labelledby="heading-QuestionResults">
      <PageHeading id="heading-QuestionResults">{title}</PageHeading>
      <Actions>
        <Link to={hrefs.priorQuestions(inscriptionId)}>Prior questions</Link>
        <Link to={hrefs.newQuestion(inscriptionId)}>New question</Link>
      </Actions>
      {session.isPending ? <Skeleton aria-hidden="true" /> : null}
      <Conversation aria-busy={streaming !== null}>
        {(messages.data ?? []).map((m) => (
          <ChatMessageView key={m.id} message={m} inscriptionId={inscriptionId} />
        ))}
        {messages.isSuccess && messages.data.length === 0 && !streaming ? <Muted>No questions yet in this session.</Muted> : null}
        {streaming ? (
          <>
            <PendingQuestion data-testid="chat-question">{streaming.question}</PendingQuestion>
            <Card data-testid="chat-streaming">
              {streaming.text ? (
                <AnswerMarkdown content={streaming.text} inscriptionId={inscriptionId} entrySources={[]} externalSources={[]} />
              ) : (
                <Muted role="status">Looking through your entries…</Muted>
              )}
            </Card>
          </>
        ) : null}
      </Conversation>
      <Card>
        <Form onSubmit={submit} noValidate>
          <TextAreaInput label="Ask a follow-up question" name="followUp" value={followUp} onChange={(e) => setFollowUp(e.target.value)} />
          <Actions>
            <Button type="submit" disabled={streaming !== null || !followUp.trim()}>
              {streaming ? 'Answering…' : 'Ask'}
            </Button>
          </Actions>
        </Form>
      </Card>
    </PageContainer>
  );
}
