import { NAME_MAX } from '../api/limits';

/** docs/product.md §9: the category value that means "none" in selects and filters. */
export const NO_CATEGORY = '_none';

export type CategoryNameProblem = 'empty' | 'tooLong' | 'taken';

/** Names compare without case and surrounding spaces: "Tech" and " tech " are one category. */
export const categoryKey = (name: string) => name.trim().toLocaleLowerCase();

/**
 * docs/product.md §5: trimmed, not empty, unique without regard to case. On edit, `others` must
 * leave out the category being renamed, so keeping or re-casing its own name is allowed.
 */
export function checkCategoryName(
  name: string,
  others: readonly string[],
): { name: string; problem?: CategoryNameProblem } {
  const trimmed = name.trim();
  if (!trimmed) return { name: trimmed, problem: 'empty' };
  if ([...trimmed].length > NAME_MAX) return { name: trimmed, problem: 'tooLong' };
  const key = categoryKey(trimmed);
  if (others.some((other) => categoryKey(other) === key))
    return { name: trimmed, problem: 'taken' };
  return { name: trimmed };
}
