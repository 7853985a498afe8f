import { queryKeys } from '../lib/query-keys';
import { useCategoriesQuery, useCategoryMutations } from './use-category-api';

const PATH = '/api/video-categories';

/** The collection's categories: saved videos are filed under them, found ones saved into them. */
export const useVideoCategories = () => useCategoriesQuery(PATH, queryKeys.videoCategories);

/** Renaming or deleting a category changes how videos show it. */
export const useVideoCategoryMutations = () =>
  useCategoryMutations(PATH, [queryKeys.videoCategories, queryKeys.videos]);
