// Skills-list entries that name a second skill in brackets ("JavaScript (React)"): both are skills,
// unless the bracket spells the same one, says how well, or is a lower-case description.
import { describe, expect, it } from 'vitest';
import { recogniseEntry } from '../../../main/domain/taxonomy';

const skillsOf = (entry: string) => recogniseEntry(entry).skills;

describe('a skill and another in brackets', () => {
  it('reads both, as public resumes write them', () => {
    expect(skillsOf('JavaScript (React)')).toEqual(['JavaScript', 'React']);
    expect(skillsOf('Dingtalk (Teambition)')).toEqual(['DingTalk', 'Teambition']);
    expect(skillsOf('Version Control (Git)')).toEqual(['Version Control', 'Git']);
    expect(skillsOf('Linux (Ubuntu Server)')).toEqual(['Linux', 'Ubuntu']);
    expect(skillsOf('OpenCV(Python)')).toEqual(['OpenCV', 'Python']);
  });

  it('reads one skill where the bracket spells it, says how well, or describes it', () => {
    expect(skillsOf('Infrastructure as Code (IaC)')).toEqual(['Infrastructure as Code']);
    expect(skillsOf('Google Cloud (GCP)')).toEqual(['Google Cloud']);
    expect(skillsOf('Excel (Basic)')).toEqual(['Microsoft Excel']);
    expect(skillsOf('Spanish (Native)')).toEqual(['Spanish']);
    expect(skillsOf('C (programming language)')).toEqual(['C']);
    expect(skillsOf('Python (3.x)')).toEqual(['Python']);
  });

  it('leaves a bracketed list to the list split', () => {
    expect(skillsOf('Python (Django, Flask)')).toEqual(['Python', 'Django', 'Flask']);
  });
});
