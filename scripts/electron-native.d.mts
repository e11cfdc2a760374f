// Types of scripts/electron-native.mjs for the TypeScript that imports it (the Electron smoke test).
export const ELECTRON_BINDING: string;
export function ensureElectronBinding(options?: { arch?: string }): string;
