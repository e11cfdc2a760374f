import { contextBridge, ipcRenderer } from 'electron';

/** The renderer's whole view of the main process: invoke a contract operation, listen to an event. */
contextBridge.exposeInMainWorld('talent', {
  invoke: (operation: string, request: unknown) => ipcRenderer.invoke('talent:invoke', operation, request),
  on: (event: string, listener: (payload: unknown) => void) => {
    const channel = `talent:event:${event}`;
    const wrapped = (_e: unknown, payload: unknown) => listener(payload);
    ipcRenderer.on(channel, wrapped);
    return () => ipcRenderer.off(channel, wrapped);
  },
});
