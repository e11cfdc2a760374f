import { describe, expect, it } from 'vitest';
import { allCategories, allRoleFamilies, skillInfo, TAXONOMY_VERSION } from '../../../main/domain/taxonomy';
import { RAW_SKILLS, SKILL_FILES } from '../../../main/domain/taxonomy/data';
import { LEXICON_SOURCE } from '../../../main/domain/taxonomy/generated';
import { buildLexicon } from '../../../main/domain/taxonomy/lexicon-build';
import rolesJson from '../../../resources/taxonomy/roles.json';
import versionJson from '../../../resources/taxonomy/version.json';

const fold = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

describe('skills taxonomy data', () => {
  it('has at least 1,500 canonical skills, unique case-insensitively', () => {
    const names = RAW_SKILLS.map((s) => fold(s.name));
    expect(names.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(names).size).toBe(names.length);
  });

  it('never gives one alias (or name) to two skills', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const skill of RAW_SKILLS) {
      for (const form of [skill.name, ...skill.aliases]) {
        const key = fold(form);
        const previous = owner.get(key);
        if (previous !== undefined && previous !== skill.name)
          clashes.push(`${form}: ${previous} / ${skill.name}`);
        owner.set(key, skill.name);
      }
    }
    expect(clashes).toEqual([]);
    // Nor do the generated spellings ("front end", "frontend" for "front-end") or tokenized forms.
    expect(buildLexicon(LEXICON_SOURCE).conflicts).toEqual([]);
  });

  it('uses exactly the categories allCategories() lists, each with skills', () => {
    const used = new Set(RAW_SKILLS.map((s) => s.category));
    expect([...used].sort()).toEqual([...allCategories()].sort());
    expect(allCategories().length).toBeGreaterThanOrEqual(15);
    expect(allCategories()).toEqual(
      expect.arrayContaining([
        'Programming Languages',
        'Frameworks & Libraries',
        'Cloud & DevOps',
        'Data & Analytics',
        'Databases',
        'Security',
        'Design',
        'Product Management',
        'Sales',
        'Marketing',
        'Finance & Accounting',
        'HR & Recruiting',
        'Operations & Supply Chain',
        'Healthcare',
        'Legal',
        'Trades & Construction',
        'Languages',
        'Soft Skills',
        'Office & Productivity',
      ]),
    );
  });

  it('covers technical and non-technical work in depth', () => {
    const count = (category: string) => RAW_SKILLS.filter((s) => s.category === category).length;
    for (const category of allCategories()) expect(count(category), category).toBeGreaterThanOrEqual(25);
    expect(count('Languages')).toBeGreaterThanOrEqual(60);
  });

  it('keeps every skill file under ~300 entries and every entry well formed', () => {
    for (const [file, skills] of Object.entries(SKILL_FILES)) {
      expect(skills.length, file).toBeLessThanOrEqual(300);
      for (const s of skills) {
        expect(s.name.trim(), file).toBe(s.name);
        expect(s.name.length).toBeGreaterThan(0);
        expect(Array.isArray(s.aliases)).toBe(true);
        for (const a of s.aliases) expect(a.trim().length, `${s.name} alias`).toBeGreaterThan(0);
      }
    }
  });

  it('contains no numbered filler names', () => {
    const filler = RAW_SKILLS.filter((s) => /\b(skill|tool|item|technology)\s*#?\d+$/i.test(s.name));
    expect(filler).toEqual([]);
  });

  it('links skills only to existing role families', () => {
    const ids = new Set(rolesJson.map((r) => r.id));
    const unknown = RAW_SKILLS.flatMap((s) =>
      s.relatedRoles.filter((r) => !ids.has(r)).map((r) => `${s.name}: ${r}`),
    );
    expect(unknown).toEqual([]);
  });

  it('is versioned', () => {
    expect(TAXONOMY_VERSION).toBe(versionJson.version);
    expect(TAXONOMY_VERSION).toBe('2026.12.04');
  });
});

describe('role families', () => {
  it('has at least 14 families with unique ids, names and title keywords', () => {
    expect(rolesJson.length).toBeGreaterThanOrEqual(14);
    expect(new Set(rolesJson.map((r) => r.id)).size).toBe(rolesJson.length);
    expect(new Set(rolesJson.map((r) => r.name)).size).toBe(rolesJson.length);
    const keywords = rolesJson.flatMap((r) => r.titleKeywords.map(fold));
    expect(new Set(keywords).size).toBe(keywords.length);
    for (const r of rolesJson) expect(r.titleKeywords.length, r.id).toBeGreaterThan(5);
  });

  it('includes the families the reports need', () => {
    expect(allRoleFamilies()).toEqual(
      expect.arrayContaining([
        'Software Engineering',
        'Data Science & Analytics',
        'DevOps & Cloud',
        'Design & UX',
        'Product Management',
        'Sales',
        'Marketing',
        'Finance & Accounting',
        'HR & Recruiting',
        'Operations & Supply Chain',
        'Healthcare & Nursing',
        'Legal',
        'Skilled Trades & Construction',
        'Customer Support',
      ]),
    );
  });
});

describe('skillInfo', () => {
  it('gives category and related role families by display name', () => {
    expect(skillInfo('Kubernetes')).toEqual({
      name: 'Kubernetes',
      category: 'Cloud & DevOps',
      relatedRoles: ['DevOps & Cloud', 'Software Engineering'],
    });
    expect(skillInfo('Python')?.relatedRoles).toContain('Data Science & Analytics');
    expect(skillInfo('Phlebotomy')?.category).toBe('Healthcare');
    expect(skillInfo('Spanish')?.category).toBe('Languages');
  });

  it('accepts any case and aliases, and rejects unknown names', () => {
    expect(skillInfo('postgresql')?.name).toBe('PostgreSQL');
    expect(skillInfo('k8s')?.name).toBe('Kubernetes');
    expect(skillInfo('Underwater Basket Weaving')).toBeUndefined();
    expect(skillInfo('')).toBeUndefined();
  });

  it('returns a copy callers may change', () => {
    const info = skillInfo('Docker');
    info?.relatedRoles.push('x');
    expect(skillInfo('Docker')?.relatedRoles).not.toContain('x');
  });
});
