import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VerifiedIdentity } from './provider';

type Body = Record<string, unknown>;
export const str = (body: unknown, key: string): string => {
  const v = body && typeof body === 'object' ? (body as Body)[key] : undefined;
  return typeof v === 'string' ? v.trim() : '';
};
export const rawStr = (body: unknown, key: string): string => {
  const v = body && typeof body === 'object' ? (body as Body)[key] : undefined;
  return typeof v === 'string' ? v : '';
};

export function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ code, message });
}

/**
 * The signed-in identity of a request's bearer access token; without one, answers 401 and gives
 * undefined. The answer is never cached (it is about this account).
 */
export function bearerIdentity(verifyAccessToken: (token: string | null | undefined) => Promise<VerifiedIdentity | null>) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<VerifiedIdentity | undefined> => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const identity = await verifyAccessToken(token);
    if (!identity) {
      await fail(reply, 401, 'NotAuthorizedException', 'Access Token has been revoked');
      return undefined;
    }
    reply.header('cache-control', 'no-store');
    return identity;
  };
}
