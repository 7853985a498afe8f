/** The id under which the server-level credential (from the environment) is offered. */
export const SERVER_CREDENTIAL_ID = 'server';
/** Its name: the "Default" credential of docs/product.md §1, kept out of the /accounts table. */
export const SERVER_CREDENTIAL_NAME = 'Default';
