import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify logs two lines per request at info; here one, "request completed" with its method,
 * URL (redacted by logger.ts), status and time, at debug: LOG_LEVEL=info tells what the app
 * does, LOG_LEVEL=debug adds every request. "incoming request" is at trace, for a request that
 * never completes.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.trace({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.debug(fields, 'request completed');
  }
}
