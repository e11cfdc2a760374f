import type { ReactNode } from 'react';
import type { ResumeDocument } from '../../../../main/contract';

type Doc = ResumeDocument;

const REDACTED = '[REDACTED]';

/** Text with each [REDACTED] span marked, so redacted parts of free text stand out. */
function Marked({ text }: { text: string }) {
  if (!text.includes(REDACTED)) return <>{text}</>;
  const parts = text.split(REDACTED);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
        <span key={i}>
          {part}
          {i < parts.length - 1 && <mark className="redacted">{REDACTED}</mark>}
        </span>
      ))}
    </>
  );
}

/**
 * A resume, section by section. With redactedPaths (the redaction's redactedFields), each value
 * whose path is listed gets a highlight, on either side of a comparison.
 */
export function ResumeView({ doc, redactedPaths }: { doc: Doc; redactedPaths?: Set<string> }) {
  const flagged = (path: string) => {
    if (!redactedPaths) return false;
    if (redactedPaths.has(path)) return true;
    // section[<id>].field also stands for section[].field
    return redactedPaths.has(path.replace(/\[[^\]]*\]/, '[]'));
  };
  const value = (path: string, text: string | undefined, label?: string): ReactNode => {
    if (!text) return null;
    return (
      <span className={flagged(path) ? 'value flagged' : 'value'} data-path={path}>
        {label && <span className="muted">{label}: </span>}
        <Marked text={text} />
      </span>
    );
  };
  const p = doc.personalInfo;
  const entries = <T extends { __id: string }>(
    section: string,
    title: string,
    list: T[] | undefined,
    render: (entry: T, path: (field: string) => string) => ReactNode,
  ) =>
    list && list.length > 0 ? (
      <section className="doc-section">
        <h3>{title}</h3>
        {list.map((entry) => (
          <div key={entry.__id} className="doc-entry">
            {render(entry, (field) => `${section}[${entry.__id}].${field}`)}
          </div>
        ))}
      </section>
    ) : null;
  const dates = (start?: string, end?: string) => [start, end ?? 'present'].filter(Boolean).join(' – ');

  return (
    <article className="resume-doc">
      <header>
        <h2>{value('personalInfo.name', p.name)}</h2>
        <div className="doc-lines">
          {value('personalInfo.occupation', p.occupation)}
          {value('personalInfo.email', p.email, 'E-mail')}
          {value('personalInfo.phone', p.phone, 'Phone')}
          {value('personalInfo.url', p.url, 'Web')}
          {value('personalInfo.location', p.location, 'Location')}
          {value('personalInfo.address', p.address, 'Address')}
        </div>
        {p.summary && <p>{value('personalInfo.summary', p.summary)}</p>}
        {p.profiles.length > 0 && (
          <ul className="inline-list">
            {p.profiles.map((profile) => (
              <li key={profile.__id}>
                {profile.network}:{' '}
                {value(`personalInfo.profiles[${profile.__id}].username`, profile.username)}{' '}
                {value(`personalInfo.profiles[${profile.__id}].url`, profile.url)}
              </li>
            ))}
          </ul>
        )}
      </header>
      {entries('work', 'Work', doc.work, (w, path) => (
        <>
          <div className="entry-title">
            {value(path('position'), w.position)} {w.company && <>at {value(path('company'), w.company)}</>}
          </div>
          <div className="muted small">
            {value(path('startDate'), dates(w.startDate, w.endDate))} {value(path('location'), w.location)}
          </div>
          {value(path('summary'), w.summary)}
          {value(path('description'), w.description)}
          {w.highlights.length > 0 && (
            <ul>
              {w.highlights.map((h) => (
                <li key={h.__id}>{value(`${path('highlights')}[${h.__id}]`, h.value)}</li>
              ))}
            </ul>
          )}
        </>
      ))}
      {entries('education', 'Education', doc.education, (e, path) => (
        <>
          <div className="entry-title">
            {value(path('studyType'), e.studyType)} {value(path('area'), e.area)}
            {e.institution && <> — {value(path('institution'), e.institution)}</>}
          </div>
          <div className="muted small">{value(path('startDate'), dates(e.startDate, e.endDate))}</div>
          {value(path('score'), e.score, 'Score')}
          {e.courses.length > 0 && <div className="small">Courses: {e.courses.join(', ')}</div>}
        </>
      ))}
      {entries('volunteer', 'Volunteering', doc.volunteer, (v, path) => (
        <>
          <div className="entry-title">
            {value(path('position'), v.position)}{' '}
            {v.organization && <>at {value(path('organization'), v.organization)}</>}
          </div>
          {value(path('summary'), v.summary)}
        </>
      ))}
      {entries('projects', 'Projects', doc.projects, (pr, path) => (
        <>
          <div className="entry-title">{value(path('name'), pr.name)}</div>
          {value(path('description'), pr.description)}
          {pr.keywords.length > 0 && <div className="small muted">{pr.keywords.join(', ')}</div>}
        </>
      ))}
      {entries('skills', 'Skills', doc.skills, (s, path) => (
        <>
          <span className="entry-title">{value(path('name'), s.name)}</span>{' '}
          {s.level && <span className="muted">({s.level})</span>}
          {s.keywords.length > 0 && <div className="small muted">{s.keywords.join(', ')}</div>}
        </>
      ))}
      {entries('languages', 'Languages', doc.languages, (l, path) => (
        <>
          {value(path('language'), l.language)} {l.fluency && <span className="muted">— {l.fluency}</span>}
        </>
      ))}
      {entries('certificates', 'Certificates', doc.certificates, (c, path) => (
        <>
          {value(path('name'), c.name)} {value(path('issuer'), c.issuer)} {value(path('date'), c.date)}
        </>
      ))}
      {entries('awards', 'Awards', doc.awards, (a, path) => (
        <>
          {value(path('title'), a.title)} {value(path('awarder'), a.awarder)} {value(path('date'), a.date)}
        </>
      ))}
      {entries('publications', 'Publications', doc.publications, (pub, path) => (
        <>
          {value(path('name'), pub.name)} {value(path('publisher'), pub.publisher)}
        </>
      ))}
      {entries('interests', 'Interests', doc.interests, (i, path) => (
        <>
          {value(path('name'), i.name)}{' '}
          {i.keywords.length > 0 && <span className="muted">{i.keywords.join(', ')}</span>}
        </>
      ))}
      {entries('references', 'References', doc.references, (r, path) => (
        <>
          <div className="entry-title">
            {value(path('name'), r.name)} {value(path('position'), r.position)}{' '}
            {value(path('company'), r.company)}
          </div>
          {value(path('email'), r.email, 'E-mail')} {value(path('phone'), r.phone, 'Phone')}
          {value(path('reference'), r.reference)}
        </>
      ))}
    </article>
  );
}
