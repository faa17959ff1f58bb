// The benchmark's account: signed up and confirmed through the API, then seeded with entries.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BASE, ENTRY_COUNT, LARGE_ENTRY_COUNT, ONLY, PASSWORD } from './benchSettings.mjs';

async function json(path, body, token) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function gql(token, query, variables) {
  const body = await json('/graphql', { query, variables }, token);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The confirmation link the server mailed to an address (written to the outbox). */
async function confirmationLink(email) {
  const outbox = join(process.env.BENCH_DATA_DIR, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    for (const file of (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml'))) {
      const mail = (await readFile(join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = mail.includes(email) && mail.match(/https?:\/\/\S*\/auth\/confirmation\?[^\s"<>]+/);
      if (link) return new URL(link[0].replace(/&amp;/g, '&'));
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no confirmation mail for ${email}`);
}

export async function confirmedAccount() {
  const email = `bench-${Date.now()}@example.com`;
  await json('/account/signup', { email, password: PASSWORD });
  const link = await confirmationLink(email);
  await json('/account/confirm', {
    userName: link.searchParams.get('userName'),
    confirmationCode: link.searchParams.get('confirmationCode'),
  });
  return email;
}

async function seedInscription(accessToken, name, entries) {
  const { createInscription } = await gql(
    accessToken,
    'mutation($input: CreateInscriptionInput!) { createInscription(input: $input) { inscription { id } } }',
    { input: { name, about: 'Seeded entries', category: 'CONSUMER_SERVICES', isPrivate: false } },
  );
  const inscriptionId = createInscription.inscription.id;
  await json('/bench/seed', { inscriptionId, count: entries });
  return inscriptionId;
}

export async function seedAccount(accessToken) {
  await gql(accessToken, 'mutation($input: CreateUserInput!) { createUser(input: $input) { code } }', {
    input: { fullName: 'Bench User', timezone: 'UTC', bio: '', quote: '' },
  });
  const { user } = await gql(accessToken, '{ user { id } }');
  return {
    accessToken,
    accountId: user.id,
    inscriptionId: await seedInscription(accessToken, 'Benchmark', ENTRY_COUNT),
    // Only the server figures need the large inscription.
    largeInscriptionId:
      ONLY.has('entries') || ONLY.has('search')
        ? await seedInscription(accessToken, 'Large benchmark', LARGE_ENTRY_COUNT)
        : undefined,
  };
}
