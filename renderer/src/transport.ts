import type {
  OperationName,
  OperationOutput,
  OperationRequest,
  Operations,
  Problem,
} from '../../main/contract';

/** How screens reach the service: IPC inside Electron, HTTP in browser mode. Screens never know which. */
export interface Transport {
  invoke<K extends OperationName>(
    name: K,
    request?: OperationRequest<Operations[K]>,
  ): Promise<OperationOutput<Operations[K]>>;
}

export class ProblemResponse extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
  }
}

interface TalentBridge {
  invoke(
    name: string,
    request: unknown,
  ): Promise<{ ok: true; value: unknown } | { ok: false; problem: Problem }>;
}

export function ipcTransport(bridge: TalentBridge): Transport {
  return {
    async invoke(name, request) {
      const result = await bridge.invoke(name, request ?? {});
      if (!result.ok) throw new ProblemResponse(result.problem);
      return result.value as never;
    },
  };
}

export function bridgeFromWindow(): TalentBridge | undefined {
  return (globalThis as { talent?: TalentBridge }).talent;
}
