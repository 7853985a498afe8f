export const APP_NAME = 'Multi-Comment Manager';
/** docs/product.md §9: the version shown in the footer and kept in local storage. */
export const APP_VERSION = '1.0.2';
