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

  it('refuses encoded separators and dot segments that decode out of the renderer folder', () => {
    const base = 'file:///opt/Talent%20Index/resources/app.asar/out/renderer';
    for (const url of [
      `${base}/..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd`,
      `${base}/..%2f..%2fapp.asar.unpacked/x.html`,
      `${base}/..%5C..%5Cx.html`,
      `${base}/%2e%2e/%2e%2e/x.html`,
      `${base}/x%00.html`,
      'file:///app/renderer/..%2F..%2Fetc',
    ]) {
      expect(isAppUrl(url, dir, undefined), url).toBe(false);
    }
    expect(isAppUrl('file:///app/renderer/..%2F..%2Fetc', '/app/renderer', undefined)).toBe(false);
    expect(isAppUrl('file:///app/renderer/index.html', '/app/renderer', undefined)).toBe(true);
  });

  it('refuses file URLs with a host (a network share on Windows) or user info', () => {
    for (const url of [
      'file://evil.example/opt/Talent%20Index/resources/app.asar/out/renderer/index.html',
      'file://127.0.0.1/opt/Talent%20Index/resources/app.asar/out/renderer/index.html',
      'file://user@evil.example/opt/Talent%20Index/resources/app.asar/out/renderer/index.html',
    ]) {
      expect(isAppUrl(url, dir, undefined), url).toBe(false);
    }
  });

  it('accepts the dev server only on its own scheme, host and port, without user info', () => {
    const dev = 'http://localhost:5173';
    expect(isAppUrl('http://localhost:5173/index.html', dir, dev)).toBe(true);
    for (const url of [
      'http://localhost:5174/index.html',
      'http://127.0.0.1:5173/index.html',
      'https://localhost:5173/index.html',
      'http://evil.example:5173/',
      'http://user@localhost:5173/',
      'http://user:pw@localhost:5173/',
      'http://localhost:5173@evil.example/',
      'http://localhost/',
    ]) {
      expect(isAppUrl(url, dir, dev), url).toBe(false);
    }
  });

  it('matches a Windows install whatever the drive letter case, and devtools only as itself', () => {
    const windowsDir = 'C:\\Program Files\\Talent Index\\resources\\app.asar\\out\\renderer';
    expect(
      isAppUrl(
        'file:///c:/Program%20Files/Talent%20Index/resources/app.asar/out/renderer/index.html',
        windowsDir,
        undefined,
      ),
    ).toBe(true);
    expect(isAppUrl('file:///C:/Program%20Files/Talent%20Index/secrets.html', windowsDir, undefined)).toBe(
      false,
    );
    expect(isAppUrl('devtools://devtools/bundled/inspector.html', dir, undefined)).toBe(true);
    expect(isAppUrl('devtools://evil/x.html', dir, undefined)).toBe(false);
  });
});
