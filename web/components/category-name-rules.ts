import { categoryBodySchema } from '@core/api/categories.schema';
import type { TKey } from '@core/i18n/keys';
import { checkCategoryName, type CategoryNameProblem } from '@core/rules/category-name';
import type { FormMessages } from '../lib/form-issues';

/** Why a category name was refused, in the catalogue's words (docs/product.md §5). */
export const CATEGORY_NAME_PROBLEM: Record<CategoryNameProblem, TKey> = {
  empty: 'categories.nameRequired',
  tooLong: 'categories.nameTooLong',
  taken: 'categories.exists',
};

export const CATEGORY_NAME_MESSAGES: FormMessages = { name: { tooLong: 'categories.nameTooLong' } };

/**
 * A category's name as the server checks it: the body's shape, then the name rules of
 * core/rules/category-name.ts against the user's `others` (the service's own check).
 */
export const categoryNameRules = (others: readonly string[]) =>
  categoryBodySchema.superRefine(({ name }, context) => {
    const checked = checkCategoryName(name, others);
    if (checked.problem) {
      context.addIssue({
        code: 'custom',
        path: ['name'],
        message: CATEGORY_NAME_PROBLEM[checked.problem],
        params: { name: checked.name },
      });
    }
  });
