// Skills-list headings (issue #14, precision): resumes group their skills under headings ("Databases",
// "Frameworks", "Care"), and a heading written as an entry must not become a different thing, a
// library or product whose name only reduces to the heading word. Each case names the general rule.
import { describe, expect, it } from 'vitest';
import { allCategories, canonicalSkill, recogniseEntry, skillInfo } from '../../../main/domain/taxonomy';

describe('skills-list headings are not products or libraries', () => {
  it('a lone letter run into the next word makes no other word ("c-ares" is not "Care")', () => {
    expect(recogniseEntry('Care').skills).toEqual([]);
    expect(recogniseEntry('Patient care').skills).not.toContain('c-ares');
    // The library itself, as written.
    expect(canonicalSkill('c-ares')).toBe('c-ares');
    expect(canonicalSkill('C Ares')).toBe('c-ares');
    expect(canonicalSkill('E-commerce')).toBe('E-commerce');
    expect(canonicalSkill('ecommerce')).toBe('E-commerce');
  });

  it('"skills" and "knowledge" before another word are what it is about, not filler', () => {
    // "knowledge management" and "skills frameworks" do not reduce to "management" or "frameworks".
    expect(recogniseEntry('Management').skills).toEqual([]);
    expect(recogniseEntry('Frameworks').skills).toEqual([]);
    expect(recogniseEntry('Frameworks & Libraries').skills).toEqual([]);
    expect(recogniseEntry('Languages and frameworks').skills).toEqual([]);
    // The skills themselves, and filler where it is filler.
    expect(canonicalSkill('Knowledge management')).toBe('Knowledge Base Management');
    expect(canonicalSkill('skills frameworks')).toBe('Competency Frameworks');
    expect(canonicalSkill('People skills')).toBe('Interpersonal Skills');
    expect(canonicalSkill('knowledge of accounting entries')).toBe('Accounting entries');
  });

  it('a part of a system heads a group in a list, though prose reads it as the practice', () => {
    // extractSkills reads "built the backend" as Backend Development; a list's group is no skill.
    expect(recogniseEntry('Frontend').skills).toEqual([]);
    expect(recogniseEntry('Backend Services').skills).toEqual([]);
    expect(recogniseEntry('Frontend: React').skills).toEqual(['React']);
    expect(recogniseEntry('Front-end development').skills).toEqual(['Frontend Development']);
  });
});

describe('one-word names that are ordinary words', () => {
  it('are not read in another number: "Principles" is not the prototyping tool Principle', () => {
    expect(recogniseEntry('Principles').skills).toEqual([]);
    expect(canonicalSkill('Principle')).toBe('Principle');
    // Plain words of non-technical skills still read their plurals.
    expect(canonicalSkill('Accounting entry')).toBe('Accounting entries');
  });
});

describe('ordinary words in the sources', () => {
  it('are no vendor product left without its vendor ("Profile" is not Cerner ProFile)', () => {
    for (const word of ['Profile', 'Clear', 'Fire', 'Interact', 'Tactic', 'Profit'])
      expect(recogniseEntry(word).skills).toEqual([]);
    expect(canonicalSkill('Cerner ProFile')).toBe('Cerner ProFile');
  });

  it('are no alias of a language or topic ("Console" is not ShellSession, "None" not Netflix)', () => {
    // Linguist's code-fence aliases and GitHub Explore's topic slugs that ESCO writes as ordinary words,
    // and the "none" of a topic without aliases.
    for (const word of ['Console', 'Man', 'Gas', 'Paper', 'Velocity', 'Batch', 'None'])
      expect([word, recogniseEntry(word).skills]).toEqual([word, []]);
    expect(canonicalSkill('Roff')).toBe('Roff');
    expect(canonicalSkill('Bukkit')).toBe('Bukkit');
    expect(canonicalSkill('papermc')).toBe('Bukkit');
  });

  it('are not what a product name leaves without its model number ("Studio" is not Studio 5000)', () => {
    for (const word of ['Studio', 'Step', 'Series'])
      expect([word, recogniseEntry(word).skills]).toEqual([word, []]);
    expect(canonicalSkill('Studio 5000')).toBe('Allen-Bradley');
    expect(canonicalSkill('Step 7')).toBe('Siemens TIA Portal');
    // The number dropped from a name whose word is a key of its own.
    expect(canonicalSkill('Windows 10')).toBe('Microsoft Windows');
    expect(canonicalSkill('Python 3')).toBe('Python');
    // A skills list's "Office" is Microsoft Office, no longer Office 365 without its number.
    expect(canonicalSkill('Office')).toBe('Microsoft Office');
  });

  it('are no name of a concept that lists kinds of things ("Standards" is not a scaffolding part)', () => {
    expect(recogniseEntry('Standards').skills).toEqual([]);
    expect(recogniseEntry('Casting').skills).not.toContain('Heat treatment');
    expect(canonicalSkill('scaffolding parts')).toBe('Base plate');
  });
});

