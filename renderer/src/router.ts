import { useEffect, useState } from 'react';
import { currentRoute } from './route';

export { currentRoute, go, href } from './route';

/** The route (route.ts), kept current as the fragment changes. */
export function useRoute(): string[] {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const onChange = () => setRoute(currentRoute());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}
