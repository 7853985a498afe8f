/**
 * An operation of the OpenAPI document as the server's tables of routes name it
 * (`core/api/route-responses.ts`, `route-permissions.ts`): `METHOD /path/:param`.
 */
export const operationKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
