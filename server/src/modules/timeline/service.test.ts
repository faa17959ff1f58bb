import { timelineEntries } from '../../db/schema';
import type { Actor } from '../actor';
import { NotFoundError } from '../errors';
import { createInscription } from '../inscriptions/service';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import { deleteTimelineEntry, getTimelineEntry, listTimelineEntries, pageTimelineEntries, updateTimelineEntry } from './service';

describe.each(BACKENDS)('timeline service with an actor (%s)', (kind) => {
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

  it("another user's actor cannot read, update or delete a timeline entry", async () => {
    const inscription = await createInscription(a, { name: 'Journal', about: 'Mine' });
    // Only the summariser's job writes timeline entries: stored directly here, without running it.
    const [entry] = await a.db
      .insert(timelineEntries)
      .values({ inscriptionId: inscription.id, title: 'January', summary: 'Busy', scale: 'MONTH', year: 2026, month: 1 })
      .returning();

    expect(await getTimelineEntry(b, entry!.id)).toBeNull();
    expect(await listTimelineEntries(b, inscription.id, {})).toEqual([]);
    expect((await pageTimelineEntries(b, inscription.id, {}, {})).edges).toEqual([]);
    await expect(updateTimelineEntry(b, { id: entry!.id, summary: 'Stolen' })).rejects.toThrow(
      new NotFoundError('Timeline entry not found'),
    );
    await expect(deleteTimelineEntry(b, entry!.id)).rejects.toThrow(NotFoundError);

    expect(await getTimelineEntry(a, entry!.id)).toEqual(entry);
    const page = await pageTimelineEntries(a, inscription.id, { scale: 'MONTH' }, {});
    expect(page.edges.map((e) => e.node)).toEqual([{ ...entry, title: null }]);
  });

  it("the owner's edited summary replaces the generated sentences; an empty one is refused; the title alone keeps them", async () => {
    const inscription = await createInscription(a, { name: 'Roastery', about: 'Beans' });
    const sentences = [{ text: 'Busy.', entries: [] }];
    const [entry] = await a.db
      .insert(timelineEntries)
      .values({ inscriptionId: inscription.id, title: 'March', summary: 'Busy.', scale: 'MONTH', year: 2026, month: 3, sentences })
      .returning();
    expect((await updateTimelineEntry(a, { id: entry!.id, title: 'March, again' })).sentences).toEqual(sentences);
    await expect(updateTimelineEntry(a, { id: entry!.id, summary: '   ' })).rejects.toThrow('"summary" must not be empty.');
    const edited = await updateTimelineEntry(a, { id: entry!.id, summary: 'Busy with the new grinder.' });
    expect(edited).toMatchObject({ summary: 'Busy with the new grinder.', sentences: [] });
    expect(await getTimelineEntry(b, entry!.id)).toBeNull();
  });
});
