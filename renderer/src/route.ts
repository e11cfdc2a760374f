/**
 * Routing in the URL fragment (#/resumes/res_…): it works the same from file:// in Electron and
 * from `talent serve --ui`, and changing it is never a navigation the shell has to allow. Without
 * React (router.ts has the hook), so that the app's tiny entry can read the route (main.tsx).
 */
export const currentRoute = (): string[] =>
  window.location.hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);

export function go(...parts: string[]): void {
  window.location.hash = `#/${parts.map(encodeURIComponent).join('/')}`;
}

export const href = (...parts: string[]) => `#/${parts.map(encodeURIComponent).join('/')}`;
