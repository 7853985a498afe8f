import { useCategoriesQuery, useCategoryMutations } from '../../../hooks/use-category-api';
import { queryKeys } from '../../../lib/query-keys';

const PATH = '/api/video-categories';

/** The collection's categories, which found videos are saved into. */
export const useVideoCategories = () => useCategoriesQuery(PATH, queryKeys.videoCategories);

export const useVideoCategoryMutations = () =>
  useCategoryMutations(PATH, [queryKeys.videoCategories, queryKeys.videos]);
