import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request slower than this is logged at info whatever it was. */
export const SLOW_REQUEST_MS = 500;

/**
 * One log line per request, as it is answered (with the method, URL and status), instead of Fastify's
 * two (one as it arrives, one as it leaves). A quick successful public catalog read logs at debug: those
 * are the bulk of the traffic, the same for everyone, and a CDN or proxy in front keeps their access log
 * anyway; two lines each at info cost the cached path about a sixth of its throughput. Everything else
 * (writes, private reads, errors, slow requests) logs at info; failures also log their error as before.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const details = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) {
      reply.log.error({ ...details, err: error }, 'request errored');
      return;
    }
    const routine =
      request.routeOptions.config?.publicCache !== undefined &&
      reply.statusCode < 400 &&
      reply.elapsedTime < SLOW_REQUEST_MS;
    reply.log[routine ? 'debug' : 'info'](details, 'request completed');
  }
}
