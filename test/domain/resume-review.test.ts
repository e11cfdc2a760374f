import { describe, expect, it } from 'vitest';
import { jsonResumeSchema } from '../../main/contract';
import { toResumeDocument } from '../../main/domain/resume-document';
import { confidenceAfterCorrection, storedFieldPath, valueAt } from '../../main/domain/resume-review';
import { sampleResume } from '../helpers';

describe('parse confidences against the stored document', () => {
  it('names the stored field of each parser path', () => {
    expect(storedFieldPath('basics.label')).toBe('personalInfo.occupation');
    expect(storedFieldPath('basics.email')).toBe('personalInfo.email');
    expect(storedFieldPath('basics.profiles[1].url')).toBe('personalInfo.profiles[1].url');
    expect(storedFieldPath('work[2].name')).toBe('work[2].company');
    expect(storedFieldPath('work[2].position')).toBe('work[2].position');
    expect(storedFieldPath('volunteer[0].organization')).toBe('volunteer[0].organization');
    expect(storedFieldPath('skills[3].name')).toBe('skills[3].name');
  });

  it('sets the confidence of changed fields to 1 and keeps the others', () => {
    const input = sampleResume();
    input.work = [...(input.work ?? []), { name: 'Hooli', position: 'Intern' }];
    const before = toResumeDocument(jsonResumeSchema.parse(input), 'res_a');
    const after = structuredClone(before);
    after.work[0].company = 'Raviga';
    after.work.pop();
    expect(valueAt(after, 'work[0].company')).toBe('Raviga');
    const confidence = {
      'work[0].name': 0.5,
      'work[0].position': 0.9,
      'work[1].position': 0.8,
      'basics.email': 0.7,
    };
    expect(confidenceAfterCorrection(confidence, before, after)).toEqual({
      'work[0].name': 1,
      'work[0].position': 0.9,
      'work[1].position': 1, // the entry was taken out: the recruiter decided that too
      'basics.email': 0.7,
    });
  });
});
