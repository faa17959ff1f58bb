import { ASSEMBLYAI_STREAMING } from '@inscriptions/contracts';
import type * as JoseModule from 'jose' with { 'resolution-mode': 'import' };
import type { ProviderKey } from '../../config';

/**
 * Short-lived tokens the browser opens a live transcription with: Deepgram's and AssemblyAI's own temporary
 * tokens when their key is configured, otherwise one of this server's, for /speech/listen.
 */

type Jose = typeof JoseModule;
let josePromise: Promise<Jose> | undefined;
const jose = (): Promise<Jose> => (josePromise ??= import('jose'));

export const LISTEN_TOKEN_AUDIENCE = 'inscriptions:speech';

/** HS256 JWT for /speech/listen: subject = the user, `ttlS` seconds of life. */
export async function signListenToken(secret: Uint8Array, userId: string, ttlS: number): Promise<string> {
  const { SignJWT } = await jose();
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(LISTEN_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlS}s`)
    .sign(secret);
}

export type ListenTokenCheck = { userId: string } | { error: 'expired' | 'invalid' };

export async function verifyListenToken(secret: Uint8Array, token: string): Promise<ListenTokenCheck> {
  const { jwtVerify, errors } = await jose();
  try {
    const { payload } = await jwtVerify(token, secret, { audience: LISTEN_TOKEN_AUDIENCE, algorithms: ['HS256'] });
    return payload.sub ? { userId: payload.sub } : { error: 'invalid' };
  } catch (err) {
    return { error: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

export const DEEPGRAM_API_URL = 'https://api.deepgram.com';
export const ASSEMBLYAI_STREAMING_URL = 'https://streaming.assemblyai.com';

/** An upstream refusal, with the provider's own words. */
export class ProviderTokenError extends Error {}

async function answer(provider: string, response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!response.ok) {
    const detail = body.err_msg ?? body.error ?? body.message ?? text.slice(0, 200);
    throw new ProviderTokenError(`${provider} refused a temporary token (HTTP ${response.status}): ${String(detail)}`);
  }
  return body;
}

/** Deepgram `POST /v1/auth/grant` (Authorization: Token <key>) → its JWT, for `Sec-WebSocket-Protocol: bearer, <jwt>`. */
export async function deepgramToken(key: ProviderKey, ttlS: number): Promise<string> {
  const response = await fetch(`${key.baseUrl ?? DEEPGRAM_API_URL}/v1/auth/grant`, {
    method: 'POST',
    headers: { Authorization: `Token ${key.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ttl_seconds: ttlS }),
  });
  const body = await answer('Deepgram', response);
  if (typeof body.access_token !== 'string') throw new ProviderTokenError('Deepgram answered without an access_token');
  return body.access_token;
}

/**
 * The websocket the browser streams to with an AssemblyAI temporary token: `/v3/ws` on the streaming host
 * (wss://streaming.assemblyai.com/v3/ws; ws: for a plain-http stand-in in tests).
 */
export function assemblyAiListenUrl(key: ProviderKey): string {
  const url = new URL(ASSEMBLYAI_STREAMING.path, key.baseUrl ?? ASSEMBLYAI_STREAMING_URL);
  url.protocol = url.protocol === 'http:' ? 'ws:' : 'wss:';
  return url.toString();
}

/** AssemblyAI Universal Streaming `GET /v3/token?expires_in_seconds=` (Authorization: <key>) → a one-session token. */
export async function assemblyAiToken(key: ProviderKey, ttlS: number): Promise<string> {
  const url = new URL('/v3/token', key.baseUrl ?? ASSEMBLYAI_STREAMING_URL);
  url.searchParams.set('expires_in_seconds', String(Math.min(600, Math.max(1, ttlS))));
  const response = await fetch(url, { headers: { Authorization: key.apiKey } });
  const body = await answer('AssemblyAI', response);
  if (typeof body.token !== 'string') throw new ProviderTokenError('AssemblyAI answered without a token');
  return body.token;
}
