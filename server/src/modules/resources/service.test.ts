import type { Actor } from '../actor';
import { createChatMessage, createChatSession } from '../chat/service';
import { createEntry } from '../entries/service';
import { createInscription } from '../inscriptions/service';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import { httpLinksIn } from './links';
import { listResources } from './service';

describe('httpLinksIn', () => {
  it('finds http(s) links with their scheme, once each, and nothing else', () => {
    expect(
      httpLinksIn(
        'See https://example.com/a, (http://x.org/b?q=1) and https://example.com/a. mailto:me@x.org example.com ftp://f.io',
      ),
    ).toEqual(['https://example.com/a', 'http://x.org/b?q=1']);
  });
});

describe.each(BACKENDS)('resources service (%s)', (kind) => {
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

  it('collects entry links and cited chat sources, deduplicated, and shows none to another user', async () => {
    const inscription = await createInscription(a, { name: 'Research', about: 'Links' });
    const older = await createEntry(a, {
      inscriptionId: inscription.id,
      name: 'Reading list',
      transcript: 'Start with https://example.com/guide#intro then http://blog.example.org/post.',
      dateRecorded: '2026-01-01T10:00:00Z',
    });
    const newer = await createEntry(a, {
      inscriptionId: inscription.id,
      name: 'Again https://example.com/guide',
      transcript: 'No scheme here: example.net',
      dateRecorded: '2026-02-01T10:00:00Z',
    });
    await createEntry(a, { inscriptionId: inscription.id, name: 'Plain', transcript: 'Nothing to see.' });
    const session = await createChatSession(a, { inscriptionId: inscription.id });
    await createChatMessage(a, { inscriptionChatSessionId: session.id, chatContent: 'Where do I start?' });
    await createChatMessage(a, {
      inscriptionChatSessionId: session.id,
      chatRole: 'assistant',
      chatContent: 'Read these.',
      externalSources: ['https://docs.example.com/start', 'javascript:alert(1)', 'https://example.com/guide'],
    });

    const resources = await listResources(a, inscription.id);
    const byUrl = Object.fromEntries(resources.map((r) => [r.url, r]));
    expect(Object.keys(byUrl).sort()).toEqual([
      'http://blog.example.org/post',
      'https://docs.example.com/start',
      'https://example.com/guide',
    ]);
    expect(byUrl['https://docs.example.com/start']!.usages).toEqual([
      { kind: 'CHAT', id: session.id, title: 'Where do I start?', date: expect.any(Date) },
    ]);
    const guide = byUrl['https://example.com/guide']!;
    expect(guide.host).toBe('example.com');
    expect(guide.usages.map((u) => [u.kind, u.id])).toEqual([
      ['CHAT', session.id],
      ['ENTRY', newer.id],
      ['ENTRY', older.id],
    ]);
    expect(byUrl['http://blog.example.org/post']!.usages).toEqual([
      { kind: 'ENTRY', id: older.id, title: 'Reading list', date: new Date('2026-01-01T10:00:00Z') },
    ]);

    expect(await listResources(b, inscription.id)).toEqual([]);
    expect(await listResources(a, 'not-a-uuid')).toEqual([]);
  });
});
