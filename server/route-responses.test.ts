import fastifySwagger from '@fastify/swagger';
import Fastify, { type HTTPMethods } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { ROUTE_RESPONSES } from '@core/api/route-responses';
import { operationKey } from './test/operation-key';
import { useTestApp } from './test/use-test-app';

/**
 * Routes whose success is not JSON: the ways to Google's consent screen, the export's zip, the
 * audit log's CSV.
 */
const NOT_JSON = [
  'GET /api/auth/google',
  'GET /api/auth/google/credential/:id',
  'GET /api/auth/google/callback',
  'GET /api/account/export/:id/download',
  'GET /api/audit/export',
];

interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

/** Each route's success answers as an OpenAPI document describes them, by `METHOD /path`. */
const successes = (document: Document) =>
  Object.fromEntries(
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [
        operationKey(method, path),
        Object.fromEntries(
          Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2')),
        ),
      ]),
    ),
  );

/** The document of an app whose routes declare the table's answers, made as the app's is. */
async function documentOf(table: Record<string, object>) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'listed', version: '0' } },
    transform: jsonSchemaTransform,
  });
  for (const [route, response] of Object.entries(table)) {
    const [method, url] = route.split(' ') as [HTTPMethods, string];
    app.route({ method, url, schema: { response }, handler: () => null });
  }
  await app.ready();
  const document = app.swagger() as Document;
  await app.close();
  return document;
}

const t = useTestApp({ reset: false });

describe('the success answers core/api/route-responses.ts lists', () => {
  it("are each JSON route's, every one of them, as the server declares them", async () => {
    const served = successes(t.app.swagger() as Document);
    for (const route of NOT_JSON) delete served[route];
    const listed = successes(await documentOf(ROUTE_RESPONSES));
    expect(Object.keys(listed).sort()).toEqual(Object.keys(served).sort());
    for (const route of Object.keys(served))
      expect.soft(listed[route], route).toEqual(served[route]);
  });
});
