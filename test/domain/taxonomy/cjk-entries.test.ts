// Chinese and Japanese skills-list entries read in English through the hand-written glossary
// (main/domain/taxonomy/cjk.ts, resources/taxonomy/cjk-glossary.json): found in public resume.json
// files whose lists are written in those languages ("フロントエンド開発", "需求分析").
import { describe, expect, it } from 'vitest';
import { recogniseEntry } from '../../../main/domain/taxonomy';
import { cjkAsEnglish } from '../../../main/domain/taxonomy/cjk';
import glossary from '../../../resources/taxonomy/cjk-glossary.json';

describe('Chinese and Japanese skills-list entries', () => {
  it.each([
    // Japanese: katakana loanwords and kanji, modifier first as in English
    ['ロゴデザイン', ['Logo Design']],
    ['フロントエンド開発', ['Frontend Development']],
    ['サーバーレスアーキテクチャ', ['Serverless']],
    ['データベース設計', ['Database Design']],
    ['プロジェクト管理', ['Project Management']],
    ['自然言語処理', ['Natural Language Processing']],
    ['写真撮影', ['Photography']],
    ['日本語 (ネイティブ)', ['Japanese']],
    // Chinese, simplified and traditional
    ['需求分析', ['Requirements Gathering']],
    ['机器学习、深度学习', ['Machine Learning', 'Deep Learning']],
    ['數據分析與可視化', ['Data Analysis', 'Data Visualization']],
    ['网络安全', ['Network Security']],
    ['平面设计', ['Graphic Design']],
    // mixed with Latin names
    ['前端开发（Vue、React）', ['Frontend Development', 'Vue.js', 'React']],
    ['Python爬虫', ['Python', 'Web Scraping']],
    ['Java・Python', ['Java', 'Python']],
  ])('%s names %j', (entry, skills) => {
    expect(recogniseEntry(entry).skills).toEqual(skills);
  });

  it('keeps an entry as written when the glossary does not cover it or its reading names no skill', () => {
    // 小程序 (WeChat mini programs) is no glossary term; 设计 alone is "design", a whole area.
    expect(recogniseEntry('小程序')).toEqual({ skills: [], unknown: ['小程序'] });
    expect(recogniseEntry('设计')).toEqual({ skills: [], unknown: ['设计'] });
    // A run with an uncovered character stays whole: no word of it is read on its own.
    expect(cjkAsEnglish('高级开发')).toBeUndefined();
    expect(cjkAsEnglish('Rust')).toBeUndefined();
  });

  it('reads the middle dot as a name joiner between katakana and as a separator elsewhere', () => {
    expect(cjkAsEnglish('ユーザー・インターフェース')).toBe('user interface');
    expect(cjkAsEnglish('運用・保守')).toBe('operations / maintenance');
  });

  it('has glossary terms in Chinese or Japanese characters only, each with English words', () => {
    const script = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005]+$/u;
    for (const [term, english] of Object.entries(glossary.terms)) {
      expect(term).toMatch(script);
      expect(english).toMatch(/^[A-Za-z0-9][A-Za-z0-9 ]*$/);
    }
    expect(Object.keys(glossary.terms).length).toBeGreaterThan(300);
  });
});
