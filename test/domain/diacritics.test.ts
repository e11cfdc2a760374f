// The one folding of accents that name, skill and place comparisons share (main/domain/diacritics.ts).
import { describe, expect, it } from 'vitest';
import { hasDiacritics, withoutDiacritics } from '../../main/domain/diacritics';

describe('withoutDiacritics', () => {
  it('drops the accents of Latin letters and keeps the rest as written', () => {
    expect(withoutDiacritics('Gestión de Proyectos')).toBe('Gestion de Proyectos');
    expect(withoutDiacritics('Zoë Brontë-Ångström')).toBe('Zoe Bronte-Angstrom');
    expect(withoutDiacritics('plain text')).toBe('plain text');
  });

  it('keeps the voicing marks of Japanese kana, which change the word', () => {
    expect(withoutDiacritics('データベース')).toBe('データベース');
  });

  it('tells whether a text has an accented Latin letter', () => {
    expect(hasDiacritics('Comunicación')).toBe(true);
    expect(hasDiacritics('Communication')).toBe(false);
    expect(hasDiacritics('データベース')).toBe(false);
  });
});
