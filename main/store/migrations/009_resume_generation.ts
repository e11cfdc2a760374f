/**
 * Schema 9: a resume generation per organization, bumped (with the data generation) by every
 * resume write and by nothing else, so what is derived from the resumes alone (the coverage
 * engine's resume pool) survives job writes and is rebuilt after any resume write, from any
 * process. The resume triggers of schema 4 are replaced to bump both counters in one statement;
 * an update bumps the resume's old organization as well as its new one.
 */
export const migration009 = `
ALTER TABLE organizations ADD COLUMN resume_generation INTEGER NOT NULL DEFAULT 0;
DROP TRIGGER resumes_changed_insert;
DROP TRIGGER resumes_changed_update;
DROP TRIGGER resumes_changed_delete;
CREATE TRIGGER resumes_changed_insert AFTER INSERT ON resumes BEGIN
  UPDATE organizations SET data_generation = data_generation + 1, resume_generation = resume_generation + 1
  WHERE id = NEW.organization_id;
END;
CREATE TRIGGER resumes_changed_update AFTER UPDATE ON resumes BEGIN
  UPDATE organizations SET data_generation = data_generation + 1, resume_generation = resume_generation + 1
  WHERE id IN (OLD.organization_id, NEW.organization_id);
END;
CREATE TRIGGER resumes_changed_delete AFTER DELETE ON resumes BEGIN
  UPDATE organizations SET data_generation = data_generation + 1, resume_generation = resume_generation + 1
  WHERE id = OLD.organization_id;
END;
`;
