import { useState } from 'react';
import { VERIFICATION_STATUSES, VERIFICATION_TYPES } from '../../../main/contract';
import { useOperation } from '../api/client';
import { DateRange } from '../components/date-range';
import { Async, EmptyState } from '../components/status';
import { go, href } from '../router';

/** The spec's verification search: one resume's verifications, filtered by type, status and dates. */
export function VerificationsScreen({ resumeId }: { resumeId?: string }) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const matches = useOperation(
    'listResumes',
    search.trim() ? { query: { q: search.trim(), limit: 8 } } : null,
  );
  const results = useOperation(
    'searchVerifications',
    resumeId
      ? {
          query: {
            resumeId,
            limit: 100,
            ...(type ? { type: type as never } : {}),
            ...(status ? { status: status as never } : {}),
            ...(from ? { from } : {}),
            ...(to ? { to } : {}),
          },
        }
      : null,
  );

  return (
    <div className="screen">
      <header className="screen-header">
        <h1>Verifications</h1>
      </header>
      <form className="filters" aria-label="Verification search" onSubmit={(e) => e.preventDefault()}>
        <label>
          Resume
          <input
            type="search"
            placeholder="Find a resume by name or e-mail"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <label>
          Type
          <select value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">Any</option>
            {VERIFICATION_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Any</option>
            {VERIFICATION_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <DateRange from={from} to={to} onFrom={setFrom} onTo={setTo} />
      </form>
      {search.trim() && (
        <ul className="picker" aria-label="Matching resumes">
          {(matches.data?.data ?? []).map((r) => (
            <li key={r.id}>
              <button
                type="button"
                className="link"
                onClick={() => {
                  setSearch('');
                  go('verifications', r.id);
                }}
              >
                {r.name} <span className="muted">{r.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!resumeId ? (
        <EmptyState title="Pick a resume">
          <p>
            Verifications belong to a resume: search for one above, or record them from a resume's
            Verification tab.
          </p>
        </EmptyState>
      ) : (
        <Async loaded={results} what="Searching verifications">
          {(page) =>
            page.verifications.length === 0 ? (
              <EmptyState title="No verifications match">
                <p>
                  <a href={href('resumes', resumeId)}>Open the resume</a> to record one or run the automatic
                  checks.
                </p>
              </EmptyState>
            ) : (
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Type</th>
                    <th scope="col">Entry</th>
                    <th scope="col">Status</th>
                    <th scope="col">Method</th>
                    <th scope="col">Notes</th>
                    <th scope="col">Created</th>
                  </tr>
                </thead>
                <tbody>
                  {page.verifications.map((v) => (
                    <tr key={v.id}>
                      <td>{v.type}</td>
                      <td className="small">{v.entryId}</td>
                      <td>
                        <span className={`badge ${v.status}`}>{v.status}</span>
                      </td>
                      <td>{v.method}</td>
                      <td className="small">{v.notes ?? ''}</td>
                      <td>{new Date(v.createdAt).toLocaleString()}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </Async>
      )}
    </div>
  );
}
