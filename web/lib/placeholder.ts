/** Shown where a thumbnail cannot load (deleted video, no network to the image host). */
export const THUMBNAIL_FALLBACK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#d9d9d9"/></svg>',
)}`;
