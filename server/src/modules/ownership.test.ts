import { timelineEntries } from '../db/schema';
import { BACKENDS } from '../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../test/services';
import type { Actor } from './actor';
import { createChatCategory, createChatMessage, createChatSession } from './chat/service';
import { createAnswer, createEntry, createQuestion } from './entries/service';
import { NotFoundError } from './errors';
import { createInscription } from './inscriptions/service';
import { owned, requireOwned, type OwnedKind } from './ownership';
import { createReminder } from './reminders/service';
import { createSocial } from './users/service';

describe.each(BACKENDS)('the ownership map (%s)', (kind) => {
  let env: ServiceTestEnv;
  let statements = 0;
  let a: Actor;
  let b: Actor;
  const ids = {} as Record<OwnedKind, string>;
  beforeAll(async () => {
    env = await createServiceTestEnv(kind, { onQuery: () => void statements++ });
    a = await env.newActor();
    b = await env.newActor();
    const inscription = await createInscription(a, { name: 'Journal', about: 'Mine' });
    const entry = await createEntry(a, { inscriptionId: inscription.id, name: 'Entry', transcript: '' });
    const question = await createQuestion(a, { inscriptionId: inscription.id, questionType: 'TEXT', question: 'Q' });
    const answer = await createAnswer(a, { inscriptionEntryId: entry.id, inscriptionQuestionId: question.id, answer: 'A' });
    const [timelineEntry] = await a.db
      .insert(timelineEntries)
      .values({ inscriptionId: inscription.id, summary: 'S', scale: 'YEAR', year: 2026 })
      .returning();
    const chatCategory = await createChatCategory(a, { inscriptionId: inscription.id, categoryName: 'C' });
    const chatSession = await createChatSession(a, { inscriptionId: inscription.id });
    const chatMessage = await createChatMessage(a, { inscriptionChatSessionId: chatSession.id, chatContent: 'M' });
    const reminder = await createReminder(a, {});
    const social = await createSocial(a, { platformUserUrl: 'https://example.org' });
    Object.assign(ids, {
      inscription: inscription.id,
      entry: entry.id,
      question: question.id,
      answer: answer.id,
      timelineEntry: timelineEntry!.id,
      chatCategory: chatCategory.id,
      chatSession: chatSession.id,
      chatMessage: chatMessage.id,
      reminder: reminder.id,
      social: social.id,
    });
  });
  afterAll(async () => {
    await env.close();
  });

  const kinds: OwnedKind[] = [
    'inscription',
    'entry',
    'question',
    'answer',
    'timelineEntry',
    'chatCategory',
    'chatSession',
    'chatMessage',
    'reminder',
    'social',
  ];

  it.each(kinds)('%s: the owner gets the row, anyone else null, each in one query', async (k) => {
    statements = 0;
    expect(await owned(a, k, ids[k])).toMatchObject({ id: ids[k] });
    expect(await owned(b, k, ids[k])).toBeNull();
    expect(statements).toBe(2);
    await expect(requireOwned(b, k, ids[k])).rejects.toThrow(NotFoundError);
  });

  it('a malformed id is not found without a query', async () => {
    statements = 0;
    expect(await owned(a, 'answer', '1; drop table')).toBeNull();
    expect(await owned(a, 'entry', 42)).toBeNull();
    expect(statements).toBe(0);
    await expect(requireOwned(a, 'chatMessage', 'nope')).rejects.toThrow(new NotFoundError('Chat message not found'));
  });
});
