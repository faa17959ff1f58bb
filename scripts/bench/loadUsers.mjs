// The load benchmark's users: signed-up, confirmed and seeded accounts, and a whole sign-in for each.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_ID, ENTRIES_PER_USER, PASSWORD, PUBLIC_URL, REDIRECT_URI, USERS } from './loadSettings.mjs';

/** A minimal browser for the code + PKCE flow: cookie jar, no automatic redirects, Host of PUBLIC_URL. */
function browser(base) {
  const cookies = new Map();
  async function request(method, path, { json, form, headers = {} } = {}) {
    const url = new URL(path, base);
    const body = json ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined;
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        host: 'localhost:8080',
        ...(json
          ? { 'content-type': 'application/json' }
          : form
            ? { 'content-type': 'application/x-www-form-urlencoded' }
            : {}),
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(pair.slice(0, eq));
      else cookies.set(pair.slice(0, eq), value);
    }
    const text = await response.text();
    const location = response.headers.get('location');
    return { status: response.status, text, location: location && new URL(location, PUBLIC_URL).toString() };
  }
  return { request };
}

/** authorize → interaction → login → resume → callback → token: one whole sign-in. */
export async function signIn(base, email) {
  const b = browser(base);
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile offline_access',
    state: 's',
    nonce: 'n',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const start = await b.request('GET', `/oidc/auth?${query}`);
  const uid = /\/oidc\/interaction\/([^/?]+)/.exec(start.location ?? '')?.[1];
  if (!uid) throw new Error(`authorize: ${start.status} ${start.text}`);
  const login = await b.request('POST', `/oidc/interaction/${uid}/login`, { json: { email, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
  let step = await b.request(
    'GET',
    new URL(JSON.parse(login.text).redirectTo).pathname + new URL(JSON.parse(login.text).redirectTo).search,
  );
  for (let hops = 0; hops < 5 && step.location && !step.location.startsWith(REDIRECT_URI); hops += 1) {
    step = await b.request('GET', new URL(step.location).pathname + new URL(step.location).search);
  }
  const code = step.location && new URL(step.location).searchParams.get('code');
  if (!code) throw new Error(`no code: ${step.status} ${step.location}`);
  const token = await b.request('POST', '/oidc/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    },
  });
  if (token.status !== 200) throw new Error(`token: ${token.status} ${token.text}`);
  return JSON.parse(token.text).access_token;
}

async function post(base, path, body, token) {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      host: 'localhost:8080',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok || json.errors) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

function confirmationLink(dataDir, email) {
  for (const file of readdirSync(join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'))) {
    const mail = readFileSync(join(dataDir, 'outbox', file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = mail.includes(email) && mail.match(/https?:\/\/\S*\/auth\/confirmation\?[^\s"<>]+/);
    if (link) return new URL(link[0].replace(/&amp;/g, '&'));
  }
  return null;
}

/** USERS confirmed accounts with a profile and one inscription of ENTRIES_PER_USER entries each. */
export async function seedUsers(base, dataDir) {
  const users = [];
  for (let n = 0; n < USERS; n += 1) {
    const email = `load-${n}-${Date.now()}@example.com`;
    await post(base, '/account/signup', { email, password: PASSWORD });
    let link = null;
    for (let attempt = 0; attempt < 100 && !link; attempt += 1) {
      link = confirmationLink(dataDir, email);
      if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await post(base, '/account/confirm', {
      userName: link.searchParams.get('userName'),
      confirmationCode: link.searchParams.get('confirmationCode'),
    });
    const token = await signIn(base, email);
    const gql = (query, variables) => post(base, '/graphql', { query, variables }, token).then((body) => body.data);
    await gql('mutation($input: CreateUserInput!) { createUser(input: $input) { code } }', {
      input: { fullName: `Load ${n}`, timezone: 'UTC', bio: '', quote: '' },
    });
    const { createInscription } = await gql(
      'mutation($input: CreateInscriptionInput!) { createInscription(input: $input) { inscription { id } } }',
      { input: { name: `Load ${n}`, about: 'Load test', category: 'CONSUMER_SERVICES', isPrivate: false } },
    );
    const inscriptionId = createInscription.inscription.id;
    await post(base, '/bench/seed', { inscriptionId, count: ENTRIES_PER_USER });
    users.push({ email, token, inscriptionId });
  }
  return users;
}
