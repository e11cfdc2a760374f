import { hasStoredSession } from './api/browser-session';
import { chooseTransport } from './api/choose-transport';
import { primedTransport } from './api/primed-transport';
import { startFirstRequests } from './first-requests';
import { currentRoute } from './route';
import './styles.css';

// The entry is small on purpose: it starts the opening screen's requests (its data, its chunk and,
// for the dashboard, the chart library) and only then loads React and the shell (boot.tsx). With
// React in the entry, nothing was asked for until its ~240 KB had been evaluated, so every request
// of the first screen started that much later (issue #12 item 9).
// chooseTransport takes a login code out of the address first, so the route read here is the app's.
const transport = primedTransport(chooseTransport());
const screenChunk = startFirstRequests(transport, currentRoute(), hasStoredSession());
// The first render waits for the opening screen's chunk too (it loads beside React's, and is the
// smaller): rendered before it, the screen would suspend, and React then shows it no sooner than
// 300 ms after its fallback (lazy-screens.ts).
void Promise.all([import('./boot'), screenChunk]).then(([{ boot }]) => boot(transport));
