/**
 * Shown where a thumbnail cannot load (deleted video, no network to the image host): grey at 30%,
 * so that it is a pale box on a light card and a dim one on a dark card (an opaque light grey
 * glared in the dark scheme).
 */
export const THUMBNAIL_FALLBACK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#868e96" fill-opacity="0.3"/></svg>',
)}`;
