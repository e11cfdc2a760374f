import type { Verification } from './verification';

// The contract's plain values that clients need without its zod schemas: limits, closed value
// sets and their wording. The schema files re-export them, so the contract's index still has
// them; the renderer imports them from here, so that opening a screen does not build every zod
// schema first (issue #12 item 9).

export const SENIORITY_LEVELS = ['Junior', 'Mid', 'Senior'] as const;

/** Below this confidence a parsed field is worth a second look; the review screen highlights it. */
export const LOW_CONFIDENCE = 0.7;

/** The most resumes one createResumesBatch call takes. */
export const BATCH_MAX = 100;
export const MAX_FILES_PER_UPLOAD = 50;
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/**
 * The largest resume file the parser reads: 10 MiB. Real resumes are a few hundred kilobytes at
 * most; anything larger is a scan, a portfolio or not a resume. Here so a client can say so before
 * sending the bytes.
 */
export const MAX_RESUME_FILE_BYTES = 10 * 1024 * 1024;

/**
 * How an entry was checked. The spec shows manual and automatic; document (a certificate,
 * payslip or diploma was seen) and reference (someone at the employer or school confirmed)
 * complete the set recruiters use.
 */
export const VERIFICATION_METHODS = ['manual', 'automatic', 'document', 'reference'] as const;

/**
 * What a recruiter reads instead of status + verified: pending (not settled), verified (complete
 * and verified), not_verified (complete, but the entry could not be confirmed), failed (the check
 * itself failed, e.g. an automatic rule did not pass).
 */
export const VERIFICATION_OUTCOMES = ['pending', 'failed', 'not_verified', 'verified'] as const;
export type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number];

export const OUTCOME_LABELS: Record<VerificationOutcome, string> = {
  pending: 'Pending',
  failed: 'Check failed',
  not_verified: 'Not verified',
  verified: 'Verified',
};

export function outcomeOf(v: Pick<Verification, 'status' | 'verified'>): VerificationOutcome {
  if (v.status === 'pending') return 'pending';
  if (v.status === 'failed') return 'failed';
  return v.verified ? 'verified' : 'not_verified';
}