describe('the taxonomy category names', () => {
  it('are no form of a generated skill: "Databases" is not the npm package, "Security" not Securities', () => {
    expect(recogniseEntry('Databases').skills).not.toContain('@databases');
    expect(recogniseEntry('Databases and storage').skills).not.toContain('@databases');
    expect(recogniseEntry('Security').skills).toEqual([]);
    expect(canonicalSkill('Securities')).toBe('Securities');
    // Hand-written skills keep the names they share with a category.
    expect(canonicalSkill('DevOps')).toBe('DevOps');
  });

  it('and their parts give only skills of their own category, if any', () => {
    for (const category of allCategories())
      for (const part of new Set([category, ...category.split(/\s*&\s*/)]))
        for (const skill of recogniseEntry(part).skills)
          expect([part, skillInfo(skill)?.category]).toEqual([part, category]);
  });
});

describe('two ordinary words turned round, and one word with filler', () => {
  it('reach a skill only in its own order ("Cloud services" is not Service Cloud)', () => {
    expect(recogniseEntry('Cloud services').skills).toEqual([]);
    expect(recogniseEntry('Design tools').skills).toEqual([]);
    // The skills themselves, in their order or turned round by a joining word.
    expect(canonicalSkill('Service Cloud')).toBe('Salesforce Service Cloud');
    expect(canonicalSkill('tool design')).toBe('Jig and Fixture Design');
    expect(canonicalSkill('design of tools')).toBe('Jig and Fixture Design');
    // Nor a generated concept's, as job postings' skill lists showed: "Management Systems" is not ESCO's
    // "systems management", "Nursing school" not "school nursing".
    for (const entry of [
      'Management Systems',
      'Dental Management Systems',
      'Nursing school',
      'Engineering Software',
    ])
      expect([entry, recogniseEntry(entry).skills]).toEqual([entry, []]);
    // Unless the entry ends in the gerund that the concept's label writes first, with its object.
    expect(canonicalSkill('food conserving')).toBe('Food preservation');
  });

  it('"X skills" drops a kind word only from the skill\'s own name, not an alias ("Sales skills")', () => {
    // Presales's alias "sales engineering", Legal terminology's "legal language".
    expect(recogniseEntry('Sales skills').skills).toEqual([]);
    expect(recogniseEntry('Legal skills').skills).toEqual([]);
    expect(canonicalSkill('Sales engineering')).toBe('Presales');
    expect(canonicalSkill('legal language')).toBe('Legal terminology');
    // The name without its kind word: Mining Engineering.
    expect(canonicalSkill('mining knowledge')).toBe('Mining Engineering');
  });
});

describe('an ordinary word a split leaves', () => {
  it('names its product only beside a skill of a kind near it ("Identity & Access" is no Microsoft Access)', () => {
    expect(recogniseEntry('Identity & Access')).toEqual({ skills: [], unknown: ['Identity', 'Access'] });
    expect(recogniseEntry('Quality/Word').skills).toEqual([]);
    // Beside a skill of its kind, and alone, it is the product.
    expect(recogniseEntry('Word & Excel').skills).toEqual(['Microsoft Word', 'Microsoft Excel']);
    expect(recogniseEntry('MS Word/Access').skills).toEqual(['Microsoft Word', 'Microsoft Access']);
    expect(recogniseEntry('Java/Spring').skills).toEqual(['Java', 'Spring Framework']);
    expect(recogniseEntry('Slack/Teams').skills).toEqual(['Slack', 'Microsoft Teams']);
    expect(recogniseEntry('Access').skills).toEqual(['Microsoft Access']);
  });
});

