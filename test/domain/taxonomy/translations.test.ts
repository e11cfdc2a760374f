// Skills lists written in Spanish, French, German, Portuguese and Italian: the hand-written names of
// common skills in those languages (resources/taxonomy/translations.json), read as skills-list forms of
// the skill each names (scripts/build-taxonomy.mjs). Found missing in public resume.json files written
// in those languages (a Spanish groomer's and a French developer's skills read as nothing).
import { describe, expect, it } from 'vitest';
import { canonicalSkill, extractSkills, recogniseEntry } from '../../../main/domain/taxonomy';
import translations from '../../../resources/taxonomy/translations.json';

const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

describe('skills lists in other languages', () => {
  it.each([
    ['Trabajo en equipo', ['Teamwork']],
    ['Comunicación', ['Communication']],
    ['Comunicacion', ['Communication']],
    ['Développement web back-end', ['Backend Development']],
    ['Gestion de projet', ['Project Management']],
    ['Script Shell', ['Shell Scripting']],
    ['Projektmanagement', ['Project Management']],
    ['Desenvolvimento web', ['Web Development']],
    ['Sviluppo frontend', ['Frontend Development']],
    // Joined as each language joins them.
    ['Gestión de proyectos y liderazgo', ['Project Management', 'Leadership']],
    ['Teamarbeit und Kommunikation', ['Teamwork', 'Communication']],
    ['Comunicação e liderança', ['Communication', 'Leadership']],
    ['Résolution de problèmes, Travail en équipe', ['Problem Solving', 'Teamwork']],
    // Found missing in a probe of public Spanish and French resume.json files.
    ['Colaboración', ['Collaboration']],
    ['Intégration continue', ['CI/CD']],
    ['Metodologías ágiles', ['Agile']],
    ['Arquitectura de software', ['Software Architecture']],
    // "Developer" written first, as those languages write it ("Java developer" is Java).
    ['Desarrollador Java', ['Java']],
    ['Desarrollador PHP', ['PHP']],
    ['Développeur C++', ['C++']],
    ['Desenvolvedor Android', ['Android Development']],
    ['Desarrollador Backend', ['Backend Development']],
    ['Desarrollador web', ['Web Development']],
  ])('%s names %j', (entry, skills) => {
    expect(recogniseEntry(entry).skills).toEqual(skills);
  });

  it('reads "developer" first only before a skill', () => {
    expect(recogniseEntry('Desarrollador Senior').skills).toEqual([]);
    expect(recogniseEntry('Desarrollador').skills).toEqual([]);
  });

  it('reads them only as skills-list entries, never in prose', () => {
    expect(extractSkills('El trabajo en equipo y la comunicación son clave.')).toEqual([]);
    expect(extractSkills('Wir legen Wert auf Teamarbeit.')).toEqual([]);
  });

  it('names only skills the taxonomy has, and nearly every form reaches its skill', () => {
    const missed: string[] = [];
    let forms = 0;
    for (const [name, byLanguage] of Object.entries(translations.skills)) {
      expect(same(canonicalSkill(name), name), name).toBe(true);
      for (const form of Object.values(byLanguage).flat()) {
        forms++;
        if (!same(canonicalSkill(form), name)) missed.push(`${form} -> ${canonicalSkill(form)}`);
      }
    }
    expect(forms).toBeGreaterThan(500);
    // A form another skill already has stays that skill's (the build counts them).
    expect(missed.length, missed.join('; ')).toBeLessThanOrEqual(3);
  });
});

// ESCO's Spanish and French labels of the concepts whose English label is a skill
// (scripts/taxonomy/sources/esco-skills-es-fr.tsv.gz): the many skills no hand-written list names.
describe("skills lists in Spanish and French, from ESCO's labels", () => {
  it.each([
    ['Ingeniería acústica', 'Acoustical engineering'],
    ['génie acoustique', 'Acoustical engineering'],
    ['Agronomía', 'Agronomy'],
    ['Álgebra', 'Algebra'],
    ['algèbre', 'Algebra'],
    ['Hebreo', 'Hebrew'],
    ['planificación aeroportuaria', 'Airport planning'],
  ])('%s is %s', (entry, skill) => {
    expect(canonicalSkill(entry)).toBe(skill);
  });

  it('finds a form written with its accents or without them', () => {
    for (const entry of ['Educación para adultos', 'Educacion para adultos', 'EDUCACIÓN PARA ADULTOS'])
      expect(canonicalSkill(entry), entry).toBe('Adult education');
    expect(recogniseEntry('Álgebra, Agronomía').skills).toEqual(['Algebra', 'Agronomy']);
  });

  it('folds the accents of several words only: one word is read as written', () => {
    // Folded, "Informática" would be the product Informatica.
    expect(canonicalSkill('Informática')).toBe('Computer science');
    expect(canonicalSkill('Informatica')).toBe('Informatica');
  });

  it("takes one word only from a language's preferred label, not its alternatives", () => {
    // "lenguaje" is an alternative label of Terminology; "Lenguajes" heads a Spanish list's languages.
    expect(recogniseEntry('Lenguajes').skills).toEqual([]);
    expect(canonicalSkill('Terminología')).toBe('Terminology');
  });

  it('leaves out a one-word label that is an English word, and reads none of them in prose', () => {
    // French "formation" is training; in a list read as English it is the English word.
    expect(canonicalSkill('formation')).not.toBe('Training');
    expect(extractSkills("Il a étudié l'algèbre et l'agronomie.")).toEqual([]);
  });
});
