// The conservative last step of skills-list recognition (main/domain/taxonomy/loose.ts) and the rule
// for unknown product names in entries.ts: spellings that differ from a known form only in spelling,
// number, order, spacing, version or a generic last word find their skill; anything that could be two
// skills, or is only a vendor's name, finds none.
import { describe, expect, it } from 'vitest';
import { canonicalSkill, extractSkills, recogniseEntry } from '../../../main/domain/taxonomy';
import { genericWords, withoutGenericTail } from '../../../main/domain/taxonomy/heads';
import { isVendor, looseSkill, memoisedWordCount } from '../../../main/domain/taxonomy/loose';
import { learnSwaps, swapped, synonymSwaps } from '../../../main/domain/taxonomy/swaps';

describe('loose spellings of skills-list entries', () => {
  it.each([
    // British and American spelling, both ways
    ['Behavioral neurology', 'Behavioural neurology'],
    ['client-centered counseling', 'Client-centred counselling'],
    // singular and plural, spacing and hyphens
    ['accounting entry', 'Accounting entries'],
    ['Couch DB', 'CouchDB'],
    ['full stack', 'Full-Stack Development'],
    ['front end', 'Frontend Development'],
    // version numbers, generic last words
    ['68000 Assembly', 'Assembly Language'],
    ['Event-driven', 'Event-Driven Architecture'],
    ['Slack Bot', 'Slack'],
    // "three-dimensional" is 3D
    ['three-dimensional printing', '3D Printing'],
    ['three dimensional printing', '3D Printing'],
  ])('"%s" → %s', (written, skill) => {
    expect(canonicalSkill(written)).toBe(skill);
  });

  it('reads command-line tools in their spellings and number, not a heading word', () => {
    expect(canonicalSkill('CLI Tools')).toBe('Command-Line Interfaces');
    expect(canonicalSkill('CLI tool')).toBe('Command-Line Interfaces');
    expect(canonicalSkill('command line tools')).toBe('Command-Line Interfaces');
    expect(canonicalSkill('CLIs')).toBe('Command-Line Interfaces');
    // "CLI" alone is also .NET's Common Language Infrastructure; "Backend" heads a group of skills.
    expect(canonicalSkill('CLI')).toBeUndefined();
    expect(canonicalSkill('Backends')).toBeUndefined();
  });

  it('never picks between skills and never reduces short names', () => {
    // A single word is a category heading, not the practice with a kind word after it.
    expect(canonicalSkill('Cloud')).toBeUndefined();
    expect(canonicalSkill('Testing')).toBeUndefined();
    expect(looseSkill('Gox')).toBeUndefined();
    expect(looseSkill('')).toBeUndefined();
    expect(looseSkill('of the and')).toBeUndefined();
  });

  it('is for skills lists only: free text does not gain matches from it', () => {
    expect(extractSkills('She studied behavioral neurology and couch db at night.')).toEqual([]);
  });

  it('does not read a source label without its "fundamentals" as the wider topic left', () => {
    // ESCO files "international relations fundamentals" under Diplomatic ethics: the field itself is
    // no such concept. The label as written still reaches it.
    expect(canonicalSkill('International Relations')).toBeUndefined();
    expect(canonicalSkill('international relations fundamentals')).toBe('Diplomatic ethics');
    // What is left shares a word with the skill's name: still the skill.
    expect(canonicalSkill('accounting basics')).toBe('Accounting');
  });
});

