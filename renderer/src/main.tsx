import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Organization } from '../../main/contract';
import { bridgeFromWindow, ipcTransport, ProblemResponse } from './transport';

/** The first screen: the organization the index holds. The recruiter's screens grow from here. */
function App() {
  const [organization, setOrganization] = useState<Organization>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    const bridge = bridgeFromWindow();
    if (!bridge) {
      setError('This page must run inside the Talent Index app.');
      return;
    }
    ipcTransport(bridge)
      .invoke('getOrganization', {})
      .then(setOrganization)
      .catch((e: unknown) =>
        setError(e instanceof ProblemResponse ? `${e.problem.title}: ${e.message}` : String(e)),
      );
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>Talent Index</h1>
      {error && <p role="alert">{error}</p>}
      {organization && <p>Organization: {organization.name}</p>}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
