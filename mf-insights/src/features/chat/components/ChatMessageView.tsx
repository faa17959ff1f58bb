import { useState } from 'react';
import { Link } from '@inscriptions/shared/router';
import { hrefs } from '@inscriptions/shared/federation';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Card, Muted, styled } from '@inscriptions/shared/ui';
import { rateChatMessage, type ChatMessage } from '../api/chat';
import { citableSources } from '../lib/markers';
import { AnswerMarkdown } from './AnswerMarkdown';

const Question = styled.p`
  margin: 0;
  font-weight: 600;
  white-space: pre-wrap;
`;
const Sources = styled.div`
  margin-top: 12px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  h3 {
    margin: 0;
    font-size: 0.95rem;
  }
  ol {
    margin: 0;
    padding-left: 20px;
  }
`;

const day = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : '';

/** One message: a question, or an answer with its sources and 'helpful' feedback. */
export function ChatMessageView({ message, inscriptionId }: { message: ChatMessage; inscriptionId: string }) {
  const dispatch = useAppDispatch();
  const [helpful, setHelpful] = useState(message.chatHelpful ?? null);
  if (message.chatRole === 'user') {
    return (
      <Question data-testid="chat-question">
        <span className="visually-hidden">You asked: </span>
        {message.chatContent}
      </Question>
    );
  }
  const web = citableSources(message.externalSources);
  async function toggleHelpful() {
    const next = helpful === true ? null : true;
    try {
      await rateChatMessage(message.id, next);
      setHelpful(next);
    } catch (err) {
      dispatch(showError((err as Error).message));
    }
  }
  return (
    <Card data-testid="chat-answer">
      <AnswerMarkdown
        content={message.chatContent}
        inscriptionId={inscriptionId}
        entrySources={message.inscriptionEntrySources}
        externalSources={message.externalSources}
      />
      <Sources>
        <h3>Entries cited</h3>
        {message.inscriptionEntrySources.length ? (
          <ol>
            {message.inscriptionEntrySources.map((s) => (
              <li key={s.id}>
                <Link to={hrefs.entrySettings({ inscriptionId, entryId: s.id })} data-testid="entry-source">
                  {s.name}
                </Link>{' '}
                <Muted as="span">{day(s.dateRecorded)}</Muted>
              </li>
            ))}
          </ol>
        ) : (
          <Muted>None</Muted>
        )}
        <h3>Web sources</h3>
        {web.length ? (
          <ol>
            {web.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {url}
                </a>
              </li>
            ))}
          </ol>
        ) : (
          <Muted>None</Muted>
        )}
      </Sources>
      <div style={{ marginTop: 12 }}>
        <Button type="button" $variant="secondary" aria-pressed={helpful === true} onClick={() => void toggleHelpful()}>
          {helpful === true ? 'Marked helpful' : 'Helpful'}
        </Button>
      </div>
    </Card>
  );
}
