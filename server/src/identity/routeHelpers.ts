import type { FastifyReply } from 'fastify';

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
