/**
 * Schema 22: how many resumes list each spelling of each raw skill (schema 17), per organization, so
 * the skills report's unknownSkills reads a few thousand rollup rows instead of grouping every
 * resume's raw skills: at 100,000 demo resumes that GROUP BY read 358k rows, ~50-60 ms warm and ~195
 * ms from a cold page cache, most of a cold skills report (issue #13's benchmark target is 200 ms).
 * Keyed by spelling rather than by skill alone because the report names a skill by its smallest
 * spelling (min(name)): a per-skill row could not say which spelling is smallest once a resume is
 * deleted without reading the skill's rows again. Triggers on resume_raw_skills keep it in step
 * with every path that writes those rows; a bulk import drops the insert trigger and counts the
 * spellings of each transaction's resumes at once (store/resume-row-triggers.ts).
 */
export const migration022 = `
CREATE TABLE resume_raw_skill_spellings (
  organization_id TEXT NOT NULL,
  skill TEXT NOT NULL,
  name TEXT NOT NULL,
  resumes INTEGER NOT NULL,
  PRIMARY KEY (organization_id, skill, name)
) STRICT, WITHOUT ROWID;

INSERT INTO resume_raw_skill_spellings (organization_id, skill, name, resumes)
  SELECT organization_id, skill, name, count(*) FROM resume_raw_skills GROUP BY organization_id, skill, name;

CREATE TRIGGER resume_raw_skills_counted AFTER INSERT ON resume_raw_skills BEGIN
  INSERT INTO resume_raw_skill_spellings (organization_id, skill, name, resumes)
    VALUES (NEW.organization_id, NEW.skill, NEW.name, 1)
    ON CONFLICT (organization_id, skill, name) DO UPDATE SET resumes = resumes + 1;
END;

CREATE TRIGGER resume_raw_skills_uncounted AFTER DELETE ON resume_raw_skills BEGIN
  UPDATE resume_raw_skill_spellings SET resumes = resumes - 1
    WHERE organization_id = OLD.organization_id AND skill = OLD.skill AND name = OLD.name;
  DELETE FROM resume_raw_skill_spellings
    WHERE organization_id = OLD.organization_id AND skill = OLD.skill AND name = OLD.name AND resumes <= 0;
END;
`;
