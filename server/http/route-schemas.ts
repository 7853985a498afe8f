import type { ZodType } from 'zod';
import { errorBodySchema } from '@core/api/common.schema';
import { idParamsSchema } from '@core/api/credentials.schema';

/**
 * The schema of a route on one of the user's own rows, by its id: the answer, 404 when the row
 * is not theirs (docs/security.md §1), and any other error the route may give.
 */
export const ownRowRoute = <Answer extends ZodType, Codes extends number = never>(
  tags: string[],
  answer: Answer,
  otherErrors: readonly Codes[] = [],
) => ({
  schema: {
    tags,
    params: idParamsSchema,
    response: {
      200: answer,
      404: errorBodySchema,
      ...(Object.fromEntries(otherErrors.map((code) => [code, errorBodySchema])) as Record<
        Codes,
        typeof errorBodySchema
      >),
    },
  },
});
