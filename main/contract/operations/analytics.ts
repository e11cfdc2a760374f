import { defineOperation, type OperationSpec } from '../operation';
import {
  COVERAGE_TOPK_MAX,
  coverageQuerySchema,
  coverageReportSchema,
  HIGH_COVERAGE_THRESHOLD,
  jobPoolQuerySchema,
  jobPoolReportSchema,
  LIMIT_ROLES_MAX,
  MATCH_THRESHOLD,
  SKILLS_TOPK_MAX,
  skillsQuerySchema,
  skillsReportSchema,
  talentPoolQuerySchema,
  talentPoolReportSchema,
} from '../schemas/analytics';

/** The four analytics reports (their definitions are also in the README). */
export const analyticsOperations = {
  skillsReport: defineOperation({
    method: 'GET',
    path: '/v1/intelligence/skills',
    summary: 'Skills intelligence',
    description:
      'Skills are canonical names of the shipped taxonomy, found in resumes (skills section, fields of study, summary, work and project ' +
      'text) and jobs (required and nice-to-have skills, skills section, qualifications, description); other names are ' +
      'not counted. topSkills: documents of the scope (resumes, jobs, or both added) naming each skill, most first, ' +
      'spoken languages left out (the talent pool report counts them). ' +
      'missingSkills: skills whose share among open jobs requiring them exceeds their share among resumes, largest gap ' +
      "first, with the taxonomy's related roles (always jobs against resumes). emergingSkills / decliningSkills: growth " +
      "of a skill's share of the scope's documents in the last three months (resumes by last activity, jobs by posting) " +
      'against the three months before, as a signed whole percentage; skills with fewer than 10 mentions in the two ' +
      "windows or none in the earlier one have no rate. skillsByCategory: the scope's skills by taxonomy category, most " +
      `frequent first. topK (default 25, at most ${SKILLS_TOPK_MAX}) bounds every list and each category; ties by name. ` +
      "A resume's skills include its spoken languages at a working level (not A1/A2, elementary, beginner, basic), so " +
      'jobs naming languages among their skills are compared with what resumes list under languages. missingSkills ' +
      'holds hard skills (languages included); missingSoftSkills the Soft Skills category apart. categories: per ' +
      'taxonomy category, the documents of the scope naming one of its skills (once per document), most first, with ' +
      'its five most named skills {skill, count}. ' +
      "Reports are cached until the organization's resumes or jobs change (or for a minute).",
    tags: ['Analytics'],
    query: skillsQuerySchema,
    output: skillsReportSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  jobPoolReport: defineOperation({
    method: 'GET',
    path: '/v1/intelligence/jobs/pool',
    summary: 'Job pool insights',
    description:
      'Over jobs of the status (default open) posted between from and to (inclusive; ISO timestamps; from after to: 400). ' +
      `roles: role families of the titles (Other when none is recognized), the limitRoles (default 25, at most ${LIMIT_ROLES_MAX}) ` +
      'most frequent. locations: "City, CC", or Remote for fully remote jobs, the 25 most frequent. seniorityLevels ' +
      "(Junior, Mid, Senior): the job's own level, else its title's. employmentTypes. topRequiredSkills: the 10 hard skills " +
      'these jobs require most. averageSalaryRange: mixed currencies are not converted (no exchange rates offline): only ' +
      'jobs in the most common currency count, their ranges are converted to the most common period among them ' +
      '(1 year = 12 months = 52 weeks = 260 days = 2080 hours) and averaged; no salary data gives zeros and empty strings. ' +
      'postedWithin: how many of these jobs were posted in the last 7 and 30 days. skillsGapsInPool: the 10 required ' +
      'hard skills whose share among these jobs most exceeds their share among resumes. Our addition: topRequiredSkillCounts ' +
      'and skillsGapsInPoolCounts give the same two lists with, per skill, the jobs requiring it, the resumes having ' +
      "it (all of the organization's resumes: from and to select jobs only) and both shares; the gap is their difference. " +
      'Soft skills (Communication, Teamwork...) are kept out of both lists, as in the skills report, and listed apart ' +
      'in softSkillsRequiredCounts (the 10 most required, same shape).',
    tags: ['Analytics'],
    query: jobPoolQuerySchema,
    output: jobPoolReportSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  talentPoolReport: defineOperation({
    method: 'GET',
    path: '/v1/intelligence/talent-pool',
    summary: 'Talent pool insights',
    description:
      'Over resumes whose last activity (meta.lastModified, else the time of indexing) is between from and to ' +
      '(inclusive; ISO timestamps; from after to: 400). roles: role family of the label or latest position (Other when ' +
      'none is recognized), the limitRoles most frequent. locations: "City, CC", the 25 most frequent. experienceLevels ' +
      '(Junior, Mid, Senior): cues in the current title, else years (<2 Junior, <6 Mid, else Senior). ' +
      'averageYearsExperience: mean of the union of work periods (overlaps counted once), one decimal. languages: spoken ' +
      'languages. educationLevels (HighSchool, Associate, Bachelor, Master, Doctorate): the highest recognized level; ' +
      'resumes without one are not counted. careerProgression: seniority of the latest dated position against the ' +
      'earliest (Upward, Flat, Declining; Unclear with fewer than two dated positions). activityRecency: days since last ' +
      'activity (0-30d, 31-90d, 90d+). Closed key sets are always complete, zeros included.',
    tags: ['Analytics'],
    query: talentPoolQuerySchema,
    output: talentPoolReportSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  coverageReport: defineOperation({
    method: 'GET',
    path: '/v1/intelligence/jobs/coverage',
    summary: 'Job coverage of the resume pool',
    description:
      'For every open job, every resume gets a match score: skills × (0.7 + 0.15 × seniority fit + 0.15 × location ' +
      "fit), where skills is the weight of the job's skills it has / all (required 1, nice-to-have 0.5, a soft skill 0.25 whether required or not), seniority fit " +
      'same level 1, neighbouring 0.5, and location fit remote job or same city 1, same country 0.5 (the fits scale ' +
      `the skills, so a resume without the skills scores low wherever it is). A resume matches at matchThreshold ` +
      `(${MATCH_THRESHOLD}); matchedResumes counts them; GET /v1/jobs/{id}/matches lists them with reasons. ` +
      "coverageScore: mean score of the job's five best matches, an empty slot counting 0: a job nobody matches " +
      'scores 0, one match scores at most 0.2. topMatches: the five best matches {resumeId, score}. missingSkillsTop: ' +
      'required skills the top matches lack, most often lacked first; for a job with no match, its required skills ' +
      'fewest resumes hold first; at most 5. locationFit / seniorityFit matchRate: share of the top matches with a full ' +
      'fit. coverageLabel: low below threshold (labelThresholds.low, default 0.3), high at or above ' +
      `labelThresholds.high (${HIGH_COVERAGE_THRESHOLD}, or the threshold when higher), medium between (the spec shows ` +
      'low and high). So a low job is one the pool cannot fill: no match, a single one, or a few weak ones; ' +
      'summary.lowCoverageJobs counts exactly the jobs labelled low. company and location ("City, CC" or Remote) tell ' +
      'jobs of one title apart. The list holds every open job (summary: all of them): q keeps those whose title, ' +
      'company or location contains the text (any case), label those of one label (listedJobs: how many are kept); ' +
      'sort orders them (default leastCovered; ties newest first, then by id) and jobs holds topK (default 50, at ' +
      `most ${COVERAGE_TOPK_MAX}) of them from offset (default 0). summary.topMissingSkills: the 10 skills most often ` +
      'in missingSkillsTop over all open jobs.',
    tags: ['Analytics'],
    query: coverageQuerySchema,
    output: coverageReportSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
} satisfies Record<string, OperationSpec>;