describe('paraphrases of a skill in skills lists (issue #14, held-out ESCO labels)', () => {
  it.each([
    // other generic words at the head: rules, goods, methods, machines (heads.ts)
    ['betting laws', 'Betting legislation'],
    ['glassware merchandise', 'Glassware products'],
    ['deburring operations', 'Deburring processes'],
    ['screen printing apparatus', 'Screen printing machines'],
    ['curriculum goals', 'Curriculum objectives'],
    ['intermodal alternatives', 'Intermodal options'],
    // "regulations governing X" are X regulations
    ['regulation governing refuse removal', 'Waste removal regulations'],
    // word stems, qualifiers
    ['constructing products', 'Construction products'],
    ['horse race regulation', 'Horse racing regulation'],
    ['envelope cut standards', 'Envelope cutting standards'],
    ['relevant chemical processes', 'Chemical processes'],
    ['power engineering discipline', 'Power engineering'],
    // British -our before -ings, possessives
    ['food flavorings', 'Food flavourings'],
    ["manufacturer's recommended prices", "Manufacturer's recommended price"],
    // releases, editions, generic last words
    ['Adobe Illustrator CS5', 'Adobe Illustrator'],
    ['Photoshop CS6', 'Adobe Photoshop'],
    ['SQL Server Express Edition', 'Microsoft SQL Server'],
    ['IBM DB2 database software', 'IBM Db2'],
    ['SA8000 criteria', 'SA8000'],
    ['military aviation regulations', 'Military aviation'],
    // a word swap the taxonomy's own labels make in several skills (swaps.ts)
    ['urban road network', 'City road network'],
  ])('"%s" → %s', (written, skill) => {
    expect(canonicalSkill(written)).toBe(skill);
  });

  it('finds nothing where the paraphrase could be several skills or is only a generic word', () => {
    // Tax law, tax legislation, tax regulations...: several skills reach "tax @rules".
    expect(canonicalSkill('tax rules')).toBeUndefined();
    // A kind word before the head is part of the subject: "process design" is not "design methods".
    expect(canonicalSkill('design methods')).toBeUndefined();
    // A swap only one skill's labels make is not learnt ("business" for "experience").
    expect(canonicalSkill('customer business')).toBeUndefined();
    expect(canonicalSkill('zorblax frobnicator')).toBeUndefined();
    // Two-word entries are not swapped: one word is half the meaning (job postings' skill lists).
    expect(canonicalSkill('Shift Management')).toBeUndefined();
    expect(canonicalSkill('Equipment Handling')).toBeUndefined();
  });

  it('is for skills lists only: free text does not gain matches from it', () => {
    expect(
      extractSkills('The betting laws, the urban road network and glassware merchandise were discussed.'),
    ).toEqual([]);
  });

  it('reduces generic words only at the head, and keeps what is distinctive', () => {
    expect(genericWords(['betting', 'law'])).toEqual(['bet', '@rules']);
    expect(genericWords(['process', 'design'])).toEqual(['process', 'design']);
    expect(genericWords(['regulation'])).toBeNull();
    expect(genericWords(['relevant', 'regulation'])).toBeNull();
  });

  it('drops generic last words only when a name is left', () => {
    expect(withoutGenericTail(['sql', 'server', 'express', 'edition'])).toEqual(['sql', 'server']);
    expect(withoutGenericTail(['ibm', 'db2', 'database', 'software'])).toEqual(['ibm', 'db2']);
    expect(withoutGenericTail(['sa8000', 'criteria'])).toEqual(['sa8000']);
    // "tax" alone is not what "tax rules" names
    expect(withoutGenericTail(['tax', 'rule'])).toBeNull();
    expect(withoutGenericTail(['betting', 'legislation', 'history'])).toBeNull();
  });

  it('swaps one word for an Open English WordNet synonym the taxonomy uses, when one skill is reached', () => {
    // "shipment" / "freight" (WordNet's cargo, freight, load, shipment), which no two skills' labels swap
    expect(canonicalSkill('shipment forwarding')).toBe('Freight Forwarding');
    // "quick" / "agile" are synonyms in WordNet, but "agile" is a skill's own name there (Agile), not
    // the ordinary word, so it is not swapped
    expect(canonicalSkill('quick development')).toBeUndefined();
    expect(canonicalSkill('nimble methodology')).toBeUndefined();
    // two-word learnt swaps keep their own rule (a hand-written skill is not reached by one)
    expect(canonicalSkill('Shift Management')).toBeUndefined();
  });

  it('keeps WordNet synonyms only among the lexicon words, normalised, and not the learnt ones', () => {
    const learnt = new Map([['fiscal', ['financial']]]);
    const words = new Set(['freight', 'shipment', 'cargo', 'fiscal', 'financial']);
    const swaps = synonymSwaps(
      ['cargo freight load shipments', 'financial fiscal'],
      (w) => w.replace(/s$/, ''),
      words,
      learnt,
    );
    expect(swaps.get('shipment')).toEqual(['cargo', 'freight']);
    expect(swaps.has('load')).toBe(false);
    expect(swaps.has('fiscal')).toBe(false);
  });

  it('learns a word swap only from forms of two different skills that differ in that one word', () => {
    const swaps = learnSwaps(
      new Map([
        [
          1,
          [
            ['city', 'road', 'network'],
            ['urban', 'road', 'network'],
          ],
        ],
        [
          2,
          [
            ['city', 'planning'],
            ['urban', 'planning'],
          ],
        ],
        [
          3,
          [
            ['game', 'engine'],
            ['game', 'design'],
          ],
        ],
        [
          4,
          [
            ['data', 'model', 'design'],
            ['data', 'engine', 'model'],
          ],
        ],
      ]),
    );
    expect(swaps.get('urban')).toEqual(['city']);
    expect(swaps.get('city')).toEqual(['urban']);
    expect(swaps.has('engine')).toBe(false);
    expect(swapped(['urban', 'transport'], swaps)).toEqual([['city', 'transport']]);
  });
});

