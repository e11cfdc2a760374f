import { bridgeFromWindow, ipcTransport, type Transport } from '../transport';
import { startBrowserSession } from './browser-session';
import { httpTransport } from './http-transport';

/** Inside Electron the preload exposes the IPC bridge; anywhere else this page came from `talent serve --ui`. */
export function chooseTransport(): Transport {
  const bridge = bridgeFromWindow();
  return bridge ? ipcTransport(bridge) : httpTransport('', startBrowserSession());
}
