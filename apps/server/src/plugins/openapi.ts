import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERRORS } from '@openfds/contract';
import { API_PREFIX, routeRegistry, type RegisteredRoute } from './api-route.ts';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Record<string, unknown> {
  try {
    const out = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
    delete out.$schema;
    return out;
  } catch {
    return {};
  }
}

function parameters(route: RegisteredRoute): unknown[] {
  const out: unknown[] = [];
  for (const [where, schema] of [
    ['query', route.query],
    ['path', route.params],
  ] as const) {
    if (!schema) continue;
    const js = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, prop] of Object.entries(js.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (js.required ?? []).includes(name), schema: prop });
    }
  }
  return out;
}

const envelopeSchema = (item: Record<string, unknown>) => ({
  type: 'object',
  properties: {
    collection: {
      type: 'object',
      required: ['version', 'href', 'items', 'data', 'links', 'errors'],
      properties: {
        version: { type: 'string', const: '1.0' },
        href: { type: 'string' },
        items: { type: 'array', items: item },
        data: { type: 'array', items: { $ref: '#/components/schemas/NameValue' } },
        links: { type: 'array', items: { type: 'object', properties: { rel: { type: 'string' }, href: { type: 'string' } } } },
        errors: { type: 'array', items: { $ref: '#/components/schemas/Error' } },
      },
    },
  },
});

/** Builds the OpenAPI 3 document from the zod schemas every route was declared with. */
export function buildOpenApiDocument(serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routeRegistry) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: route.tags,
      // Who may call it (apiRoute's access: public, user, self, owner, admin).
      'x-access': route.access,
      // For staff routes: the permission of the contract's back-office role table (issue #26).
      ...(route.permission ? { 'x-permission': route.permission } : {}),
      parameters: parameters(route),
      responses: {
        '200': route.produces
          ? { description: 'OK', content: { [route.produces]: { schema: { type: 'string', format: 'binary' } } } }
          : route.plain
            ? { description: 'OK', content: { 'application/json': { schema: route.item ? jsonSchema(route.item, 'output') : {} } } }
            : {
                description: 'OK',
                content: { 'application/json': { schema: envelopeSchema(route.item ? jsonSchema(route.item, 'output') : {}) } },
              },
        default: { description: 'Error (see the error catalogue)', content: { 'application/json': { schema: envelopeSchema({}) } } },
      },
    };
    if (route.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(route.body) } } };
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    // 3.1: its schemas are JSON Schema 2020-12, which is what z.toJSONSchema writes (type: [..., 'null'], const).
    openapi: '3.1.0',
    info: {
      title: 'OpenFDS API',
      version: '1.0',
      description:
        'Every JSON reply is wrapped in the collection envelope. Error codes: ' +
        Object.values(ERRORS)
          .map((e) => `${e.code} ${e.key}`)
          .join(', '),
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: {
        NameValue: { type: 'object', properties: { name: { type: 'string' }, value: {} } },
        Error: {
          type: 'object',
          properties: {
            code: { type: 'integer' },
            message: { type: 'string' },
            data: { type: 'array', items: { $ref: '#/components/schemas/NameValue' } },
          },
        },
      },
    },
  };
}

export async function openApiRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  app.get(`${API_PREFIX}/v3/api-docs`, { config: { access: 'public' } }, async () => buildOpenApiDocument(options.publicUrl));
}
