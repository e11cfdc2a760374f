import { useEffect, useMemo, useState } from 'react';
import type { Problem, Resume, ResumeDocument, ResumeIntake } from '../../../../../main/contract';
import { LOW_CONFIDENCE } from '../../../../../main/contract/schemas/values';
import { asProblem, useAction, useClient, useOperation } from '../../../api/client';
import { errorsFromPointers, errorsFromProblem, type FieldErrors } from '../../../components/field-errors';
import { Async, Loading, ProblemMessage } from '../../../components/status';
import { plural } from '../../../format';
import { href } from '../../../router';
import { toJsonResume } from './json-resume';
import { PdfPages } from './pdf-pages';
import { type ReviewField, reviewGroups, textAt, withText } from './review-fields';

/** The stored document of a resume, without the record's own fields. */
function documentOf(resume: Resume): ResumeDocument {
  const { id: _i, organizationId: _o, createdAt: _c, updatedAt: _u, source: _s, ...doc } = resume;
  return doc;
}

/** The original file: a PDF drawn in the window, any other kind as the text the parser read. */
function OriginalFile({ intake }: { intake: ResumeIntake }) {
  const client = useClient();
  const [pdf, setPdf] = useState<Uint8Array>();
  const [problem, setProblem] = useState<Problem>();
  useEffect(() => {
    if (intake.kind !== 'pdf') return;
    client
      .invoke('getResumeFile', { params: { id: intake.resumeId } })
      .then((file) => setPdf(file.data))
      .catch((error: unknown) => setProblem(asProblem(error)));
  }, [client, intake.kind, intake.resumeId]);

  if (intake.kind !== 'pdf') return <pre className="original-text">{intake.text}</pre>;
  if (problem) return <ProblemMessage problem={problem} />;
  if (!pdf) return <Loading what="Opening the file" />;
  return <PdfPages data={pdf} title={intake.fileName} />;
}

const percent = (confidence: number) => `${Math.round(confidence * 100)} %`;

function FieldInput({
  field,
  value,
  confidence,
  error,
  note,
  onChange,
}: {
  field: ReviewField;
  value: string;
  confidence: number | undefined;
  error: string | undefined;
  /** What the service did with the saved value, when it could not take it as written. */
  note?: string;
  onChange: (value: string) => void;
}) {
  const low = confidence !== undefined && confidence < LOW_CONFIDENCE;
  const classes = ['field', low ? 'low-confidence' : '', error ? 'invalid' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-path={field.stored}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is the child */}
      <label>
        <span className="field-label">{field.label}</span>
        {field.multiline ? (
          <textarea rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input value={value} onChange={(e) => onChange(e.target.value)} />
        )}
      </label>
      {low && (
        <span className="field-hint confidence-note">
          Parser unsure ({percent(confidence)}): check against the file
        </span>
      )}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
      {note && !error && (
        <span className="field-hint save-note" role="note">
          Saved as read: {note}
        </span>
      )}
    </div>
  );
}

/**
 * The review of a resume imported from a file: the warnings on top, the original on the left, the
 * parsed fields on the right (the ones the parser was unsure of highlighted), each editable. Save
 * sends the whole corrected document through updateResume, which validates and derives it again.
 */
export function ResumeReview({ id, onSaved }: { id: string; onSaved: () => void }) {
  const client = useClient();
  const resume = useOperation('getResume', { params: { id } });
  const intake = useOperation('getResumeIntake', { params: { id } });
  const save = useAction();
  const [draft, setDraft] = useState<ResumeDocument>();
  const [saved, setSaved] = useState(false);
  // What reading the saved correction changed or left out, by field (a date that is not a date...).
  const [notes, setNotes] = useState<FieldErrors>({});
  const original = useMemo(() => resume.data && documentOf(resume.data), [resume.data]);
  useEffect(() => setDraft(original), [original]);

  const confidence = new Map((intake.data?.fields ?? []).map((f) => [f.path, f.confidence]));
  const errors = errorsFromProblem(save.problem);
  const shownFields = new Set(draft ? reviewGroups(draft).flatMap((g) => g.fields.map((f) => f.json)) : []);
  const otherErrors = Object.entries(errors).filter(([path]) => !shownFields.has(path));
  const changed = draft !== undefined && JSON.stringify(draft) !== JSON.stringify(original);
  const lowCount = [...confidence.values()].filter((c) => c < LOW_CONFIDENCE).length;

  const submit = async () => {
    if (!draft) return;
    setSaved(false);
    setNotes({});
    const done = await save.run(() =>
      client.invoke('updateResume', { params: { id }, body: toJsonResume(draft) }),
    );
    if (done) {
      setSaved(true);
      setNotes(errorsFromPointers(done.warnings.map((w) => ({ pointer: w.pointer, detail: w.message }))));
      resume.reload();
      intake.reload();
      onSaved();
    }
  };

  return (
    <Async loaded={intake} what="Opening the import report">
      {(report) => (
        <div className="review">
          <header className="review-header">
            <div>
              <h2>Review the import of {report.fileName}</h2>
              <p className="muted small">
                {report.kind.toUpperCase()} · {(report.size / 1024).toFixed(0)} KB · imported{' '}
                {new Date(report.importedAt).toLocaleString()} ·{' '}
                {lowCount === 0 ? 'no unsure fields' : `${plural(lowCount, 'unsure field')} highlighted`}
              </p>
            </div>
            <span className="spacer" />
            <a href={href('resumes', id)}>Back to the resume</a>
          </header>
          <section
            className={report.warnings.length ? 'warnings' : 'warnings none'}
            aria-label="Parse warnings"
          >
            {report.warnings.length === 0 ? (
              <p>No open warnings. Highlighted fields are the ones the parser was unsure of.</p>
            ) : (
              <>
                <strong>The parser warned about {plural(report.warnings.length, 'thing')}:</strong>
                <ul>
                  {report.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <div className="review-columns">
            <section className="original" aria-label="Original file">
              <OriginalFile intake={report} />
            </section>
            <section className="parsed" aria-label="Parsed fields">
              {!draft ? (
                <Async loaded={resume} what="Opening the resume">
                  {() => null}
                </Async>
              ) : (
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    void submit();
                  }}
                >
                  {reviewGroups(draft).map((group) => (
                    <fieldset key={group.title}>
                      <legend>{group.title}</legend>
                      {group.fields.map((field) => (
                        <FieldInput
                          key={field.stored}
                          field={field}
                          value={textAt(draft, field.stored)}
                          confidence={confidence.get(field.stored)}
                          error={errors[field.json]}
                          note={notes[field.json]}
                          onChange={(value) => {
                            setSaved(false);
                            setDraft(withText(draft, field.stored, value));
                          }}
                        />
                      ))}
                    </fieldset>
                  ))}
                  <div className="review-actions">
                    <ProblemMessage problem={save.problem} />
                    {otherErrors.length > 0 && (
                      <ul className="problem-list">
                        {otherErrors.map(([path, detail]) => (
                          <li key={path}>
                            {path}: {detail}
                          </li>
                        ))}
                      </ul>
                    )}
                    {saved && (
                      <p className="saved" role="status">
                        Saved. The corrected resume is indexed; <a href={href('resumes', id)}>open it</a>.
                      </p>
                    )}
                    <button type="submit" className="primary" disabled={save.busy || !changed}>
                      {save.busy ? 'Saving…' : 'Save corrections'}
                    </button>
                    <button type="button" disabled={save.busy || !changed} onClick={() => setDraft(original)}>
                      Undo changes
                    </button>
                  </div>
                </form>
              )}
            </section>
          </div>
        </div>
      )}
    </Async>
  );
}