describe('entries with one word more than a form of their skill', () => {
  it('find the skill when its other forms use that word', () => {
    // "legacy code modernization", "database performance tuning", "statistical significance testing"
    // are forms of these skills.
    expect(canonicalSkill('legacy code refactoring')).toBe('Refactoring');
    expect(canonicalSkill('statistical hypothesis testing')).toBe('Hypothesis Testing');
    expect(canonicalSkill('database query optimization')).toBe('Query Optimization');
  });

  it('not when the word is foreign to the skill, the rest only kind words, or the entry joins two', () => {
    expect(canonicalSkill('retail supply chain management')).toBeUndefined();
    expect(canonicalSkill('steel manufacturing process')).toBeUndefined();
    expect(looseSkill('legacy code and refactoring')).toBeUndefined();
  });
});

describe('two-word entries with one word swapped', () => {
  it('find a source concept whose labels use both words', () => {
    // "business related photography" and "commercial photograph methods" are its labels.
    expect(canonicalSkill('business photography')).toBe('Commercial photography');
  });

  it('not a hand-written skill, whose aliases gather related practices', () => {
    expect(canonicalSkill('Shift Management')).toBeUndefined();
    expect(canonicalSkill('Equipment Handling')).toBeUndefined();
  });
});

describe('misspelt acronyms', () => {
  it('find the one hand-written acronym a letter or a swap away', () => {
    expect(canonicalSkill('HIPPA')).toBe('HIPAA');
    expect(canonicalSkill('SCDAA')).toBe('SCADA');
    expect(recogniseEntry('HIPPA').skills).toEqual(['HIPAA']);
  });

  it('not a first letter, short or lower-case acronyms, words, nor text', () => {
    expect(canonicalSkill('XIPAA')).toBeUndefined();
    expect(canonicalSkill('OSAH')).toBeUndefined();
    expect(canonicalSkill('hippa')).toBeUndefined();
    expect(canonicalSkill('HIPAAA')).toBeUndefined();
    expect(extractSkills('Trained staff on HIPPA rules.')).not.toContain('HIPAA');
  });
});

