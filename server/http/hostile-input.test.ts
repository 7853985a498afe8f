import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/api-request';
import { signUp } from '../test/scenario';
import { usePlatformTestApp } from '../test/use-test-app';

/** The parts of the OpenAPI document this test reads. */
interface Schema {
  type?: string;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema } | undefined> };
}
interface Case {
  route: string;
  method: string;
  url: string;
  body?: string;
  /** The name the error message must quote. */
  field: string;
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
/** Either of them as a key, as the error message quotes it: the bad character replaced. */
const QUOTED_KEY = 'a\uFFFDb';

// With the emulator: without the guard, some of these requests would reach the platform.
const t = usePlatformTestApp({ reset: false });
let cookie: string;
let operations: { method: string; path: string; operation: Operation }[];
beforeAll(async () => {
  cookie = await signUp(t);
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
  );
});

const resolve = (schema: Schema) => schema.anyOf?.find((s) => s.type !== 'null') ?? schema;

/**
 * A plausible value, so that the hostile text is mostly the only thing wrong with the request
 * (the guard runs before validation, so it refuses the text either way).
 */
function example(schema: Schema): unknown {
  const s = resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'string':
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'email') return 'someone@example.com';
      if (s.format === 'uri') return 'https://example.com/picture.jpg';
      if (s.format === 'date-time') return new Date().toISOString();
      return s.pattern ? 'dQw4w9WgXcQ' : 'text'.padEnd(s.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [example(s.items ?? {})];
    case 'object':
      return Object.fromEntries(
        (s.required ?? []).map((key) => [key, example(s.properties?.[key] ?? {})]),
      );
    case undefined:
    default:
      return null;
  }
}

function params(operation: Operation, where: 'path' | 'query') {
  return (operation.parameters ?? []).filter((p) => p.in === where);
}

function url(
  path: string,
  operation: Operation,
  hostile?: { in: string; name: string; raw: string },
) {
  const pathPart = path.replace(/\{(\w+)\}/g, (_all, name: string) => {
    if (hostile?.in === 'path' && hostile.name === name) return hostile.raw;
    const param = params(operation, 'path').find((p) => p.name === name)!;
    return encodeURIComponent(String(example(param.schema)));
  });
  const query = params(operation, 'query').flatMap((p) => {
    if (hostile?.in === 'query' && hostile.name === p.name) return [`${p.name}=${hostile.raw}`];
    return p.required ? [`${p.name}=${encodeURIComponent(String(example(p.schema)))}`] : [];
  });
  return query.length ? `${pathPart}?${query.join('&')}` : pathPart;
}

/** Every string of the body's top level, and the strings inside its arrays' items. */
function bodyCases(schema: Schema, text: string) {
  const base = example(schema) as Record<string, unknown>;
  const cases: { field: string; body: Record<string, unknown> }[] = [
    // An object key is text too.
    { field: QUOTED_KEY, body: { ...base, [text]: 'x' } },
  ];
  for (const [name, property] of Object.entries(resolve(schema).properties ?? {})) {
    const value = resolve(property);
    if (value.type === 'string') cases.push({ field: name, body: { ...base, [name]: text } });
    const items = value.type === 'array' && value.items ? resolve(value.items) : undefined;
    if (items?.type === 'string')
      cases.push({ field: `${name}.0`, body: { ...base, [name]: [text] } });
    for (const [inner, innerSchema] of Object.entries(items?.properties ?? {})) {
      if (resolve(innerSchema).type !== 'string') continue;
      const item = { ...(example(items!) as object), [inner]: text };
      cases.push({ field: `${name}.0.${inner}`, body: { ...base, [name]: [item] } });
    }
  }
  return cases;
}

/**
 * One request per text input of every route: each path parameter, each query parameter, each
 * string of the body (and an object key), the hostile text in that one place. No route is left
 * out; one with no parameters and no body (GET /api/settings) has no text to test.
 */
function casesFor(text: string, urlText: string | undefined, pathText: string): Case[] {
  return operations.flatMap(({ method, path, operation }) => {
    const route = `${method.toUpperCase()} ${path}`;
    const cases: Case[] = [];
    const texts = { path: pathText, query: urlText };
    for (const where of ['path', 'query'] as const) {
      const raw = texts[where];
      if (raw === undefined) continue;
      for (const p of params(operation, where))
        cases.push({ route, method, field: p.name, url: url(path, operation, { ...p, raw }) });
    }
    const schema = operation.requestBody?.content['application/json']?.schema;
    if (schema)
      for (const { field, body } of bodyCases(schema, text))
        cases.push({ route, method, field, url: url(path, operation), body: JSON.stringify(body) });
    return cases;
  });
}

async function refusals(cases: Case[]) {
  const wrong: string[] = [];
  for (const c of cases) {
    const response = await t.app.inject({
      method: c.method.toUpperCase() as 'GET',
      url: c.url,
      headers: c.body === undefined ? { cookie } : { ...json, cookie },
      payload: c.body,
    });
    // Without the guard some answer with no JSON at all (a redirect, a 204).
    const isJson = String(response.headers['content-type']).startsWith('application/json');
    const body: { code?: string; message?: string } = isJson ? response.json() : {};
    const named = body.message?.includes(`"${c.field}"`) || (c.field === '' && !!body.message);
    if (response.statusCode !== 400 || body.code !== 'INVALID_TEXT' || !named)
      wrong.push(`${c.route} [${c.field}]: ${response.statusCode} ${response.body.slice(0, 120)}`);
  }
  return wrong;
}

describe('text that cannot be stored, anywhere in any route', () => {
  it('enumerates every route of the API reference', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('answers 400 INVALID_TEXT naming the field for a NUL in each path, query and body text', async () => {
    const cases = casesFor(NUL, encodeURIComponent(NUL), encodeURIComponent(NUL));
    expect(cases.length).toBeGreaterThan(100);
    expect(await refusals(cases)).toEqual([]);
  });

  it('answers 400 INVALID_TEXT for a lone surrogate in each path and body text', async () => {
    // In a URL a lone surrogate can only be its bytes, %ED%A0%80. The router cannot decode them in
    // a path (refused as well); the query parser keeps such undecodable bytes as the literal text
    // "%ED%A0%80", which is stored as sent: no query parameter can carry a lone surrogate.
    const cases = casesFor(LONE_SURROGATE, undefined, '%ED%A0%80').map((c) =>
      c.url.includes('%ED%A0%80') ? { ...c, field: '' } : c,
    );
    // JSON.stringify writes a lone surrogate as the escape \ud800, as a hostile client would.
    expect(cases.find((c) => c.body?.includes('\\ud800'))).toBeDefined();
    expect(await refusals(cases)).toEqual([]);
  });

  it('checks the session first: an anonymous caller gets 401, not a word about its input', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/comment-templates',
      headers: json,
      payload: JSON.stringify({ content: NUL }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps well-formed text as it is, emoji and all', async () => {
    const content = 'Great 😀 video, 好看！\u200d';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/comment-templates',
      headers: { ...json, cookie },
      payload: JSON.stringify({ content }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ content: string }>().content).toBe(content);
  });
});
