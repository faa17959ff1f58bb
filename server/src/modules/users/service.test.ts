import type { Actor } from '../actor';
import { ConflictError, InputError, NotFoundError } from '../errors';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import {
  attachProfileImage,
  createProfile,
  createSocial,
  deleteProfile,
  deleteSocial,
  getProfile,
  listSocials,
  updateProfile,
  updateSocial,
} from './service';

describe.each(BACKENDS)('users service with an actor (%s)', (kind) => {
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

  it("a profile is the actor's own; the email defaults to the account's", async () => {
    const profile = await createProfile(a, { fullName: 'Ada' });
    expect(profile).toMatchObject({ id: a.userId, email: a.email });
    await expect(createProfile(a, { fullName: 'Again' })).rejects.toThrow(ConflictError);
    await expect(updateProfile(b, { id: a.userId, fullName: 'Stolen' })).rejects.toThrow(new NotFoundError('User not found'));
    await expect(deleteProfile(b, a.userId)).rejects.toThrow(NotFoundError);
    await expect(updateProfile(a, { email: 'not an email' })).rejects.toThrow(
      new InputError('"email" must be a valid email address.'),
    );
    expect(await getProfile(a)).toEqual(profile);
    expect(await getProfile(b)).toBeNull();
  });

  it("another user's actor cannot touch social links", async () => {
    const social = await createSocial(a, { platformUserUrl: ' https://github.com/ada ' });
    expect(social).toMatchObject({ platform: 'GITHUB', platformUserUrl: 'https://github.com/ada' });

    expect(await listSocials(b)).toEqual([]);
    await expect(updateSocial(b, { id: social.id, platformUserUrl: 'https://x.com/b' })).rejects.toThrow(
      new NotFoundError('Social link not found'),
    );
    await expect(deleteSocial(b, social.id)).rejects.toThrow(NotFoundError);
    await expect(createSocial(b, { userId: a.userId, platformUserUrl: 'https://x.com/b' })).rejects.toThrow(InputError);
    expect(await listSocials(a)).toEqual([social]);
  });

  it('attaches an uploaded photo to the actor\'s own profile, once it exists', async () => {
    const c = await env.newActor();
    expect(await attachProfileImage(c, 'before')).toBe(false);
    await createProfile(c, { fullName: 'Cleo' });
    expect(await attachProfileImage(c, 'first')).toBeNull();
    expect(await attachProfileImage(c, 'second')).toBe('first');
    expect(await getProfile(c)).toMatchObject({ profileImageKey: 'second' });
    expect(await getProfile(b)).toBeNull();
  });
});