describe('unknown product names in skills lists', () => {
  it('takes the known product a name starts with, not skills its later words name', () => {
    expect(recogniseEntry('Gitlab Runner').skills).toEqual(['GitLab']);
    // "Google Bard" is Google Gemini's old name (Simple Icons); "AI" is no skill of the entry.
    expect(recogniseEntry('Google Bard AI').skills).toEqual(['Google Gemini']);
    expect(recogniseEntry('Google Wave Robots').skills).toEqual([]);
    expect(recogniseEntry('Google Wave Robots').unknown).toEqual(['Google Wave Robots']);
    expect(recogniseEntry('Cisco Webex Teams').skills).not.toContain('Microsoft Teams');
  });

  it('takes a head as written, not a misspelt word corrected ("Commuter Benefits" is no Computer anything)', () => {
    expect(recogniseEntry('Commuter Benefits').skills).toEqual([]);
    expect(recogniseEntry('Commuter Benefits').unknown).toEqual(['Commuter Benefits']);
  });

  it('takes no generated software name that is an ordinary word as the head of a longer name', () => {
    // "Clean" and "Arc" are programming languages (Linguist), "Liquid" a template language.
    expect(recogniseEntry('Clean').skills).toEqual(['Clean']);
    expect(recogniseEntry('Clean Driving Record').skills).toEqual([]);
    expect(recogniseEntry('Liquid Chromatography').skills).not.toContain('Liquid');
    expect(recogniseEntry('Arc Fault Studies').skills).toEqual([]);
    // Disciplines and hand-written skills still head one.
    expect(recogniseEntry('Cosmetology License').skills).toEqual(['Cosmetology']);
    expect(recogniseEntry('VAT Returns').skills).toEqual(['Indirect Tax']);
  });

  it('takes no product whose ambiguity rule rejects the next word ("Linear Algebra" is not Linear)', () => {
    expect(recogniseEntry('Linear Algebra').skills).toEqual([]);
    expect(recogniseEntry('Linear Algebra').unknown).toEqual(['Linear Algebra']);
    expect(recogniseEntry('Linear').skills).toEqual(['Linear']);
    expect(recogniseEntry('Linear App').skills).toEqual(['Linear']);
  });

  it('takes an acronym that is also a word as the head of a name only in capitals', () => {
    expect(recogniseEntry('Spa Treatments').skills).toEqual([]);
    expect(recogniseEntry('Ear Training').skills).toEqual([]);
    expect(recogniseEntry('VAT Returns').skills).toEqual(['Indirect Tax']);
    expect(recogniseEntry('CAM Programming').skills).toEqual(['CAM']);
  });

  it('treats a vendor that starts many skills as no product of its own', () => {
    expect(isVendor('Google')).toBe(true);
    expect(isVendor('Microsoft')).toBe(true);
    expect(isVendor('GitLab')).toBe(false);
  });

  it('reads a vendor followed only by words for its offering as the vendor, as in lower case', () => {
    expect(recogniseEntry('AWS Services').skills).toEqual(['AWS']);
    expect(recogniseEntry('AWS services').skills).toEqual(['AWS']);
    expect(recogniseEntry('Salesforce Platform').skills).toEqual(['Salesforce']);
    // Another word after the vendor is a product of its own, which the taxonomy may not know.
    expect(recogniseEntry('Google Wave').skills).toEqual([]);
    expect(recogniseEntry('AWS Services Catalog').skills).not.toContain('AWS');
  });

  it("reads the product after a vendor's platform, not the platform", () => {
    expect(recogniseEntry('Google Cloud Vertex AI').skills).toEqual(['Vertex AI']);
    expect(recogniseEntry('Google Cloud BigQuery').skills).toEqual(['BigQuery']);
    expect(recogniseEntry('Microsoft Azure Functions').skills).toEqual(['Azure Functions']);
    // A lone ordinary word after the platform is no product: the platform's product stays.
    expect(recogniseEntry('Microsoft Dynamics Sales').skills).not.toContain('Sales');
    expect(recogniseEntry('Microsoft Teams Rooms').skills).toEqual(['Microsoft Teams']);
    // Not another vendor's product of the same name.
    expect(recogniseEntry('Azure DocumentDB').skills).toEqual([]);
    // Before a slash splits it: not "Google Cloud Pub" and "Sub".
    expect(recogniseEntry('Google Cloud Pub/Sub')).toEqual({ skills: ['Google Pub/Sub'], unknown: [] });
    expect(recogniseEntry('Microsoft Word/Excel').skills).toEqual(['Microsoft Word', 'Microsoft Excel']);
  });

  it('reads a JavaScript tool written with ".js", not a language or a desktop product', () => {
    expect(recogniseEntry('gulp.js').skills).toEqual(['Gulp']);
    expect(recogniseEntry('grunt.js').skills).toEqual(['Grunt']);
    expect(recogniseEntry('webpack.js').skills).toEqual(['Webpack']);
    expect(recogniseEntry('python.js').skills).toEqual([]);
    expect(recogniseEntry('Excel.js').skills).toEqual([]);
  });

  it('reads the skill after a heading and a colon, and a skill before it too', () => {
    expect(recogniseEntry('Testing: Jest').skills).toEqual(['Jest']);
    expect(recogniseEntry('mock: sinon').skills).toEqual(['Sinon.JS']);
    expect(recogniseEntry('Python: Django').skills).toEqual(['Python', 'Django']);
    expect(recogniseEntry('Python: expert').skills).toEqual(['Python']);
    expect(recogniseEntry('Note: see below').skills).toEqual([]);
    // A heading that names a skill itself is read whole.
    expect(recogniseEntry('Power BI for beginners: Data analysis').skills).toEqual([
      'Power BI',
      'Data Analysis',
    ]);
  });

  it('reads a note of another name after a comma as no skill of its own', () => {
    // "now Akamai" was read as Akamai, a content delivery network: a wrong skill for Linode.
    expect(recogniseEntry('Linode, now Akamai').skills).toEqual(['Linode']);
    expect(recogniseEntry('Docker, formerly dotCloud').skills).toEqual(['Docker']);
    expect(recogniseEntry('Docker, Akamai').skills).toContain('Content Delivery Networks');
  });

  it('reads words two joined parts share, written once', () => {
    expect(recogniseEntry('Excellent written and oral communication skills').skills).toEqual([
      'Written Communication',
      'Verbal Communication',
    ]);
    expect(recogniseEntry('Accounts Payable/Receivable').skills).toEqual([
      'Accounts Payable',
      'Accounts Receivable',
    ]);
    // Parts known on their own stay as they are.
    expect(recogniseEntry('Sass and Less').skills).toEqual(['Sass', 'Less']);
  });

  it("reads a vendor's unknown product line written once ('ConnectWise Automate/Manage')", () => {
    expect(recogniseEntry('ConnectWise Automate/Manage').unknown).toEqual([
      'ConnectWise Automate',
      'ConnectWise Manage',
    ]);
    // Not beside a known product, nor between words in lower case.
    expect(recogniseEntry('Oracle Database/Foo')).toEqual({ skills: ['Oracle Database'], unknown: ['Foo'] });
    expect(recogniseEntry('acme widget/gadget').unknown).toEqual(['acme widget', 'gadget']);
    expect(recogniseEntry('Data Entry/Typing').skills).toEqual(['Data Entry', 'Typing']);
  });

  it('reads a bracket joined with "/", "&" or "and" as a list of its own, not cut apart', () => {
    // "SimpleMDM (iPhone/iPad)" was cut at the slash into "SimpleMDM (iPhone" and "iPad)".
    expect(recogniseEntry('SimpleMDM (iPhone/iPad)').unknown).toEqual(['SimpleMDM', 'iPhone', 'iPad']);
    expect(recogniseEntry('Git (GitHub/GitLab)').skills).toEqual(['Git', 'GitHub', 'GitLab']);
    // A bracket with no list in it stays with its name.
    expect(recogniseEntry('Bash/Shell (all shells)').skills).toEqual(['Bash', 'Shell Scripting']);
  });

  it('still reads phrases for the skills inside them', () => {
    expect(recogniseEntry('experience with Docker containers').skills).toEqual(['Docker']);
  });

  it('reads full-width brackets and ideographic commas as their ASCII forms', () => {
    expect(recogniseEntry('Jekyll（改造过，用来支持博客国际化）').skills).toEqual(['Jekyll']);
    expect(recogniseEntry('Python、Go、Rust').skills).toEqual(['Python', 'Go', 'Rust']);
    expect(recogniseEntry('ＡＷＳ').skills).toEqual(['AWS']);
  });

  it('leaves out the heading of a list written after a colon', () => {
    expect(recogniseEntry('SPA Frameworks: Vue, Angular, React').skills).toEqual([
      'Vue.js',
      'Angular',
      'React',
    ]);
    expect(recogniseEntry('Package Managers: npm, Yarn').skills).toEqual(['npm', 'Yarn']);
    // Not before a single item: "Python: expert" is still Python.
    expect(recogniseEntry('Python: expert').skills).toEqual(['Python']);
  });
});

