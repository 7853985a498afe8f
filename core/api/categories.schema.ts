import { z } from 'zod';
import { NAME_MAX } from './limits';

/** Video and comment categories share one shape; `count` is how many videos or templates use it. */
export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

/**
 * The name rules (trimmed, not empty, unique) are checked by the service, with the messages of
 * docs/product.md §5.
 */
export const categoryBodySchema = z.object({ name: z.string().max(NAME_MAX * 4) });
export type CategoryBody = z.infer<typeof categoryBodySchema>;
