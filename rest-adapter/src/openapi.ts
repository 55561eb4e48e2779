import { Kind, type OperationDefinitionNode } from 'graphql';
import { z } from 'zod';
import type { RestRoute } from './route.js';
import { routes } from './routes/index.js';

type JsonSchema = Record<string, unknown>;

function inputSchema(route: RestRoute): JsonSchema {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema;
}

function operationName(route: RestRoute): string | undefined {
  const def = route.operation.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return def?.name?.value;
}

const memoryError: JsonSchema = {
  type: 'object',
  required: ['type', 'error'],
  properties: {
    type: { const: 'error' },
    error: {
      type: 'object',
      required: ['type', 'message', 'request_id'],
      properties: { type: { type: 'string' }, message: { type: 'string' }, request_id: { type: 'string' } },
      additionalProperties: true,
    },
  },
};

const marketplaceError: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message', 'status', 'request_id'],
      properties: { code: { type: 'string' }, message: { type: 'string' }, status: { type: 'integer' }, request_id: { type: 'string' } },
      additionalProperties: true,
    },
  },
};

/** OpenAPI 3.1 description of the REST surfaces, derived from the routes table. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const errorRef = { $ref: `#/components/schemas/${route.surface === 'memory' ? 'MemoryError' : 'MarketplaceError'}` };
    const schema = inputSchema(route);
    const operation: Record<string, unknown> = {
      operationId: operationName(route),
      tags: [route.surface],
      security: route.auth === 'none' ? [] : [route.surface === 'memory' ? { apiKey: [] } : { bearer: [] }],
      responses: {
        [String(route.status ?? 200)]: { description: 'Success', content: { 'application/json': { schema: { type: 'object' } } } },
        default: { description: 'Error', content: { 'application/json': { schema: errorRef } } },
      },
    };
    // Fastify's `:name` path parameters are OpenAPI's `{name}`.
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string', minLength: 1 } }));
    operation.parameters = pathParams;
    if (route.method === 'GET' || route.method === 'DELETE') {
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      operation.parameters = [...pathParams, ...Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s }))];
    } else {
      operation.requestBody = { required: true, content: { 'application/json': { schema } } };
    }
    (paths[route.path.replace(/:(\w+)/g, '{$1}')] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Memory Marketplace REST API', version: '1.0.0' },
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      schemas: { MemoryError: memoryError, MarketplaceError: marketplaceError },
    },
  };
}
