import { describe, expect, it } from 'vitest';
import { operationNames, operations } from '../../main/contract';
import { startTestServer } from '../helpers';

describe('GET /v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document of every route, served without a token', async () => {
    const server = await startTestServer();
    const reply = await server.call('GET', '/v1/openapi.json');
    expect(reply.status).toBe(200);
    const doc = reply.json;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const name of operationNames) {
      const spec = operations[name];
      const op = doc.paths[spec.path]?.[spec.method.toLowerCase()];
      expect(op, `${spec.method} ${spec.path}`).toBeDefined();
      expect(op.operationId).toBe(name);
      expect(op.description.length).toBeGreaterThan(10);
      expect(op.responses[String(spec.status)]).toBeDefined();
      expect(op.responses['401'].content['application/problem+json']).toBeDefined();
      if (spec.body) {
        const type =
          'bodyType' in spec && spec.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
        expect(op.requestBody.content[type].schema).toBeDefined();
      }
    }
    // Defaults and limits from the contract appear in the parameters.
    const limit = doc.paths['/v1/resumes'].get.parameters.find((p: { name: string }) => p.name === 'limit');
    expect(limit).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', default: 20, maximum: 100 },
    });
    const id = doc.paths['/v1/resumes/{id}'].get.parameters.find((p: { name: string }) => p.name === 'id');
    expect(id).toMatchObject({ in: 'path', required: true });
    // Every $ref resolves inside the document.
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const target = ref.slice(8, -1).replace('#/components/schemas/', '');
      expect(doc.components.schemas[target], ref).toBeDefined();
    }
  });
});
