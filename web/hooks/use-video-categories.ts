import { useCategoriesQuery, useCategoryMutations } from '../../../hooks/use-category-api';
import { queryKeys } from '../../../lib/query-keys';

const PATH = '/api/video-categories';

export const useVideoCategories = () => useCategoriesQuery(PATH, queryKeys.videoCategories);

/** Renaming or deleting a category changes how videos show it. */
export const useVideoCategoryMutations = () =>
  useCategoryMutations(PATH, [queryKeys.videoCategories, queryKeys.videos]);
