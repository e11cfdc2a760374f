import { describe, expect, it } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: window-options.ts is plain data with a type-only electron import
import { DESKTOP_CSP, isAppUrl, mainWindowOptions } from '../../main/electron/window-options';

describe('the main window', () => {
  const options = mainWindowOptions('/app/out/preload/index.cjs', 'Talent Index');
  const web = options.webPreferences ?? {};

  it('isolates and sandboxes the renderer, without Node', () => {
    expect(web.contextIsolation).toBe(true);
    expect(web.sandbox).toBe(true);
    expect(web.nodeIntegration).toBe(false);
    expect(web.nodeIntegrationInWorker).toBe(false);
    expect(web.nodeIntegrationInSubFrames).toBe(false);
    expect(web.preload).toBe('/app/out/preload/index.cjs');
  });

  it('keeps web security on and remote or embedded content off', () => {
    expect(web.webSecurity).toBe(true);
    expect(web.allowRunningInsecureContent).toBe(false);
    expect(web.webviewTag).toBe(false);
    expect(web.experimentalFeatures).toBe(false);
    expect(web.navigateOnDragDrop).toBe(false);
  });

  it('sends a strict CSP: only its own files, no inline script, no framing', () => {
    expect(DESKTOP_CSP).toContain("default-src 'self'");
    expect(DESKTOP_CSP).toContain("script-src 'self';");
    expect(DESKTOP_CSP).not.toMatch(/script-src[^;]*unsafe/);
    expect(DESKTOP_CSP).toContain("object-src 'none'");
    expect(DESKTOP_CSP).toContain("frame-ancestors 'none'");
  });
});

describe('what counts as the app itself', () => {
  const dir = '/opt/Talent Index/resources/app.asar/out/renderer';

  it('is the built renderer on disk, or the dev server while developing', () => {
    expect(
      isAppUrl('file:///opt/Talent%20Index/resources/app.asar/out/renderer/index.html', dir, undefined),
    ).toBe(true);
    expect(isAppUrl('http://localhost:5173/src/main.tsx', dir, 'http://localhost:5173')).toBe(true);
  });

  it('is never a remote page, another file, or the dev server once built', () => {
    expect(isAppUrl('https://example.com/', dir, undefined)).toBe(false);
    expect(isAppUrl('file:///etc/passwd', dir, undefined)).toBe(false);
    expect(
      isAppUrl('file:///opt/Talent%20Index/resources/app.asar/out/renderer-evil/x.html', dir, undefined),
    ).toBe(false);
    expect(isAppUrl('http://localhost:5173/', dir, undefined)).toBe(false);
    expect(isAppUrl('not a url', dir, undefined)).toBe(false);
  });
});
