/**
 * The OpenAPI 3.1 document of /api/v1/, generated from contract/api-v1.ts: each call's query
 * parameters from its zod query schema (as a client sends them: `io: 'input'`), its answer from its
 * response schema (as the API answers: `io: 'output'`), named schemas (`.meta({ id })`) under
 * components, and the call's example. OpenAPI 3.1 schemas are JSON Schema 2020-12, which is what
 * zod 4's `z.toJSONSchema` writes.
 */
import { z } from 'zod';
import { API_SCOPES } from '../../contract/api-tokens.ts';
import { type V1Call, V1_CALLS, v1Error } from '../../contract/api-v1.ts';

type Json = Record<string, unknown>;

const REF_PREFIX = '#/components/schemas/';

/** The JSON Schema of `schema`, named schemas as references into `components` (collected there). */
function schemaOf(schema: z.ZodType, io: 'input' | 'output', components: Record<string, Json>): Json {
  const registry = z.globalRegistry;
  const raw = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any', metadata: registry, cycles: 'ref', reused: 'inline' });
  // Named schemas come as `#/$defs/Name`: in an OpenAPI document they live under components.
  const out = JSON.parse(JSON.stringify(raw).replaceAll('"#/$defs/', `"${REF_PREFIX}`)) as Json;
  const defs = (out.$defs ?? {}) as Record<string, Json>;
  for (const [name, def] of Object.entries(defs)) components[name] = def;
  delete out.$defs;
  delete out.$schema;
  const id = out.id as string | undefined;
  if (id) {
    // The schema itself is a named one: into components, referenced here.
    const { id: _id, ...rest } = out;
    components[id] = rest;
    return { $ref: `${REF_PREFIX}${id}` };
  }
  return out;
}

function parametersOf(call: V1Call, components: Record<string, Json>): Json[] {
  const params: Json[] = [];
  for (const [name, p] of Object.entries(call.pathParams ?? {})) params.push({ name, in: 'path', required: true, description: p.description, schema: { type: 'string', pattern: '^[0-9]+$' }, example: p.example });
  if (call.query) {
    const shape = call.query.shape as Record<string, z.ZodType>;
    for (const [name, field] of Object.entries(shape)) {
      const schema = schemaOf(field, 'input', components);
      const { description, ...rest } = schema;
      const example = call.example.query?.[name];
      params.push({ name, in: 'query', required: !field.safeParse(undefined).success, ...(description ? { description } : {}), schema: rest, ...(example !== undefined ? { example } : {}) });
    }
  }
  return params;
}

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: `${REF_PREFIX}Error` } } } });

export function buildOpenApi(): Json {
  const components: Record<string, Json> = {};
  schemaOf(v1Error, 'output', components);
  const paths: Record<string, Record<string, Json>> = {};
  for (const call of V1_CALLS) {
    const ok = call.response === 'pdf'
      ? { description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } } }
      : { description: 'OK', content: { 'application/json': { schema: schemaOf(call.response, 'output', components), example: call.example.response } } };
    (paths[call.path] ??= {})[call.method] = {
      operationId: call.id,
      summary: call.summary,
      description: `${call.description}\n\nScope: \`${call.scope}\`.`,
      tags: [call.scope],
      security: [{ apiToken: [call.scope] }],
      parameters: parametersOf(call, components),
      ...(call.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(call.body, 'input', components), example: call.example.body } } } } : {}),
      responses: {
        [call.status ?? 200]: ok,
        400: errorAnswer('A parameter is not valid (`field` names it)'),
        401: errorAnswer('No token, or an unknown, revoked or expired one (`token-invalid`)'),
        403: errorAnswer('The token lacks the scope (`scope-missing`), is used from an address its allow-list does not name (`address-not-allowed`), or the client may not do this now (`credit-hold`, `agreement-not-signed`, …)'),
        404: errorAnswer('No such record of this client'),
        ...(call.method === 'post' || call.response === 'pdf' ? { 409: errorAnswer('Not possible now: a PDF not yet available (`download-not-available`), or a token whose creator may no longer order (`conflict`)') } : {}),
        429: { ...errorAnswer('Too many calls this minute (`rate-limited`); wait the seconds of the `Retry-After` header'), headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds until the token may call again' } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vinlab client API',
      version: '1',
      description: 'Your results, batches, lab reports and invoices for your own systems. Create an API token in the portal (Client settings → API tokens) and send it as `Authorization: Bearer <token>`. A token acts for its client only, within its scopes, from the addresses its allow-list names, at most 120 calls a minute.',
    },
    servers: [{ url: '/api/v1' }],
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    security: [{ apiToken: [] }],
    tags: API_SCOPES.map((s) => ({ name: s })),
    paths,
    components: {
      securitySchemes: { apiToken: { type: 'http', scheme: 'bearer', description: 'A client API token (labk_…), created in Client settings → API tokens' } },
      schemas: components,
    },
  };
}
