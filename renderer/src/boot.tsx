import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TransportProvider } from './api/client';
import { App } from './app';
import type { Transport } from './transport';

/** Renders the app (React and the shell: a chunk main.tsx loads once the first requests are out). */
export function boot(transport: Transport): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <TransportProvider transport={transport}>
        <App />
      </TransportProvider>
    </StrictMode>,
  );
}
