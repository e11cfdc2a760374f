import type { ReactNode } from 'react';
import type { Problem } from '../../../main/contract';

/** A problem as the user reads it: its title, its detail, and the fields it names. */
export function ProblemMessage({ problem }: { problem: Problem | undefined }) {
  if (!problem) return null;
  return (
    <div className="problem" role="alert">
      <strong>{problem.title}</strong>
      {problem.detail && <span> — {problem.detail}</span>}
      {problem.status === 401 && (
        <p>Your browser session has ended. Open the login link that `talent serve --ui` prints.</p>
      )}
    </div>
  );
}

export function Loading({ what = 'Loading' }: { what?: string }) {
  return (
    <p className="loading" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {what}…
    </p>
  );
}

/** What a first-time user sees instead of an empty table: why it is empty and what to do. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty">
      <h3>{title}</h3>
      {children}
    </div>
  );
}

/** Loading, error or content: the three states every data view has. */
export function Async<T>({
  loaded,
  children,
  what,
}: {
  loaded: { data: T | undefined; problem: Problem | undefined; loading: boolean };
  children: (data: T) => ReactNode;
  what?: string;
}) {
  if (loaded.problem) return <ProblemMessage problem={loaded.problem} />;
  if (loaded.data === undefined) return <Loading what={what} />;
  return <>{children(loaded.data)}</>;
}
