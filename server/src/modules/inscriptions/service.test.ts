import type { Actor } from '../actor';
import { InputError, NotFoundError } from '../errors';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import {
  attachLogo,
  createInscription,
  deleteInscription,
  getInscription,
  listInscriptions,
  pageInscriptions,
  updateInscription,
} from './service';

describe.each(BACKENDS)('inscriptions service with an actor (%s)', (kind) => {
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

  it("keeps each user's inscriptions to that user", async () => {
    const mine = await createInscription(a, { name: 'Journal', about: 'Mine' });
    expect(mine).toMatchObject({ userId: a.userId, category: 'CONSUMER_SERVICES', isPrivate: false, entryCount: 0 });
    expect(await getInscription(b, mine.id)).toBeNull();
    expect(await listInscriptions(b)).toEqual([]);
    expect((await pageInscriptions(b, {})).totalCount).toBe(0);
    await expect(updateInscription(b, { id: mine.id, name: 'Stolen' })).rejects.toThrow(new NotFoundError('Inscription not found'));
    await expect(deleteInscription(b, mine.id)).rejects.toThrow(NotFoundError);
    expect(await getInscription(a, mine.id)).toEqual(mine);

    await expect(updateInscription(a, { id: mine.id, category: null })).rejects.toThrow(new InputError('"category" must not be null.'));
    const renamed = await updateInscription(a, { id: mine.id, name: 'Diary' });
    expect(renamed.name).toBe('Diary');
    expect(await deleteInscription(a, mine.id)).toEqual(renamed);
    expect(await listInscriptions(a)).toEqual([]);
  });

  it('keeps sharing with an external AI off until the owner turns it on; no one else reads or changes it', async () => {
    const mine = await createInscription(a, { name: 'Diary', about: 'Mine', isPrivate: true });
    expect(mine.allowExternalAi).toBe(false);
    await expect(updateInscription(b, { id: mine.id, allowExternalAi: true })).rejects.toThrow(NotFoundError);
    await expect(updateInscription(a, { id: mine.id, allowExternalAi: null })).rejects.toThrow(new InputError('"allowExternalAi" must not be null.'));
    expect(await getInscription(a, mine.id)).toMatchObject({ allowExternalAi: false });
    expect(await updateInscription(a, { id: mine.id, allowExternalAi: true })).toMatchObject({ allowExternalAi: true, isPrivate: true, name: 'Diary' });
    expect(await getInscription(b, mine.id)).toBeNull();
    expect(await updateInscription(a, { id: mine.id, name: 'Journal' })).toMatchObject({ allowExternalAi: true });
  });

  it("attaches an uploaded logo to the owner's inscription only, answering the key it replaces", async () => {
    const mine = await createInscription(a, { name: 'Brand', about: 'Logo' });
    expect(await attachLogo(b, mine.id, 'theirs')).toBe(false);
    expect(await attachLogo(a, mine.id, 'first')).toBeNull();
    expect(await attachLogo(a, mine.id, 'second')).toBe('first');
    expect(await getInscription(a, mine.id)).toMatchObject({ logoImageKey: 'second' });
  });
});
