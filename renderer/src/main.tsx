import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hasStoredSession } from './api/browser-session';
import { chooseTransport } from './api/choose-transport';
import { TransportProvider } from './api/client';
import { primedTransport } from './api/primed-transport';
import { App } from './app';
import { startFirstRequests } from './first-requests';
import { currentRoute } from './router';
import './styles.css';

// chooseTransport takes a login code out of the address first, so the route read here is the app's.
const transport = primedTransport(chooseTransport());
startFirstRequests(transport, currentRoute(), hasStoredSession());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TransportProvider transport={transport}>
      <App />
    </TransportProvider>
  </StrictMode>,
);
