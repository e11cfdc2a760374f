import { describe, expect, it } from 'vitest';
import { isWorkingLevel } from '../../../main/domain/taxonomy';

describe('isWorkingLevel: a resume language a job requiring it can count on', () => {
  it('takes working levels and entries without a level', () => {
    for (const [language, fluency] of [
      ['English', undefined],
      ['English', 'Native speaker'],
      ['German', 'Fluent'],
      ['German', 'Professional working proficiency'],
      ['Spanish', 'Limited working proficiency'],
      ['French', 'B2'],
      ['French (C1)', undefined],
      ['Italian', 'Intermediate'],
      ['Japanese', 'a level we cannot read'],
    ] as const) {
      expect(isWorkingLevel(language, fluency), `${language} ${fluency}`).toBe(true);
    }
  });

  it('refuses levels below working use, in the fluency or the name', () => {
    for (const [language, fluency] of [
      ['Spanish', 'Elementary proficiency'],
      ['German', 'A2'],
      ['German (A1)', undefined],
      ['Portuguese - basic', undefined],
      ['Russian', 'Beginner'],
      ['French', 'Notions'],
      ['Deutsch', 'Grundkenntnisse'],
      ['Español', 'Básico'],
    ] as const) {
      expect(isWorkingLevel(language, fluency), `${language} ${fluency}`).toBe(false);
    }
  });
});
