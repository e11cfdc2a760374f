import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { chooseTransport } from './api/choose-transport';
import { TransportProvider } from './api/client';
import { App } from './app';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TransportProvider transport={chooseTransport()}>
      <App />
    </TransportProvider>
  </StrictMode>,
);