describe('hand-written aliases', () => {
  it('name the skill itself, not a neighbouring practice ("Design Reviews" is no Design Critique)', () => {
    // An engineering design review is not a critique of a visual design; grievances are employee
    // relations work, not investigations; students are supervised outside research too.
    expect(recogniseEntry('Design Reviews').skills).toEqual(['Design Review']);
    expect(recogniseEntry('Grievances').skills).toEqual(['Employee Relations']);
    expect(recogniseEntry('Grievance Handling').skills).toEqual(['Employee Relations']);
    expect(recogniseEntry('Student Supervision').skills).not.toContain('Academic Research Supervision');
    // The neighbours keep their own spellings.
    expect(canonicalSkill('Design Feedback')).toBe('Design Critique');
    expect(canonicalSkill('HR Investigations')).toBe('Workplace Investigations');
    expect(canonicalSkill('Thesis Supervision')).toBe('Academic Research Supervision');
  });

  it('include the usual synonyms of a practice ("Cost Containment" is Cost Control)', () => {
    expect(canonicalSkill('Cost Containment')).toBe('Cost Control');
    expect(canonicalSkill('Employee management')).toBe('People Management');
    expect(canonicalSkill('Brake replacement')).toBe('Brake Repair');
  });

  it('name no distinct technology ("XSLT" is a language of its own, not XML)', () => {
    expect(canonicalSkill('XSLT')).toBe('XSLT');
    expect(canonicalSkill('XSL')).toBe('XSLT');
    expect(canonicalSkill('XPath')).toBe('XPath');
    expect(canonicalSkill('LLVM')).toBe('LLVM');
    expect(canonicalSkill('ReScript')).toBe('ReScript');
    expect(recogniseEntry('XML/XSLT').skills).toEqual(['XML', 'XSLT']);
    // What is part of the thing stays with it: an XML schema is XML, compiler design is compilers.
    expect(canonicalSkill('XSD')).toBe('XML');
    expect(canonicalSkill('Compiler Design')).toBe('Compilers');
    expect(canonicalSkill('ReasonML')).toBe('ReasonML');
  });
});

describe('storage protocols', () => {
  // Found missing in public resume.json files no benchmark uses; "Network File System" read as Records
  // Management (a loose match on "filing system") and "NAS Storage" as the SAN skill.
  it('are skills of their own', () => {
    expect(recogniseEntry('Network File System').skills).toEqual(['NFS']);
    expect(recogniseEntry('NFS, CIFS, iSCSI').skills).toEqual(['NFS', 'SMB/CIFS', 'iSCSI']);
    expect(recogniseEntry('NAS Storage').skills).toEqual(['Network-Attached Storage']);
    expect(recogniseEntry('SAN Storage').skills).toEqual(['Storage Area Networks']);
    // "SMB" alone is as often small and medium businesses.
    expect(recogniseEntry('SMB').skills).toEqual([]);
  });
});

describe('perks a posting offers', () => {
  // Found in the skill lists of LinkedIn postings, read as the skill the perk is about.
  it('are no skill and no unknown one', () => {
    for (const entry of [
      'Sign On Bonus',
      'Continuing Education Stipend',
      'Childcare Tuition Discount',
      'Tax Preparation Benefit',
      'Compensation and benefits package',
      'Continuing Education and Licensing Reimbursement',
      'Free mental health resources',
    ])
      expect(recogniseEntry(entry), entry).toEqual({ skills: [], unknown: [] });
  });

  it("leave HR's and billing's work alone", () => {
    expect(recogniseEntry('Employee benefits').skills).toEqual(['Benefits Administration']);
    expect(recogniseEntry('Healthcare reimbursement').skills).toEqual(['Healthcare Reimbursement']);
    expect(recogniseEntry('Free and OpenSource').skills).toEqual(['Open Source']);
  });
});

describe('degrees a posting requires', () => {
  // Found in the skill lists of LinkedIn postings: a required degree named the field's skill.
  it('are no skill and no unknown one', () => {
    for (const entry of [
      "Bachelor's Degree in Accounting or Finance",
      'Bachelor’s degree in construction management',
      'Associate Degree in Early Childhood Education',
      'Accounting Diploma',
      'BS in Civil Engineering',
      'Ph.D. in Coastal Ocean or Marine Engineering or Sciences',
      'BA in IT Computer Science',
      'MSc in Civil Engineering',
    ])
      expect(recogniseEntry(entry), entry).toEqual({ skills: [], unknown: [] });
    expect(recogniseEntry("Python, Bachelor's degree").skills).toEqual(['Python']);
  });

  it('leave the words of other skills alone', () => {
    expect(recogniseEntry('Master Data Management').skills).toEqual(['Master Data Management']);
    expect(recogniseEntry('MS Office').skills).toEqual(['Microsoft Office']);
    expect(recogniseEntry('Scrum Master').skills).toEqual(['Scrum Mastery']);
    expect(recogniseEntry('Diplomacy').skills).toEqual(['Diplomacy']);
  });
});

