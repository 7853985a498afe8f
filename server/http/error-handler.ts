import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@core/api/common.schema';
import type { ErrorCode } from '@core/api/error-codes';
import { isDatabaseUnavailable } from '../db/database-errors';
import { AppError } from './app-error';
import { bodyTooLarge } from './body-limit';

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is empty but says it is JSON.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON.',
  },
};

/**
 * The one error handler: 4xx bodies are `{ code, message }` the user may read; a 5xx body is
 * generic and its detail goes to the log with the request id.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    const body = toClientError(
      // The limit of this route: a few routes allow more than the default (see body-limit.ts).
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? bodyTooLarge(request.routeOptions.bodyLimit)
        : error,
    );
    if (body.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: body.code, message: body.message }, 'request rejected');
    }
    const payload: ErrorBody = {
      code: body.code,
      message: body.message,
      ...(body.detail !== undefined && { detail: body.detail }),
    };
    return reply.status(body.status).send(payload);
  });
}

function toClientError(error: FastifyError | AppError): {
  status: number;
  code: ErrorCode;
  message: string;
  detail?: string;
} {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      code: error.code,
      message: error.message,
      detail: error.detail,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = error.validation
      .map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return field ? `${field}: ${issue.message}` : issue.message;
      })
      .join('; ');
    return { status: 400, code: 'VALIDATION_FAILED', message };
  }
  const known = FASTIFY_CODES[error.code];
  if (known) return known;
  if (error instanceof SyntaxError) return FASTIFY_CODES.FST_ERR_CTP_INVALID_JSON_BODY!;
  // The database is down, restarting or frozen: a passing state, not a bug (and no stack to log).
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is not reachable right now. Please try again in a moment.',
    };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, code: 'RATE_LIMITED', message: error.message };
  if (status >= 400 && status < 500) return { status, code: 'BAD_REQUEST', message: error.message };
  return {
    status: 500,
    code: 'INTERNAL',
    message: 'Something went wrong on our side. Please try again.',
  };
}
