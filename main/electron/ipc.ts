import { type IpcMainInvokeEvent, ipcMain } from 'electron';
import { type InvokeResult, invokeSafely, type OperationContext } from '../operations';

/** The one IPC channel: every contract operation goes through it, none is wired by hand. */
export const INVOKE_CHANNEL = 'talent:invoke';

const untrusted: InvokeResult = {
  ok: false,
  problem: {
    type: 'urn:talent-index:problem:forbidden',
    title: 'Forbidden',
    status: 403,
    detail: 'IPC from an untrusted frame.',
  },
};

export function registerIpc(
  context: () => OperationContext | undefined,
  isTrustedSender: (event: IpcMainInvokeEvent) => boolean,
): void {
  ipcMain.handle(INVOKE_CHANNEL, (event, name: unknown, request: unknown) =>
    isTrustedSender(event) ? invokeSafely(context(), name, request) : untrusted,
  );
}
