import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type {
  OperationName,
  OperationOutput,
  OperationRequest,
  Operations,
  Problem,
} from '../../../main/contract';
import { ProblemResponse, type Transport } from '../transport';

const TransportContext = createContext<Transport | null>(null);

export function TransportProvider({ transport, children }: { transport: Transport; children: ReactNode }) {
  return <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>;
}

/** The typed client: call(name, request) with the contract's request and answer types. */
export function useClient(): Transport {
  const transport = useContext(TransportContext);
  if (!transport) throw new Error('useClient outside TransportProvider');
  return transport;
}

/** Any failure as a problem, so every screen shows errors the same way (title and detail). */
export function asProblem(error: unknown): Problem {
  if (error instanceof ProblemResponse) return error.problem;
  return {
    type: 'urn:talent-index:problem:client',
    title: 'Something went wrong',
    status: 0,
    detail: error instanceof Error ? error.message : String(error),
  };
}

export interface Loaded<T> {
  data: T | undefined;
  problem: Problem | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs a read operation when the request changes and keeps its answer; a late answer to an older
 * request is dropped, so fast filter typing never shows stale results.
 */
export function useOperation<K extends OperationName>(
  name: K,
  request: OperationRequest<Operations[K]> | null,
): Loaded<OperationOutput<Operations[K]>> {
  const client = useClient();
  const [data, setData] = useState<OperationOutput<Operations[K]>>();
  const [problem, setProblem] = useState<Problem>();
  const [loading, setLoading] = useState(request !== null);
  const [generation, setGeneration] = useState(0);
  const key = request === null ? null : JSON.stringify(request);
  const latest = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for request; generation forces a reload
  useEffect(() => {
    if (key === null) return;
    const ticket = ++latest.current;
    setLoading(true);
    client
      .invoke(name, JSON.parse(key))
      .then((value) => {
        if (ticket !== latest.current) return;
        setData(value);
        setProblem(undefined);
      })
      .catch((error: unknown) => {
        if (ticket === latest.current) setProblem(asProblem(error));
      })
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, [client, name, key, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, problem, loading, reload };
}

/** A write in flight: run it, remember its problem, know when it is busy. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const run = useCallback(async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setProblem(undefined);
    try {
      return await work();
    } catch (error) {
      setProblem(asProblem(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, problem, run, clear: () => setProblem(undefined) };
}
