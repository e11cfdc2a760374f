/**
 * Schema 18: a log of which resumes each resume generation changed, so a reader holding something
 * derived from an older generation (the report worker's resume pool, issue #12: rebuilding it from
 * 100,000 rows took over a second of CPU after every resume write) reads only the resumes written
 * since and patches it. The resume triggers of schema 16 are replaced to also log the resume id
 * under the organization's new generation (both organizations of a move). The log keeps the last
 * 4,096 to 5,120 generations: every 1,024th generation drops those older than 4,096 before it, so
 * it stays small however many resumes are imported; a reader further behind rebuilds.
 */
export const migration018 = `
CREATE TABLE resume_changes (
  organization_id TEXT NOT NULL,
  generation INTEGER NOT NULL,
  resume_id TEXT NOT NULL,
  PRIMARY KEY (organization_id, generation, resume_id)
) STRICT, WITHOUT ROWID;

DROP TRIGGER resumes_changed_insert;
DROP TRIGGER resumes_changed_update;
DROP TRIGGER resumes_changed_delete;
CREATE TRIGGER resumes_changed_insert AFTER INSERT ON resumes BEGIN
  UPDATE organizations SET data_generation = data_generation + 1, resume_generation = resume_generation + 1,
    resume_count = resume_count + 1
  WHERE id = NEW.organization_id;
  INSERT OR IGNORE INTO resume_changes (organization_id, generation, resume_id)
    SELECT id, resume_generation, NEW.id FROM organizations WHERE id = NEW.organization_id;
END;
CREATE TRIGGER resumes_changed_update AFTER UPDATE ON resumes BEGIN
  UPDATE organizations SET data_generation = data_generation + 1, resume_generation = resume_generation + 1,
    resume_count = resume_count + (id = NEW.organization_id) - (id = OLD.organization_id)
  WHERE id IN (OLD.organization_id, NEW.organization_id);
  INSERT OR IGNORE INTO resume_changes (organization_id, generation, resume_id)
    SELECT o.id, o.resume_generation, r.id FROM organizations o, (SELECT OLD.id AS id UNION SELECT NEW.id) r
    WHERE o.id IN (OLD.organization_id, NEW.organization_id);
END;
CREATE TRIGGER resumes_changed_delete AFTER DELETE ON resumes BEGIN
  UPDATE organizations SET data_generation = data_generation + 1, resume_generation = resume_generation + 1,
    resume_count = resume_count - 1
  WHERE id = OLD.organization_id;
  INSERT OR IGNORE INTO resume_changes (organization_id, generation, resume_id)
    SELECT id, resume_generation, OLD.id FROM organizations WHERE id = OLD.organization_id;
END;
CREATE TRIGGER resume_changes_pruned AFTER INSERT ON resume_changes WHEN NEW.generation % 1024 = 0 BEGIN
  DELETE FROM resume_changes
  WHERE organization_id = NEW.organization_id AND generation <= NEW.generation - 4096;
END;
`;
