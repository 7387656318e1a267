import { type AiEngine } from '@marquee/contracts';
import { type FastifyReply } from 'fastify';

/** What every AI answer carries besides its own fields. */
export function aiAnswer<T extends object>(engine: AiEngine, fields: T) {
  return { success: true, engine, timestamp: new Date().toISOString(), ...fields };
}

/**
 * An AI failure answered with its own message: the error handler hides messages of 5xx errors, but these
 * are the spec's texts the screens show (docs/product.md §8).
 */
export function aiFailure(reply: FastifyReply, statusCode: 502 | 504, message: string) {
  return reply.code(statusCode).send({ message });
}
