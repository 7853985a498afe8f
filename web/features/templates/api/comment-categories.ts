import { useCategoriesQuery, useCategoryMutations } from '@web/hooks/use-category-api';
import { queryKeys } from '@web/lib/query-keys';

const PATH = '/api/comment-categories';

export const useCommentCategories = () => useCategoriesQuery(PATH, queryKeys.commentCategories);

/** Renaming or deleting a category changes how templates show it. */
export const useCommentCategoryMutations = () =>
  useCategoryMutations(PATH, [queryKeys.commentCategories, queryKeys.commentTemplates]);
