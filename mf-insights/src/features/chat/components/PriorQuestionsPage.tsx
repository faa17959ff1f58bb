import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from '@inscriptions/shared/router';
import { queryKeys, useQueryClient } from '@inscriptions/shared/api';
import { hrefs } from '@inscriptions/shared/federation';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Card, Muted, PageContainer, PageHeading, Skeleton, TextInput, styled } from '@inscriptions/shared/ui';
import {
  CHAT_CATEGORIES_GET_FAILED,
  CHAT_SESSION_GET_FAILED,
  createChatCategory,
  deleteChatCategory,
  deleteChatSession,
  moveChatSession,
  renameChatCategory,
  useChatCategories,
  useChatSessions,
} from '../api/chat';

/** Each category shows its first this many questions until opened (spec section 9). */
export const QUESTIONS_PER_CATEGORY = 3;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  justify-content: space-between;
  padding: 8px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    flex: 1 1 200px;
    overflow-wrap: anywhere;
  }
  select {
    min-height: 36px;
    max-width: 180px;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 8px 0;
  padding: 0;
`;
const Inline = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
  & > div {
    flex: 1 1 200px;
  }
`;
const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

type Session = { id: string; inscriptionChatSessionCategoryId?: string | null; chatShortSummary?: string | null };
type Category = { id: string; categoryName: string };

/** Past questions of an inscription, grouped in the user's categories (first 3 each), with category and session actions. */
export function PriorQuestionsPage() {
  const { inscriptionId = '' } = useParams();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const sessions = useChatSessions(inscriptionId);
  const categories = useChatCategories(inscriptionId);
  const [name, setName] = useState('');

  useEffect(() => {
    if (sessions.isError) dispatch(showError(CHAT_SESSION_GET_FAILED));
    if (categories.isError) dispatch(showError(CHAT_CATEGORIES_GET_FAILED));
  }, [sessions.isError, categories.isError, dispatch]);

  async function act(action: () => Promise<unknown>) {
    try {
      await action();
    } catch (err) {
      dispatch(showError((err as Error).message));
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.chat.sessions(inscriptionId) });
    await queryClient.invalidateQueries({ queryKey: queryKeys.chat.categories(inscriptionId) });
  }

  function addCategory(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    void act(() => createChatCategory(inscriptionId, name.trim())).then(() => setName(''));
  }

  const all = sessions.data ?? [];
  const cats = categories.data ?? [];
  const loading = sessions.isPending || categories.isPending;
  return (
    <PageContainer data-testid="page-PriorQuestions" aria-labelledby="heading-PriorQuestions">
      <PageHeading id="heading-PriorQuestions">Prior questions</PageHeading>
      <Header>
        <Muted>Your past questions about this Inscription, grouped by category.</Muted>
        <Link to={hrefs.newQuestion(inscriptionId)}>New question</Link>
      </Header>
      <Card>
        <Inline onSubmit={addCategory} aria-label="New category">
          <TextInput label="New category" value={name} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" disabled={!name.trim()}>
            Add category
          </Button>
        </Inline>
      </Card>
      {loading ? <Skeleton aria-hidden="true" /> : null}
      {!loading && all.length === 0 ? <Muted>No questions yet. Ask your first one.</Muted> : null}
      {cats.map((c) => (
        <CategoryCard
          key={c.id}
          category={c}
          categories={cats}
          sessions={all.filter((s) => s.inscriptionChatSessionCategoryId === c.id)}
          inscriptionId={inscriptionId}
          act={act}
        />
      ))}
      {all.some((s) => !s.inscriptionChatSessionCategoryId) ? (
        <CategoryCard
          category={null}
          categories={cats}
          sessions={all.filter((s) => !s.inscriptionChatSessionCategoryId)}
          inscriptionId={inscriptionId}
          act={act}
        />
      ) : null}
    </PageContainer>
  );
}

function CategoryCard({
  category,
  categories,
  sessions,
  inscriptionId,
  act,
}: {
  category: Category | null;
  categories: Category[];
  sessions: Session[];
  inscriptionId: string;
  act: (action: () => Promise<unknown>) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const title = category?.categoryName ?? 'No category';
  const shown = open ? sessions : sessions.slice(0, QUESTIONS_PER_CATEGORY);
  return (
    <Card as="section" aria-label={title} data-testid="chat-category">
      <Header>
        {renaming === null ? <h2>{title}</h2> : null}
        {category && renaming !== null ? (
          <Inline
            onSubmit={(e) => {
              e.preventDefault();
              if (renaming.trim()) void act(() => renameChatCategory(category.id, renaming.trim())).then(() => setRenaming(null));
            }}
          >
            <TextInput label="Category name" value={renaming} onChange={(e) => setRenaming(e.target.value)} />
            <Button type="submit">Save</Button>
            <Button type="button" $variant="ghost" onClick={() => setRenaming(null)}>
              Cancel
            </Button>
          </Inline>
        ) : null}
        {category && renaming === null ? (
          <div>
            <Button type="button" $variant="ghost" onClick={() => setRenaming(category.categoryName)}>
              Rename
            </Button>
            <Button
              type="button"
              $variant="danger"
              onClick={() => {
                if (window.confirm(`Delete the category “${title}” and its questions?`)) void act(() => deleteChatCategory(category.id));
              }}
            >
              Delete category
            </Button>
          </div>
        ) : null}
      </Header>
      {sessions.length === 0 ? <Muted>No questions in this category.</Muted> : null}
      <List>
        {shown.map((s) => (
          <Row key={s.id}>
            <Link to={hrefs.questionResults({ inscriptionId, chatId: s.id })}>{s.chatShortSummary || 'Untitled question'}</Link>
            <select
              aria-label={`Move “${s.chatShortSummary ?? 'question'}” to category`}
              value={s.inscriptionChatSessionCategoryId ?? ''}
              onChange={(e) => void act(() => moveChatSession(s.id, e.target.value || null))}
            >
              <option value="">No category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.categoryName}
                </option>
              ))}
            </select>
            <Button
              type="button"
              $variant="ghost"
              aria-label={`Delete “${s.chatShortSummary ?? 'question'}”`}
              onClick={() => void act(() => deleteChatSession(s.id))}
            >
              Delete
            </Button>
          </Row>
        ))}
      </List>
      {sessions.length > QUESTIONS_PER_CATEGORY ? (
        <Button type="button" $variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Show fewer' : `Show all ${sessions.length}`}
        </Button>
      ) : null}
    </Card>
  );
}
