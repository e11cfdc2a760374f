import { useEffect, useState } from 'react';

/**
 * Routing in the URL fragment (#/resumes/res_…): it works the same from file:// in Electron and
 * from `talent serve --ui`, and changing it is never a navigation the shell has to allow.
 */
export const currentRoute = (): string[] =>
  window.location.hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);

export function useRoute(): string[] {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const onChange = () => setRoute(currentRoute());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}

export function go(...parts: string[]): void {
  window.location.hash = `#/${parts.map(encodeURIComponent).join('/')}`;
}

export const href = (...parts: string[]) => `#/${parts.map(encodeURIComponent).join('/')}`;
