import type { RunningServer, StartOptions } from '../http/server';
import type { ApiServerControl } from '../operations/context';

type Start = (options: StartOptions) => Promise<RunningServer>;
type Status = ReturnType<ApiServerControl['status']>;

/**
 * The embedded /v1 server as the Settings screen controls it: started, stopped or moved to match
 * the saved settings. A port that cannot be bound is a state (failed, with the reason), never a
 * crash and never a failed request. Changes are applied one at a time, in order.
 */
export function createApiServerControl(start: Start, options: Omit<StartOptions, 'port'>): ApiServerControl {
  let running: RunningServer | undefined;
  let status: Status = { state: 'stopped' };
  let queue: Promise<void> = Promise.resolve();

  const applyNow = async (settings: { enabled: boolean; port: number }) => {
    if (running && (!settings.enabled || running.port !== settings.port)) {
      await running.close();
      running = undefined;
      status = { state: 'stopped' };
    }
    if (!settings.enabled || running) return;
    try {
      running = await start({ ...options, port: settings.port });
      status = { state: 'running', url: running.url };
    } catch (error) {
      status = { state: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
  };

  return {
    status: () => status,
    apply(settings) {
      queue = queue.then(() => applyNow(settings));
      return queue;
    },
  };
}
