import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Problem, ResumeSort } from '../../../../main/contract';
import { SENIORITY_LEVELS } from '../../../../main/contract/schemas/values';
import { useClient } from '../../api/client';
import { resumeImport } from '../../api/resume-import';
import { useFileImport } from '../../api/use-file-import';
import { usePagedList } from '../../api/use-paged-list';
import { useFileDrop } from '../../components/file-drop';
import { ImportButton, ImportStatus } from '../../components/file-import';
import { EmptyState, Loading, ProblemMessage } from '../../components/status';
import { plural } from '../../format';
import { go } from '../../router';
import { ResumeDetail } from './resume-detail';
import { ResumeList } from './resume-list';
import { type Filters, NO_FILTERS, resumePageRequest } from './resume-page-request';
import { ResumeReview } from './review/resume-review';
import { SkillField } from './skill-field';

const SORTS: Array<{ value: ResumeSort; label: string }> = [
  { value: 'newest', label: 'Newest first' },
  { value: 'name', label: 'Name A–Z' },
  { value: 'years', label: 'Most experience' },
];

/** "1 resume matches", "2,345 resumes match": counted with the user's number format and plural rules. */
function countLine(total: number, filtered: boolean): string {
  return filtered ? plural(total, 'resume matches', 'resumes match') : plural(total, 'resume');
}

/** The list's answer about one field (an unknown skill), to show at that field instead of above the list. */
function fieldProblem(problem: Problem | undefined, pointer: string): string | undefined {
  return problem?.errors?.find((e) => e.pointer === pointer) ? problem.detail : undefined;
}

/** What the picker offers: the files importResumeFiles reads, and JSON with many resumes. */
const RESUME_FILE_TYPES = '.pdf,.docx,.txt,.text,.md,.markdown,.json,.ndjson,.jsonl';

/** Waits until typing pauses, so each keystroke does not start a query. */
function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** view 'review': the review of an imported file takes the whole screen (the original beside the fields). */
export function ResumesScreen({ selectedId, view }: { selectedId?: string; view?: string }) {
  const client = useClient();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [sort, setSort] = useState<ResumeSort>('newest');
  const settled = useDebounced(filters);
  const listKey = JSON.stringify([settled, sort]);
  // The total comes with the first page of a walk; kept with the walk's key so an older answer is not shown.
  const [total, setTotal] = useState<{ key: string; count: number }>();
  const fetchPage = useCallback(
    async (cursor: string | undefined) => {
      const page = await client.invoke('listResumes', resumePageRequest(settled, sort, cursor));
      if (page.total !== undefined) setTotal({ key: listKey, count: page.total });
      return { items: page.data, next: page.pagination.next_cursor };
    },
    [client, settled, sort, listKey],
  );
  const list = usePagedList(fetchPage, listKey);
  const skillError = fieldProblem(list.problem, '/skill');
  const run = useMemo(() => resumeImport(client), [client]);
  const importer = useFileImport(run, list.reload);
  const drop = useFileDrop((files) => void importer.start(files));
  const filtered = Object.values(settled).some((v) => v.trim() !== '');
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value }));

  if (selectedId && view === 'review')
    return (
      <div className="screen">
        <ResumeReview key={selectedId} id={selectedId} onSaved={list.reload} />
      </div>
    );

  return (
    <div className={`screen split${drop.dragging ? ' dragging' : ''}`} {...drop.dropProps}>
      <div className="list-pane">
        <header className="screen-header">
          <h1>Resumes</h1>
          <ImportButton
            label="Import resume files…"
            accept={RESUME_FILE_TYPES}
            onFiles={(files) => void importer.start(files)}
          />
        </header>
        <form className="filters stacked" aria-label="Resume filters" onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            placeholder="Search name, occupation, e-mail"
            aria-label="Search"
            value={filters.q}
            onChange={set('q')}
          />
          <div className="filter-row">
            <input
              placeholder="Role (software)"
              aria-label="Role family"
              value={filters.role}
              onChange={set('role')}
            />
            <input
              placeholder="Location (berlin)"
              aria-label="Location"
              value={filters.location}
              onChange={set('location')}
            />
          </div>
          <div className="filter-row">
            <select aria-label="Seniority" value={filters.seniority} onChange={set('seniority')}>
              <option value="">Any seniority</option>
              {SENIORITY_LEVELS.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
            <SkillField
              value={filters.skill}
              onChange={(skill) => setFilters((f) => ({ ...f, skill }))}
              error={skillError}
            />
          </div>
          <label>
            Sort
            <select value={sort} onChange={(e) => setSort(e.target.value as ResumeSort)}>
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        </form>
        <ImportStatus importer={importer} noun="resume" />
        {!skillError && <ProblemMessage problem={list.problem} />}
        {!list.loaded && !list.problem && <Loading what="Loading resumes" />}
        {list.loaded && list.items.length === 0 ? (
          filtered ? (
            <EmptyState title="No resume matches these filters">
              <button type="button" onClick={() => setFilters(NO_FILTERS)}>
                Clear filters
              </button>
            </EmptyState>
          ) : (
            <EmptyState title="No resumes yet">
              <p>
                Drop resume files here (PDF, DOCX, text, Markdown or JSON Resume), or use “Import resume
                files…”. A JSON file may also hold many resumes, as an array or NDJSON.
              </p>
            </EmptyState>
          )
        ) : (
          list.loaded && (
            <>
              <p className="muted small" aria-live="polite">
                {total?.key === listKey ? countLine(total.count, filtered) : 'Counting…'} · ↑↓ to move, Enter
                to open
              </p>
              <ResumeList
                items={list.items}
                hasMore={list.hasMore}
                loadMore={list.loadMore}
                selectedId={selectedId}
                onOpen={(id) => go('resumes', id)}
              />
            </>
          )
        )}
      </div>
      <div className="detail-pane">
        {selectedId ? (
          <ResumeDetail key={selectedId} id={selectedId} onDeleted={list.reload} />
        ) : (
          <EmptyState title="Select a resume">
            <p>
              Pick one in the list to read every section, redact it for blind review, or verify its entries.
            </p>
          </EmptyState>
        )}
      </div>
    </div>
  );
}
