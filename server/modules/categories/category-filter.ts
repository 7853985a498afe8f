import { NO_CATEGORY } from '@core/rules/category-name';
import { AppError } from '@server/http/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A list's `category` parameter as the repositories filter by it: a category id, `'none'` for
 * `_none` (no category), or nothing. Anything else is refused before it reaches a uuid column.
 */
export function categoryFilter(value: string | undefined) {
  if (!value) return undefined;
  if (value === NO_CATEGORY) return 'none';
  if (!UUID.test(value)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'category: a category id or _none');
  }
  return value;
}
