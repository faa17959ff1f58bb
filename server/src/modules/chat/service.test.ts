import type { Actor } from '../actor';
import { NotFoundError } from '../errors';
import { getInsight } from '../insights/service';
import { createInscription } from '../inscriptions/service';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import {
  createChatCategory,
  createChatMessage,
  createChatSession,
  deleteChatCategory,
  deleteChatMessage,
  deleteChatSession,
  getChatSession,
  listChatCategories,
  listChatMessages,
  pageChatSessions,
  updateChatCategory,
  updateChatMessage,
  updateChatSession,
} from './service';

describe.each(BACKENDS)('chat service with an actor (%s)', (kind) => {
  let env: ServiceTestEnv;
  let a: Actor;
  let b: Actor;
  beforeAll(async () => {
    env = await createServiceTestEnv(kind);
    a = await env.newActor();
    b = await env.newActor();
  });
  afterAll(async () => {
    await env.close();
  });

  it("another user's actor cannot read, update or delete sessions, categories or messages", async () => {
    const inscription = await createInscription(a, { name: 'Journal', about: 'Mine' });
    const category = await createChatCategory(a, { inscriptionId: inscription.id, categoryName: 'Ideas' });
    const session = await createChatSession(a, { inscriptionId: inscription.id, inscriptionChatSessionCategoryId: category.id });
    const message = await createChatMessage(a, { inscriptionChatSessionId: session.id, chatContent: 'Hello' });

    expect(await getChatSession(b, session.id)).toBeNull();
    expect((await pageChatSessions(b, inscription.id, category.id, {})).totalCount).toBe(0);
    expect(await listChatCategories(b, inscription.id)).toEqual([]);
    expect(await listChatMessages(b, session.id)).toEqual([]);
    expect(await getInsight(b, inscription.id)).toBeNull();
    await expect(updateChatSession(b, { id: session.id, chatShortSummary: 'x' })).rejects.toThrow(
      new NotFoundError('Chat session not found'),
    );
    await expect(deleteChatSession(b, session.id)).rejects.toThrow(NotFoundError);
    await expect(updateChatCategory(b, { id: category.id, categoryName: 'x' })).rejects.toThrow(
      new NotFoundError('Chat category not found'),
    );
    await expect(deleteChatCategory(b, category.id)).rejects.toThrow(NotFoundError);
    await expect(createChatMessage(b, { inscriptionChatSessionId: session.id, chatContent: 'x' })).rejects.toThrow(NotFoundError);
    await expect(updateChatMessage(b, { id: message.id, chatContent: 'x' })).rejects.toThrow(new NotFoundError('Chat message not found'));
    await expect(deleteChatMessage(b, message.id)).rejects.toThrow(NotFoundError);
    // B's session cannot take A's category.
    const bInscription = await createInscription(b, { name: 'Theirs', about: 'B' });
    await expect(
      createChatSession(b, { inscriptionId: bInscription.id, inscriptionChatSessionCategoryId: category.id }),
    ).rejects.toThrow(new NotFoundError('Chat category not found'));

    expect(await getChatSession(a, session.id)).toEqual(session);
    expect(await listChatMessages(a, session.id)).toEqual([message]);
    expect((await pageChatSessions(a, inscription.id, category.id, {})).edges.map((e) => e.node)).toEqual([session]);
  });
});
