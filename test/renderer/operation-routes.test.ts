import { describe, expect, it } from 'vitest';
import { type OperationSpec, operationNames, operations } from '../../main/contract';
import type { OperationRoute } from '../../renderer/src/api/http-transport';
import routes from '../../renderer/src/api/operation-routes.json';

/** What browser mode needs to call an operation over HTTP, from its contract entry. */
function routeOf(spec: OperationSpec): OperationRoute {
  return {
    method: spec.method,
    path: spec.path,
    ...(spec.body ? { body: spec.bodyType ?? 'json' } : {}),
    ...(spec.responseType === 'file' ? { file: true } : {}),
  };
}

describe("the renderer's operation routes", () => {
  // The renderer reads this plain table instead of the contract's operation table, whose zod
  // schemas would otherwise all be built before the first screen draws (issue #12 item 9).
  // After adding or changing an operation: npx vitest run test/renderer/operation-routes.test.ts -u
  it('are the contract table, operation for operation', async () => {
    const table = Object.fromEntries(operationNames.map((name) => [name, routeOf(operations[name])]));
    await expect(`${JSON.stringify(table, null, 2)}\n`).toMatchFileSnapshot(
      '../../renderer/src/api/operation-routes.json',
    );
    expect(Object.keys(routes).sort()).toEqual([...operationNames].sort());
  });
});
