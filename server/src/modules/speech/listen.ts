import type { WebSocket } from '@fastify/websocket';
import type { RawData } from 'ws';
import type { FastifyRequest } from 'fastify';
import { SPEECH_DEFAULTS } from './options';
import { CLOSE, offeredToken, parseListenParams, type ServerMessage } from './protocol';
import { LiveSession } from './session';
import type { Speech } from './speech';

/** Answer of the socket when no engine is configured: the UI turns it into instructions. */
export const LIVE_TRANSCRIPTION_OFF =
  'live transcription is off: the server has no speech engine (SPEECH_ENGINE) and no DEEPGRAM_API_KEY';

const asBuffer = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

/** ws's subprotocol choice: echo the auth scheme the browser offered ("token" or "bearer"), never the token. */
export function chooseProtocol(protocols: Set<string>): string | false {
  for (const p of protocols) if (/^(token|bearer)$/i.test(p)) return p;
  return false;
}

/**
 * GET /speech/listen (websocket): checks Origin, token, audio format, engine and capacity, in that order,
 * closing with a code and a reason at the first that fails; then hands the socket to a LiveSession.
 */
export function listenHandler(speech: Speech) {
  let sessions = 0;
  const maxSessions = speech.options.maxSessions ?? SPEECH_DEFAULTS.maxSessions;

  return async (socket: WebSocket, req: FastifyRequest): Promise<void> => {
    // Messages sent while the checks run are kept for the session, in order.
    const early: { data: Buffer; binary: boolean }[] = [];
    const collect = (data: RawData, binary: boolean) => early.push({ data: asBuffer(data), binary });
    socket.on('message', collect);
    const refuse = (code: number, reason: string) => {
      req.log.info({ code, reason }, 'live transcription refused');
      socket.close(code, reason);
    };

    const origin = req.headers.origin;
    if (origin !== undefined && !speech.options.allowedOrigins.includes(origin)) {
      return refuse(CLOSE.forbiddenOrigin, `origin ${origin} is not allowed`);
    }
    const protocols = (req.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const offered = offeredToken(protocols, req.headers.authorization);
    if (!offered) return refuse(CLOSE.unauthorized, 'missing token');
    const check = await speech.verifyListenToken(offered.token);
    if ('error' in check)
      return refuse(CLOSE.unauthorized, check.error === 'expired' ? 'token expired' : 'invalid token');
    const params = parseListenParams(req.query as Record<string, string | undefined>);
    if ('error' in params) return refuse(CLOSE.badRequest, params.error);
    const engine = speech.engine;
    if (!engine) return refuse(CLOSE.engineUnavailable, LIVE_TRANSCRIPTION_OFF);
    const unavailable = engine.unavailableReason(params.language);
    if (unavailable) return refuse(CLOSE.engineUnavailable, unavailable);
    if (sessions >= maxSessions)
      return refuse(CLOSE.tryAgainLater, 'too many live transcriptions at once; try again later');
    if (socket.readyState !== socket.OPEN) return;

    sessions++;
    const session = new LiveSession({
      engine,
      userId: check.userId,
      params,
      idleTimeoutMs: speech.options.idleTimeoutMs ?? SPEECH_DEFAULTS.idleTimeoutMs,
      maxBacklogSeconds: SPEECH_DEFAULTS.maxBacklogSeconds,
      send: (message: ServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      },
      close: (code, reason) => socket.close(code, reason),
      log: req.log,
    });
    const deliver = (data: Buffer, binary: boolean) =>
      binary ? session.audio(data) : session.text(data.toString('utf8'));
    socket.off('message', collect);
    socket.on('message', (data: RawData, binary: boolean) => deliver(asBuffer(data), binary));
    for (const m of early) deliver(m.data, m.binary);
    socket.on('close', () => {
      sessions--;
      session.clientClosed();
    });
  };
}
