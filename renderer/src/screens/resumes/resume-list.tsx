import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { ResumeSummary } from '../../../../main/contract';

const ROW_HEIGHT = 74;

const yearsFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const plural = new Intl.PluralRules();

/** "12 years · Kubernetes, Python, Go": what a recruiter scans a row for. */
function factsLine(resume: ResumeSummary): string {
  const parts: string[] = [];
  if (resume.yearsExperience !== undefined) {
    const years = Math.round(resume.yearsExperience);
    parts.push(`${yearsFormat.format(years)} ${plural.select(years) === 'one' ? 'year' : 'years'}`);
  }
  if (resume.skills?.length) parts.push(resume.skills.join(', '));
  return parts.join(' · ') || 'No skills found';
}

/**
 * The resume list, virtualized: only the visible rows exist in the DOM, so 100,000 resumes scroll
 * like 100. Nearing the end of what is loaded asks for the next page. Arrow keys move, Enter opens.
 */
export function ResumeList({
  items,
  hasMore,
  loadMore,
  selectedId,
  onOpen,
}: {
  items: ResumeSummary[];
  hasMore: boolean;
  loadMore: () => void;
  selectedId: string | undefined;
  onOpen: (id: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const count = items.length + (hasMore ? 1 : 0);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const rows = virtualizer.getVirtualItems();
  const last = rows[rows.length - 1];

  useEffect(() => {
    if (last && last.index >= items.length - 20 && hasMore) loadMore();
  }, [last, items.length, hasMore, loadMore]);

  const move = (index: number) => {
    const next = Math.max(0, Math.min(items.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? 400) / ROW_HEIGHT));
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + page,
      PageUp: active - page,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      move(moves[event.key]);
    } else if (event.key === 'Enter' && items[active]) {
      event.preventDefault();
      onOpen(items[active].id);
    }
  };

  return (
    <div
      ref={scroller}
      className="virtual-list"
      role="listbox"
      aria-label="Resumes"
      aria-activedescendant={items[active] ? `resume-row-${items[active].id}` : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => {
          const resume = items[row.index];
          const style = { transform: `translateY(${row.start}px)`, height: ROW_HEIGHT };
          if (!resume) {
            return (
              <div key="more" className="row muted" style={style}>
                Loading more…
              </div>
            );
          }
          const classes = [
            'row',
            row.index === active ? 'active' : '',
            resume.id === selectedId ? 'selected' : '',
          ];
          return (
            <div
              key={resume.id}
              id={`resume-row-${resume.id}`}
              role="option"
              aria-selected={resume.id === selectedId}
              tabIndex={-1}
              className={classes.join(' ')}
              style={style}
              onClick={() => {
                setActive(row.index);
                onOpen(resume.id);
              }}
              onKeyDown={() => undefined}
            >
              <span className="row-title">{resume.name}</span>
              <span className="row-sub">
                {[resume.occupation, resume.location].filter(Boolean).join(' · ') || resume.email || '—'}
              </span>
              <span className="row-sub row-facts">{factsLine(resume)}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
