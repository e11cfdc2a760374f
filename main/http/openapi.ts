import { z } from 'zod';
import { type OperationSpec, operationNames, operations, problemSchema } from '../contract';

type Json = Record<string, unknown>;

const PROBLEM_RESPONSES: Record<string, string> = {
  '400': 'Invalid parameters or body; errors[] points at each bad value.',
  '401': 'Missing, malformed, unknown, expired or revoked bearer token.',
  '403': 'Forbidden: foreign Host or Origin, or not allowed for this caller.',
  '404': 'Unknown resource or route.',
  '429': 'Rate limit exceeded; see Retry-After.',
};

/**
 * zod names schemas that carry meta({id}) in $defs; OpenAPI wants them under components.schemas.
 * Moves them there and rewrites the references.
 */
function toComponents(schema: Json, components: Record<string, Json>): Json {
  const { $defs, $schema: _dialect, ...rest } = schema as Json & { $defs?: Record<string, Json> };
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node && typeof node === 'object') {
      const out: Json = {};
      for (const [k, v] of Object.entries(node as Json)) {
        out[k] =
          k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : rewrite(v);
      }
      return out;
    }
    return node;
  };
  for (const [id, def] of Object.entries($defs ?? {})) components[id] ??= rewrite(def) as Json;
  return rewrite(rest) as Json;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, Json>): Json {
  return toComponents(
    z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as Json,
    components,
  );
}

function parameters(spec: OperationSpec, components: Record<string, Json>): Json[] {
  const out: Json[] = [];
  for (const [where, schema] of [
    ['path', spec.params],
    ['query', spec.query],
  ] as const) {
    if (!schema) continue;
    for (const [name, field] of Object.entries(schema.shape)) {
      const fieldSchema = field as z.ZodType;
      const json = jsonSchema(fieldSchema, 'input', components);
      out.push({
        name,
        in: where,
        required: where === 'path' || !fieldSchema.safeParse(undefined).success,
        ...(json.description ? { description: json.description } : {}),
        schema: json,
      });
    }
  }
  return out;
}

/** The OpenAPI 3.1 document, generated from the operation table: every route, schema and description. */
export function buildOpenApiDocument(serverUrl?: string): Json {
  const components: Record<string, Json> = {};
  const paths: Record<string, Json> = {};
  for (const name of operationNames) {
    const spec = operations[name] as OperationSpec;
    const responses: Json = {};
    responses[String(spec.status)] =
      spec.status === 204
        ? { description: 'Done; no content.' }
        : spec.responseType === 'file'
          ? {
              description: 'The file: its media type in Content-Type, its name in Content-Disposition.',
              content: {
                '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
              },
            }
          : {
              description: 'Success.',
              content: { 'application/json': { schema: jsonSchema(spec.output, 'output', components) } },
            };
    for (const [status, description] of Object.entries(PROBLEM_RESPONSES)) {
      responses[status] = {
        description,
        content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
      };
    }
    const operation: Json = {
      operationId: name,
      summary: spec.summary,
      description: `${spec.description}\n\nRate class: ${spec.rateClass}.${spec.access === 'admin' ? ' Administrator only.' : ''}`,
      tags: spec.tags,
      parameters: parameters(spec, components),
      responses,
    };
    if (spec.body && spec.bodyType === 'multipart') {
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { files: { type: 'array', items: { type: 'string', format: 'binary' } } },
            },
          },
        },
      };
    } else if (spec.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(spec.body, 'input', components) } },
      };
    }
    paths[spec.path] = { ...(paths[spec.path] ?? {}), [spec.method.toLowerCase()]: operation };
  }
  components.Problem = jsonSchema(problemSchema, 'output', components);
  delete (components.Problem as Json).id;
  paths['/v1/openapi.json'] = {
    get: {
      operationId: 'getOpenApiDocument',
      summary: 'This document',
      description: 'The OpenAPI 3.1 description of the service. The only route that needs no token.',
      security: [],
      responses: { '200': { description: 'The document.', content: { 'application/json': {} } } },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Talent Index service',
      version: '1.0.0',
      description:
        'The local /v1 API of Talent Index: resumes, jobs, candidates and analytics of one organization, on 127.0.0.1. ' +
        'Every route but this document needs Authorization: Bearer <token> (issue tokens with `talent token create`). ' +
        'Errors are RFC 9457 application/problem+json. Rate limits per client IP: standard 100/min, batch 10/min, ' +
        'reported in X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset (UTC epoch seconds).',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API token (tix_…).' },
      },
    },
  };
}