describe('readings found wrong on resumes no fixture uses (159 public resume.json files, 2026-12-02)', () => {
  it('takes a last "experience" or "knowledge" of a name as its head, not as filler', () => {
    // "Customer" and "Client" read as Customer Experience, the key without its "experience".
    expect(canonicalSkill('Customer')).toBeUndefined();
    expect(recogniseEntry('Client / Server').skills).toEqual([]);
    expect(canonicalSkill('Customer Experiences')).toBe('Customer Experience');
    // What people write around a skill is still filler.
    expect(canonicalSkill('Python experience')).toBe('Python');
    expect(canonicalSkill('Presentation')).toBe('Presentation Skills');
  });

  it('names each of these as itself, not as a neighbouring skill', () => {
    expect(canonicalSkill('Unsupervised Learning')).toBe('Unsupervised Learning');
    expect(canonicalSkill('Supervised Learning')).toBe('Supervised Learning');
    expect(canonicalSkill('Software Design')).toBe('Software Architecture');
    expect(canonicalSkill('e2e')).toBe('End-to-End Testing');
    expect(canonicalSkill('Graph Neural Networks')).toBe('Deep Learning');
    expect(recogniseEntry('SaaS/PaaS/IaaS').skills).toEqual(['SaaS', 'PaaS', 'IaaS']);
  });

  it('reads a belt of a martial art as no Six Sigma', () => {
    expect(recogniseEntry('Judo (black belt)').skills).toEqual([]);
    expect(extractSkills('Holds a black belt in karate.')).toEqual([]);
    expect(canonicalSkill('Six Sigma Green Belt')).toBe('Six Sigma');
  });

  it('reads "SaaS" in prose as the kind of business, in a skills list as the skill', () => {
    expect(extractSkills('Joined a B2B SaaS startup as its second engineer.')).toEqual([]);
    expect(canonicalSkill('SaaS')).toBe('SaaS');
  });
});

describe('loose matching on a long-running server', () => {
  it('remembers no word of what it is asked: thousands of new words leave the memo as it was', () => {
    const known = looseSkill('Behavioral neurology'); // the index is built
    expect(known).toBeDefined();
    const before = memoisedWordCount();
    for (let i = 0; i < 5000; i++) looseSkill(`Zorblaxes${i} frobnicatours${i}`);
    expect(memoisedWordCount()).toBe(before);
    expect(looseSkill('Behavioral neurology')).toEqual(known);
  });
});