describe('a practice and the people who do it', () => {
  it('names working with a team, not the skill ("QA Team", "Inside Sales collaboration")', () => {
    // Strings of job postings' skill lists that were read as the practice.
    for (const entry of [
      'Enterprise Architecture team',
      'QA Team',
      'Product Management Collaboration',
      'Inside Sales collaboration',
      'Automotive Service Department',
    ])
      expect([entry, recogniseEntry(entry).skills]).toEqual([entry, []]);
    // Collaborating in a team is the skill itself, and a product's name may end in "Teams".
    expect(recogniseEntry('Healthcare team collaboration').skills).toEqual(['Collaboration']);
    expect(recogniseEntry('Cisco Webex Teams').skills).toEqual(['Webex']);
    expect(recogniseEntry('Microsoft Teams').skills).toEqual(['Microsoft Teams']);
  });
});

describe('a product named by one word, heading a longer name', () => {
  it('heads it only as its key writes the word ("Root Causes" is no Roots)', () => {
    // Strings of job postings' skill lists: the word in another number or spelling is another word.
    for (const entry of ['Root Causes', 'Leak Detection', 'Workspace Cleanliness', 'Rational Method'])
      expect([entry, recogniseEntry(entry).skills]).toEqual([entry, []]);
    // As written it heads the name; a practice heads it in any form, and so do several words.
    expect(recogniseEntry('GitLab Runner').skills).toEqual(['GitLab']);
    expect(recogniseEntry('Budget Planning Review').skills).toEqual(['Budgeting']);
    expect(recogniseEntry('Embedded System Security').skills).toEqual(['Embedded Systems']);
  });
});

describe('any skill named by one word, heading a longer name', () => {
  it('heads it only by a name of its own, not by a looser reading of the word', () => {
    // Strings of job postings' skill lists that were read through the word alone: ESCO's narrower
    // one-word labels ("motors", "oxygen", "cooling"), a name less its "Skills", an adjective.
    for (const entry of [
      'Motor Vehicle Record Check',
      'Oxygen Delivery',
      'Cooling Systems',
      'Collection Systems & Sewers',
      'Analytical Tools',
      'Organization Design',
      'Financial Services',
      'Current BLS Certification',
      'Right First Time Attitude',
    ])
      expect([entry, recogniseEntry(entry).skills]).toEqual([entry, []]);
    // Alone, the word still reads as before.
    expect(recogniseEntry('Motors').skills).toEqual(['Electrical machines']);
    // A concept by its own name in either number, a hand-written skill by an alias in either number,
    // and a word written like a name, head one.
    expect(recogniseEntry('Cosmetology License').skills).toEqual(['Cosmetology']);
    expect(recogniseEntry('Patent Preparation').skills).toEqual(['Patents']);
    expect(recogniseEntry('Budget Monitoring').skills).toEqual(['Budgeting']);
    expect(recogniseEntry('EKG Competency').skills).toEqual(['ECG']);
    expect(recogniseEntry('NIHSS License').skills).toEqual(['NIH Stroke Scale']);
    expect(recogniseEntry('InfectionControl Policies and Protocols').skills).toEqual(['Infection Control']);
    expect(recogniseEntry('TeamMate Analytics').skills).toEqual(['PricewaterhouseCoopers TeamMate']);
  });

  it('a hand-written product named by an ordinary word heads only software ("Enzyme Selection")', () => {
    for (const entry of [
      'Enzyme Immobilization',
      'Polymer Synthesis',
      'Chef Management',
      'Assembly Instructions',
    ])
      expect([entry, recogniseEntry(entry).skills]).toEqual([entry, []]);
    expect(recogniseEntry('Chef Cookbooks').skills).toEqual(['Chef']);
    expect(recogniseEntry('Electron Apps').skills).toEqual(['Electron']);
    expect(recogniseEntry('Juniper JNCIA').skills).toEqual(['Juniper Networks']);
    expect(recogniseEntry('Spring Data JPA').skills).toEqual(['Spring Framework']);
    // Before a word of software's parts it heads the name again.
    expect(recogniseEntry('Yarn Workspaces').skills).toEqual(['Yarn']);
    expect(recogniseEntry('Networking Protocols').skills).toEqual(['Networking']);
    expect(recogniseEntry('Juniper Routers').skills).toEqual(['Juniper Networks']);
  });
});
