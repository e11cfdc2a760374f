// The rules scripts/build-taxonomy.mjs applies to ESCO and O*NET, checked on labels of the sources, and
// the committed generated file checked against them.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { allCategories, canonicalSkill, extractSkills, recogniseEntry } from '../../../main/domain/taxonomy';
import { GENERATED_SKILLS, SKILL_EXTENSIONS } from '../../../main/domain/taxonomy/generated';
import {
  awesomeCategory,
  awesomeEntry,
  awesomeOwner,
  awsServiceName,
  COMMODITY_CATEGORY,
  commonWord,
  competenceActivity,
  freeTextForm,
  genericSoftware,
  KEYWORD_CATEGORY,
  keywordCategory,
  NOT_TECHNOLOGY_TAGS,
  namedProduct,
  notASkill,
  notAVariant,
  notTechnologyDescription,
  OPENALEX_ROOT_CATEGORY,
  openAlexDiscipline,
  openAlexField,
  parentheticalNames,
  productShortName,
  productTailName,
  projectHome,
  SUBJECT_CATEGORY,
  softwareSource,
  spelledAcronym,
  subjectCategory,
  technologyApposition,
  technologyDefinition,
  tldrSuiteHost,
  tldrTool,
} from '../../../scripts/taxonomy/rules.mjs';

const occupations = new Set(['software developer', 'registered nurse']);

/**
 * The brand, library and developer-technology lists are read in free text only by their one-word names
 * written like a product (the build's productWord); everything else of theirs is a skills-list form.
 */
function expectProductWordsOnlyInProse(skills: readonly { name: string; text: readonly string[] }[]) {
  for (const skill of skills)
    for (const form of skill.text) {
      expect(form, skill.name).not.toMatch(/\s/);
      expect(freeTextForm(form), form).toBe(true);
    }
}

describe('labels that are not skills', () => {
  it.each([
    ['identify available services for clients in rehabilitation', 'words'],
    ['anatomy of animals', 'prose'],
    ['types of concrete forms', 'prose'],
    ['laser types', 'knowledge area'],
    ['principles of combustion engines', 'prose'],
    ['incidence, distribution and control of diseases', 'words'],
    ['pet diseases, ailments', 'enumeration'],
    ['competent in Arabic', 'description'],
    ['Software Developer', 'occupation'],
    ['2.0', 'no letters'],
  ])('drops "%s" (%s)', (label, why) => {
    expect(notASkill(label, occupations)).toBe(why);
  });

  it.each([
    'Python',
    'criminal law',
    'SQL Server Integration Services',
    'Unreal Engine',
    'C++',
    'health and safety',
  ])('keeps "%s"', (label) => {
    expect(notASkill(label, occupations)).toBeNull();
  });
});

describe('free-text forms', () => {
  it('reads product-like names in free text and leaves ordinary words and phrases to skills lists', () => {
    for (const label of [
      'PostgreSQL',
      'S3',
      'Node.js',
      'C++',
      'Unreal Engine',
      'SAP Business One',
      'FFmpeg',
      'PHPUnit',
    ])
      expect(freeTextForm(label), label).toBe(true);
    for (const label of [
      'Drupal',
      'Outlook',
      'criminal law',
      'project management',
      'Capture one',
      'NASA',
      'Ok',
    ])
      expect(freeTextForm(label), label).toBe(false);
  });
});

describe('categories', () => {
  it('maps every O*NET commodity class and keyword rule onto a report category', () => {
    const categories = new Set(allCategories());
    for (const category of Object.values(COMMODITY_CATEGORY))
      expect(categories.has(category), category).toBe(true);
    for (const [category] of KEYWORD_CATEGORY) expect(categories.has(category), category).toBe(true);
  });

  it('maps ESCO knowledge labels by keyword', () => {
    expect(keywordCategory(['Haskell (computer programming)'])).toBe('Programming Languages');
    expect(keywordCategory(['Arabic', 'competent in Arabic'])).toBe('Languages');
    expect(keywordCategory(['criminal law'])).toBe('Legal');
    expect(keywordCategory(['ophthalmology'])).toBe('Healthcare');
    expect(keywordCategory(['career guidance'])).not.toBe('Healthcare');
    expect(keywordCategory(['gemology'])).toBeNull();
  });

  it('places ESCO knowledge the keyword rules leave out by its subject', () => {
    const categories = new Set(allCategories());
    for (const [category] of SUBJECT_CATEGORY) expect(categories.has(category), category).toBe(true);
    expect(subjectCategory(['analytical chemistry'])).toBe('Engineering & Manufacturing');
    expect(subjectCategory(['mathematics', 'maths'])).toBe('Data & Analytics');
    expect(subjectCategory(['philosophy'])).toBe('Education & Training');
    expect(subjectCategory(['genetics'])).toBe('Healthcare');
    expect(subjectCategory(['hair colouring'])).toBeNull();
    expect(subjectCategory(['golf'])).toBeNull();
  });

  it('takes capitalised ESCO knowledge labels written like product names as named products', () => {
    for (const label of ['ObjectStore', 'ABBYY FineReader', 'Capture One', 'Microsoft Visual C++'])
      expect(namedProduct(label), label).toBe(true);
    for (const label of [
      'criminal law',
      'Sanskrit',
      'Islam',
      'Earth science',
      'Incremental development',
      'European Train Control System',
      'Code of Conduct for Responsible Fisheries',
    ])
      expect(namedProduct(label), label).toBe(false);
  });

  it('tells kinds of software from named products', () => {
    expect(genericSoftware('Case management software')).toBe(true);
    expect(genericSoftware('Electronic health record EHR software')).toBe(false);
    expect(genericSoftware('Intuit QuickBooks')).toBe(false);
  });
});

describe('GitHub Explore topics', () => {
  it('keeps topics whose description defines a named technology', () => {
    expect(technologyDefinition('MQTT', 'MQTT is a lightweight, publish-subscribe messaging protocol.')).toBe(
      true,
    );
    expect(technologyDefinition('Discord', 'Discord is a free voice, video, and text chat app.')).toBe(true);
    // Kinds in the plural, too (FFmpeg was lost to "libraries" not being "library" + s).
    expect(
      technologyDefinition('FFmpeg', 'FFmpeg is a suite of libraries and programs for handling video.'),
    ).toBe(true);
  });

  it('drops a name defined as an acronym of a phrase', () => {
    expect(
      technologyDefinition('GLAM', 'GLAM is an acronym for "galleries, libraries, archives, and museums".'),
    ).toBe(false);
  });

  it('names a topic without the parenthesis its display name adds, keeping an expansion of its letters', () => {
    expect(parentheticalNames('FFmpeg (Fast Forward Moving Picture Experts Group)')).toEqual([
      'FFmpeg',
      'Fast Forward Moving Picture Experts Group',
    ]);
    expect(parentheticalNames('JSX (JavaScript XML)')).toEqual(['JSX']);
    expect(parentheticalNames('TWRP (software)')).toEqual(['TWRP']);
    // A phrase with its acronym after it is one name, as before.
    expect(parentheticalNames('Remote Procedure Call (RPC)')).toEqual(['Remote Procedure Call (RPC)']);
    expect(parentheticalNames('MQTT')).toEqual(['MQTT']);
  });

  it('drops kinds of things, subjects, games and companies', () => {
    expect(technologyDefinition('Spreadsheet', 'A spreadsheet is an application for tables.')).toBe(false);
    expect(technologyDefinition('Marketing', 'Marketing is the process of promoting products.')).toBe(false);
    expect(technologyDefinition('4X', 'A genre of video game where players control an empire.')).toBe(false);
    expect(technologyDefinition('Minecraft', 'Minecraft is a sandbox video game and a platform.')).toBe(
      false,
    );
    expect(technologyDefinition('Apple', 'Apple is a company that makes software.')).toBe(false);
  });

  it('keeps topics whose description is a noun phrase naming a technology', () => {
    expect(technologyApposition('Composer', 'A tool for dependency management in PHP.')).toBe(true);
    expect(
      technologyApposition('Sublime Text', 'A cross-platform source code editor with a Python API.'),
    ).toBe(true);
    expect(technologyApposition('Conan', 'The open-source C/C++ package manager.')).toBe(true);
    // Without an article, when the phrase ends in one thing of the kind.
    expect(technologyApposition('Flatpak', 'Linux application sandboxing and distribution framework.')).toBe(
      true,
    );
    expect(technologyApposition('GTFS', 'Open specification for public transit stop locations.')).toBe(true);
  });

  it('drops article-less phrases that start with the name, name a class or stop at the kind', () => {
    const drops: Array<[string, string]> = [
      [
        'Blazing Fast',
        'Blazing fast describes software and libraries optimized for exceptional runtime speed.',
      ],
      ['Digital signage', 'Tools for managing and displaying multimedia content on digital screens.'],
      [
        'AI Agent',
        'Autonomous software systems that use foundation models to reason, plan, and take actions.',
      ],
      ['suckless.org', 'software that sucks less.'],
      ['Pepeland', 'Private Minecraft server.'],
    ];
    for (const [name, description] of drops)
      expect(technologyApposition(name, description), name).toBe(false);
  });

  it('drops noun phrases about practices, classes, kinds, games and social sites', () => {
    const drops: Array<[string, string]> = [
      ['Automation', 'The technique of making an apparatus, a process, or a system operate automatically.'],
      ['No-code', 'A category of tools that enable both technical and non-technical users.'],
      ['Programming language', 'A formal language that specifies a set of instructions.'],
      ['Minecraft Server', 'A server for Minecraft.'],
      ['Esolang', 'An esoteric programming language is a language designed to experiment.'],
      ['DLL Injector', 'A method or tool used to inject or run code within another process.'],
      ['X (Twitter)', 'An online news and social networking service where users post.'],
      ['alt:V', 'A free alternative multiplayer platform for GTA:V.'],
      ['pass', 'the standard unix password manager.'],
    ];
    for (const [name, description] of drops)
      expect(technologyApposition(name, description), name).toBe(false);
  });

  it('tells descriptions of games, companies and communities', () => {
    expect(notTechnologyDescription('Chrome is a web browser from the tech company Google.')).toBe(true);
    expect(notTechnologyDescription('Godot is a game engine.')).toBe(false);
    expect(notTechnologyDescription('A tool for dependency management in PHP.')).toBe(false);
  });
});

describe('Devicon', () => {
  it('does not vouch for icons of companies and websites', () => {
    for (const tag of ['brand', 'social', 'auth', 'website']) expect(NOT_TECHNOLOGY_TAGS.has(tag)).toBe(true);
    expect(NOT_TECHNOLOGY_TAGS.has('framework')).toBe(false);
  });
});

describe('short names of products named after their kind', () => {
  it('takes the name before the kind', () => {
    expect(productShortName('Drizzle ORM')).toBe('Drizzle');
    expect(productShortName('Spyder IDE')).toBe('Spyder');
    expect(productShortName('AS/400 Database')).toBe('AS/400');
    // A capital and a digit is a name, not a word.
    expect(productShortName('H2 Database')).toBe('H2');
  });

  it('leaves other names, lowercase words, short and possessive first words', () => {
    expect(productShortName('Apache Spark')).toBeNull();
    expect(productShortName('Ruby on Rails')).toBeNull();
    expect(productShortName('game engine')).toBeNull();
    expect(productShortName('UI Toolkit')).toBeNull();
    expect(productShortName('Go SDK')).toBeNull();
    expect(productShortName("Archivists' Toolkit")).toBeNull();
  });
});

describe('held-out labels: spellings of a concept, not other things filed under it', () => {
  it.each([
    ['Adobe Illustrator CS5', 'Adobe Illustrator'],
    ['client-centered counseling', 'client-centred counselling'],
    ['pharma industry', 'pharmaceutical industry'],
    ['trade-mark', 'trademarks'],
    ['VFR communications', 'visual flight rules'],
    ['O&G', 'obstetrics and gynaecology'],
    ['automatic teller machine systems', 'ATM systems'],
    ['Freinet teaching methods', 'Freinet teaching principles'],
  ])('"%s" is a spelling of "%s"', (label, preferred) => {
    expect(notAVariant(label, preferred)).toBeNull();
  });

  it.each([
    ['GrafX2', 'graphics editor software', 'named member'],
    ['Sailfish OS', 'mobile operating systems', 'named member'],
    ['Latitude Learning LLC', 'learning management systems', 'named member'],
    ['front loaders', 'types of waste collection vehicles', 'member of a list'],
    ['laser brands', 'laser types', 'member of a list'],
    ['engineering', 'packaging engineering', 'broader'],
    ['nitrogen', 'basic chemicals', 'no shared word'],
    ['Alcatel-Lucent', 'procurement of ICT network equipment', 'no shared word'],
    ['Cisco Secure Scanner', 'penetration testing tool', 'named member'],
    // Only a generic head in common: another product of the class.
    ['GIMP software', 'graphics editor software', 'named member'],
    ['photo software', 'graphics editor software', 'no shared word'],
  ])('"%s" is not a spelling of "%s" (%s)', (label, preferred, why) => {
    expect(notAVariant(label, preferred)).toBe(why);
  });
});

describe('Simple Icons brands', () => {
  it("keeps a software vendor's products wherever their logo comes from, not brands titled with a word", () => {
    // "Google Chat" draws its logo from a help page, "Google Dataproc" from a product page.
    expect(recogniseEntry('Google Chat').skills).toEqual(['Google Chat']);
    expect(recogniseEntry('Google Dataproc').skills).toEqual(['Google Dataproc']);
    // "Red", "American", "Open" head brands of every kind: no vendor's products.
    expect(recogniseEntry('Red Bull').skills).toEqual([]);
    expect(recogniseEntry('American Airlines').skills).toEqual([]);
    expect(recogniseEntry('Open Badges').skills).toEqual([]);
  });

  it('keeps brands whose logo comes from a software project: a forge, a documentation or developer site', () => {
    for (const host of [
      'github.com',
      'gitlab.com',
      'black.readthedocs.io',
      'www.apache.org',
      'docs.docker.com',
    ])
      expect(softwareSource(host), host).toBe(true);
  });

  it('drops brands whose logo comes from a press kit: carmakers, broadcasters, currencies', () => {
    for (const host of [
      'www.stellantis.com',
      'www.skysports.com',
      'nano.org',
      'brand.opera.com',
      'notgithub.com',
    ])
      expect(softwareSource(host), host).toBe(false);
  });

  it("keeps brands whose logo comes from the project's own .org, .io, .dev or .net domain", () => {
    expect(projectHome('RubyGems', 'rubygems.org')).toBe(true);
    expect(projectHome('OpenVPN', 'openvpn.net')).toBe(true);
    expect(projectHome('Composer', 'getcomposer.org')).toBe(true);
    expect(projectHome('Nx', 'nx.dev')).toBe(true);
    // A company's .com, another name's domain, a body.
    expect(projectHome('BMW', 'www.bmw.com')).toBe(false);
    expect(projectHome('Nano', 'nano.org')).toBe(true);
    expect(projectHome('Opera', 'brand.opera.com')).toBe(false);
    expect(projectHome('Linux Foundation', 'linuxfoundation.org')).toBe(false);
  });

  it('reads the projects those domains vouch for, not English words', () => {
    for (const name of ['RubyGems', 'OpenVPN', 'Graylog', 'Sidekiq', 'Cloud Foundry', 'Alpine Linux'])
      expect(recogniseEntry(name).skills, name).toEqual([name]);
    for (const word of ['Passport', 'Bit', 'Fig', 'Dash'])
      expect(recogniseEntry(word).skills, word).toEqual([]);
  });

  it('drops one-word titles that are ordinary words, unless written like a product name', () => {
    const vocabulary = new Set(['shell', 'make', 'progress', 'codium']);
    expect(commonWord('Shell', vocabulary)).toBe(true);
    expect(commonWord('Make', vocabulary)).toBe(true);
    expect(commonWord('VSCodium', vocabulary)).toBe(false);
    expect(commonWord('Zulip', vocabulary)).toBe(false);
    expect(commonWord('Fish shell', vocabulary)).toBe(false);
  });
});

describe('awesome lists', () => {
  it('keep the libraries and tools of software sections', () => {
    for (const [section, name, description] of [
      ['Debug', 'doctest', 'The lightest feature rich C++ single header testing framework.'],
      ['Packages > Database', 'pg-promise', 'PostgreSQL framework for native SQL using promises.'],
      ['Build Automation', 'MSBuild', 'The Microsoft Build Engine (MSBuild) is the build platform for .NET'],
      // A section named by a domain in the singular holds libraries ("Video"); "Videos" holds talks.
      [
        'Video',
        'FFmpeg',
        'A complete, cross-platform solution to record, convert and stream audio and video.',
      ],
      ['Coding Style Tools', 'ClangFormat', 'A tool to format C/C++/Obj-C code.'],
    ])
      expect(awesomeEntry(section, name, description, occupations), name).toBeNull();
  });

  it('drop reading, links, other lists, titles and names that are not skills', () => {
    expect(
      awesomeEntry('Resources > Videos', 'Node.js Internals', 'Explaining Node.js internals.', occupations),
    ).toBe('awesome list section that is not software');
    expect(awesomeEntry('Books', 'C++ Primer', 'A classic.', occupations)).toBe(
      'awesome list section that is not software',
    );
    expect(awesomeEntry('Official', 'Website', 'The Node.js site.', occupations)).toBe(
      'awesome list section that is not software',
    );
    expect(awesomeEntry('Testing', 'xunit', '', occupations)).toBe(
      'awesome list entry without a description',
    );
    expect(
      awesomeEntry('Source Generator', 'Awesome .NET Performance', 'A curated list of books.', occupations),
    ).toBe('awesome list entry that is a list');
    expect(awesomeEntry('Misc', 'cpp-links', 'A list of materials and links for C++.', occupations)).toBe(
      'awesome list entry that is a list',
    );
    expect(awesomeEntry('Talks', 'CppCon - 2019', 'Keynote.', occupations)).not.toBeNull();
    for (const name of ['cli', 'usb', 'ms', 'he', 'CAP', 'SOFA'])
      expect(awesomeEntry('Packages > Command-line apps', name, 'A tool.', occupations), name).toBe(
        'awesome list name that is an abbreviation',
      );
    expect(awesomeEntry('Build Systems', 'C++20', 'A tool.', occupations)).toBeNull();
    expect(awesomeEntry('Tools', 'Software Developer', 'Someone who writes code.', occupations)).toBe(
      'occupation',
    );
  });

  it('place tools, databases and libraries by section', () => {
    expect(awesomeCategory('Build Systems')).toBe('Software Development');
    expect(awesomeCategory('Integrated Development Environment')).toBe('Software Development');
    expect(awesomeCategory('Database')).toBe('Databases');
    expect(awesomeCategory('Database Drivers')).toBe('Frameworks & Libraries');
    expect(awesomeCategory('Image Processing')).toBe('Frameworks & Libraries');
  });

  it('read a part of a product as that product, not a port to a platform', () => {
    expect(awesomeOwner('Boost.Test')).toBe('Boost');
    expect(awesomeOwner('Dapper.FastCRUD')).toBe('Dapper');
    expect(awesomeOwner('Handlebars.Net')).toBeNull();
    expect(awesomeOwner('Sinon.JS')).toBeNull();
    expect(awesomeOwner('NaCl.Core')).toBeNull();
    expect(awesomeOwner('pg-promise')).toBeNull();
  });

  it('are recognised as whole skills-list entries, and in free text only when written like a product', () => {
    const entries = GENERATED_SKILLS.filter((s) => s.source === 'awesome');
    expect(entries.length).toBeGreaterThan(1000);
    expectProductWordsOnlyInProse(entries);
    expect(entries.find((s) => s.name === 'doctest')?.text).toEqual([]);
    expect(extractSkills('Replaced the end-to-end suite with one based on WebdriverIO.')).toContain(
      'WebdriverIO',
    );
    expect(extractSkills('Built hardware integration in C/GStreamer.')).toContain('GStreamer');
    // Written like a product, but "mini" is a word: every "Mini" of prose would be the library mINI.
    expect(entries.find((s) => s.name === 'mINI')?.text).toEqual([]);
    expect(extractSkills('Wrote a Mini-PRD with JTBD framing.')).not.toContain('mINI');
    expect(entries.map((s) => s.name)).toEqual(expect.arrayContaining(['doctest', 'pg-promise', 'RavenDB']));
    // Boost.Test joined the hand-written Boost C++ Libraries instead of becoming a skill of its own.
    expect(entries.map((s) => s.name)).not.toContain('Boost.Test');
    expect(SKILL_EXTENSIONS.find((e) => e.name === 'Boost C++ Libraries')?.list).toContain('Boost.Test');
  });
});

describe('awesome-list names that are also words', () => {
  it('are not skills: the short name of "Diligent Engine" is the trait, "Passport" and "Runtime" are words, "he" and "ref" too short', () => {
    for (const entry of ['Diligent', 'Helix', 'Passport', 'Runtime', 'Waitress', 'Intern', 'he', 'ref'])
      expect(recogniseEntry(entry).skills, entry).toEqual([]);
    // Nor do packages named "cli", "usb" and "ms" stand for what a skills list means by CLI, USB and MS.
    for (const entry of ['CLI', 'USB', 'MS'])
      expect(recogniseEntry(entry).skills, entry).not.toContain(entry.toLowerCase());
    expect(recogniseEntry('Diligent Engine').skills).toEqual(['Diligent Engine']);
  });
});

describe('O*NET products written without their vendor', () => {
  it('are not ordinary phrases: "Building Systems" and "Strategy Management" are practices in a skills list', () => {
    expect(recogniseEntry('Building Systems').skills).not.toContain('Autodesk Building Systems');
    expect(recogniseEntry('Strategy Management').skills).not.toContain('Experian Strategy Management');
    expect(recogniseEntry('Manufacturing Scheduling').skills).not.toContain(
      'Oracle Manufacturing Scheduling',
    );
    // Still found by their full names, and a phrase a skill already has still joins it.
    expect(recogniseEntry('Autodesk Building Systems').skills).toEqual(['Autodesk Building Systems']);
    expect(recogniseEntry('SAP Crystal Reports').skills).toEqual(recogniseEntry('Crystal Reports').skills);
  });
});

describe('product names written without their vendor', () => {
  it('take a last word written like a name', () => {
    expect(productTailName('ABBYY FineReader')).toBe('FineReader');
    expect(productTailName('Bare Bones Software BBEdit')).toBe('BBEdit');
    expect(productTailName('Adobe Illustrator')).toBeNull();
    expect(productTailName('IBM SPSS')).toBeNull();
    expect(productTailName('FineReader')).toBeNull();
    expect(productTailName('Visual C++')).toBeNull();
  });

  it('find the product in a skills list', () => {
    expect(recogniseEntry('FineReader').skills).toEqual(['ABBYY FineReader']);
    expect(recogniseEntry('BBEdit').skills).toEqual(['Bare Bones Software BBEdit']);
  });
});

describe('JavaScript libraries written without ".js"', () => {
  it('are found by the name alone in a skills list', () => {
    expect(recogniseEntry('Sinon').skills).toEqual(['Sinon.JS']);
    expect(recogniseEntry('Vitest, Mocha/Sinon').skills).toEqual(['Vitest', 'Mocha', 'Sinon.JS']);
    expect(recogniseEntry('Cytoscape').skills).toEqual(['Cytoscape.js']);
  });

  it('unless the name is an ordinary word', () => {
    for (const word of ['Objection', 'Keystone', 'Moment', 'Underscore'])
      expect([word, recogniseEntry(word).skills]).toEqual([word, []]);
    expect(canonicalSkill('Objection.js')).toBe('Objection.js');
  });
});

describe('the generated taxonomy', () => {
  it('holds thousands of source skills, each in a report category, with forms', () => {
    const categories = new Set(allCategories());
    expect(GENERATED_SKILLS.length).toBeGreaterThan(5000);
    for (const skill of GENERATED_SKILLS) {
      expect(categories.has(skill.category), skill.name).toBe(true);
      // A labelled job string's skill may have only forms read as written (exact), its name among them.
      expect(skill.text.length + skill.list.length + (skill.exact?.length ?? 0), skill.name).toBeGreaterThan(
        0,
      );
      expect([
        'esco',
        'onet',
        'linguist',
        'explore',
        'simpleicons',
        'openalex',
        'awesome',
        'devicon',
        'tldr',
        'aws',
        'jobs',
      ]).toContain(skill.source);
    }
    expect(SKILL_EXTENSIONS.length).toBeGreaterThan(50);
  });

  it('recognises Simple Icons brands as whole skills-list entries, in free text only when written like a product', () => {
    const brands = GENERATED_SKILLS.filter((s) => s.source === 'simpleicons');
    expect(brands.length).toBeGreaterThan(300);
    expectProductWordsOnlyInProse(brands);
    expect(extractSkills('Implemented gesture recognition via MediaPipe and OpenCV.')).toContain('MediaPipe');
    expect(extractSkills('Quit tweaking that HL7 ADT in Notepad++.')).toContain('Notepad++');
    // Several words name brands and employers alike: list entries only.
    expect(brands.find((s) => s.name === 'Google Messages')?.text).toEqual([]);
    // Written as their makers write them, not capitalised like ESCO's lowercase labels.
    expect(brands.map((s) => s.name)).toContain('iTerm2');
  });
});

describe('video and code-style tools that source filters used to lose', () => {
  it('reads FFmpeg, in a skills list and in free text, and the tools of "Coding Style Tools"', () => {
    expect(recogniseEntry('FFmpeg').skills).toEqual(['FFmpeg']);
    expect(recogniseEntry('ffmpeg').skills).toEqual(['FFmpeg']);
    expect(extractSkills('Built the transcoding pipeline on FFmpeg and S3.')).toContain('FFmpeg');
    for (const name of ['ClangFormat', 'EditorConfig', 'libvpx', 'x265'])
      expect(recogniseEntry(name).skills, name).toEqual([name]);
    expect(recogniseEntry('GLAM').skills).toEqual([]);
    expect(recogniseEntry('Flatpak').skills).toEqual(['Flatpak']);
    expect(recogniseEntry('Termux').skills).toEqual(['Termux']);
  });
});

describe('O*NET names spelled out before their acronym', () => {
  it('tells the expansion from the acronym by its initials', () => {
    expect(spelledAcronym('Simple mail transfer protocol SMTP')).toEqual({
      expansion: 'Simple mail transfer protocol',
      acronym: 'SMTP',
    });
    expect(spelledAcronym('Amazon Simple Storage Service S3')).toBeNull();
    expect(spelledAcronym('Microsoft Excel')).toBeNull();
  });

  it('reads protocols and languages by their acronym and their name', () => {
    expect(recogniseEntry('SMTP').skills).toEqual(['SMTP']);
    expect(recogniseEntry('Simple Mail Transfer Protocol').skills).toEqual(['SMTP']);
    expect(recogniseEntry('VRRP').skills).toEqual(['VRRP']);
    // Not "Mail transfer protocol SMTP" (the first word taken for a vendor's) nor "CCD" for a database.
    expect(canonicalSkill('Mail transfer protocol SMTP')).not.toBe('Mail transfer protocol SMTP');
    expect(recogniseEntry('CCD').skills).toEqual(['Digital camera sensors']);
  });
});

describe('AWS services', () => {
  it('are named without the suffixes of their API clients', () => {
    expect(awsServiceName('Amazon Lex Runtime V2')).toBe('Amazon Lex');
    expect(awsServiceName('Amazon Timestream Write')).toBe('Amazon Timestream');
    expect(awsServiceName('Amazon Cognito Identity Provider')).toBe('Amazon Cognito');
    expect(awsServiceName('AWS Database Migration Service')).toBe('AWS Database Migration Service');
  });

  it('are read by either vendor word and by a bare name that is no word another source has', () => {
    expect(recogniseEntry('AWS Athena').skills).toEqual(['Amazon Athena']);
    expect(recogniseEntry('Athena').skills).toEqual(['Amazon Athena']);
    expect(recogniseEntry('CodePipeline').skills).toEqual(['AWS CodePipeline']);
    expect(recogniseEntry('AWS Systems Manager').skills).toEqual(['Amazon Simple Systems Manager']);
    expect(recogniseEntry('Polly').skills).toEqual(['Polly']);
    expect(recogniseEntry('Config').skills).toEqual([]);
    expect(recogniseEntry('Glue').skills).toEqual([]);
    expect(recogniseEntry('Service Catalog').skills).toEqual([]);
    // Bare names headed by another skill's name are left out: "IoT Core" stays the Internet of Things.
    expect(recogniseEntry('IoT Core').skills).toEqual(['Internet of Things']);
  });
});

describe('Devicon JavaScript projects named by an ordinary word', () => {
  it('are read with their ".js", never as the bare word', () => {
    expect(recogniseEntry('KnockoutJS').skills).toEqual(['Knockout.js']);
    expect(recogniseEntry('Passport.js').skills).toEqual(['Passport.js']);
    expect(recogniseEntry('Knockout').skills).toEqual([]);
    expect(recogniseEntry('Passport').skills).toEqual([]);
  });
});

describe('Explore topics kept on weaker evidence', () => {
  it('are recognised only as skills-list entries: "V8" is also an engine in a mechanic\'s resume', () => {
    for (const name of ['V8', 'Sublime Text']) {
      const skill = GENERATED_SKILLS.find((s) => s.name === name);
      expect(skill?.source, name).toBe('explore');
      expect(skill?.text, name).toEqual([]);
      expect(skill?.list, name).toContain(name);
    }
  });
});

describe('Devicon names no other source has', () => {
  it('are skills-list entries (prose reads those written like a product), written as Simple Icons or an alternative name writes them', () => {
    const icons = GENERATED_SKILLS.filter((s) => s.source === 'devicon');
    expect(icons.length).toBeGreaterThan(50);
    expectProductWordsOnlyInProse(icons);
    expect(extractSkills('I developed SPAs using Knockout.js and Durandal.')).toContain('Knockout.js');
    // A plain word ("Lumen", "Doctrine") names other things in prose: list entries only.
    expect(icons.find((s) => s.name === 'Lumen')?.text).toEqual([]);
    expect(extractSkills('Measured the output in Lumen per watt.')).not.toContain('Lumen');
    expect(recogniseEntry('Mattermost').skills).toEqual(['Mattermost']);
    expect(recogniseEntry('RAD Studio').skills).toEqual(['RAD Studio']);
    expect(recogniseEntry('Materialize').skills).toEqual(['materialize css']);
  });

  it('give a known product its short name: "phoenix" is Phoenix Framework', () => {
    expect(recogniseEntry('Phoenix').skills).toEqual(['Phoenix Framework']);
  });

  it('are not known skills under another spelling, ordinary words or vendors', () => {
    const names = GENERATED_SKILLS.filter((s) => s.source === 'devicon').map((s) => s.name.toLowerCase());
    // "denojs" is Deno, "djangorest" is not a spelling of Django; "foundation" and "rider" are words;
    // Red Hat, vendor of several O*NET products, is a company.
    for (const name of ['denojs', 'djangorest', 'foundation', 'rider', 'red hat'])
      expect(names).not.toContain(name);
    expect(recogniseEntry('Django').skills).toEqual(['Django']);
  });
});

describe('Simple Icons brands that Apache Libcloud or lego have drivers for', () => {
  it('are kept although their logos come from the company site: cloud providers', () => {
    for (const name of ['Vultr', 'Exoscale', 'Scaleway', 'Hetzner']) {
      const skill = GENERATED_SKILLS.find((s) => s.name === name);
      expect(skill?.source, name).toBe('simpleicons');
      expect(skill?.text, name).toEqual([]);
    }
    // OVH is the hand-written OVHcloud, which its brand joins.
    expect(recogniseEntry('OVH').skills).toEqual(['OVHcloud']);
    // Other brands with press-kit logos are still left out.
    expect(GENERATED_SKILLS.find((s) => s.name === 'BMW')).toBeUndefined();
  });
});

describe('awesome-code-ai entries', () => {
  it('are development tools, list-only, and entries named by a description are left out', () => {
    for (const name of ['Replit Ghostwriter', 'Tabnine', 'Aider']) {
      const skill = GENERATED_SKILLS.find((s) => s.name === name);
      expect(skill?.category, name).toBe('Software Development');
      expect(skill?.text, name).toEqual([]);
    }
    // The whole entry names the assistant, not the online IDE it is part of.
    expect(recogniseEntry('Replit Ghostwriter').skills).toEqual(['Replit Ghostwriter']);
    for (const name of ['Internal Google model', 'Obsidian copilot auto completion', 'Continue', 'Capacity'])
      expect(
        GENERATED_SKILLS.find((s) => s.name === name),
        name,
      ).toBeUndefined();
  });
});

describe('the build', () => {
  it('is deterministic: a fresh build from the committed sources gives the committed files', () => {
    const result = spawnSync(process.execPath, ['scripts/build-taxonomy.mjs', '--check'], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);
});

describe('ESCO competences that name an activity', () => {
  it('take the noun phrase after a light verb when it names an activity', () => {
    const alts = ['physical examination', 'physical examinations', 'carry out physical examinations'];
    expect(competenceActivity('conduct physical examinations', alts, occupations)).toBe(
      'physical examination',
    );
    expect(competenceActivity('perform stock valuation', ['stock valuation'], occupations)).toBe(
      'stock valuation',
    );
    // Things and materials, not activities; other verbs; one word; no alternative label spelling it.
    expect(
      competenceActivity('perform religious ceremonies', ['religious ceremonies'], occupations),
    ).toBeNull();
    expect(competenceActivity('use welding equipment', ['welding equipment'], occupations)).toBeNull();
    expect(competenceActivity('conduct research', ['research'], occupations)).toBeNull();
    expect(competenceActivity('conduct energy audits', ['audit energy use'], occupations)).toBeNull();
  });

  it('are skills-list entries of the taxonomy', () => {
    expect(recogniseEntry('Sales Analysis').skills).toEqual(['Sales analysis']);
    expect(recogniseEntry('Energy Audit').skills).toEqual(['Energy audit']);
    expect(GENERATED_SKILLS.find((s) => s.name === 'Energy audit')?.text).toEqual([]);
  });
});

describe('O*NET content model', () => {
  it('adds the skills and knowledge areas of two words or more as skills-list entries', () => {
    expect(recogniseEntry('Reading Comprehension').skills).toEqual(['Reading Comprehension']);
    expect(recogniseEntry('Equipment Selection').skills).toEqual(['Equipment Selection']);
    // Not one-word elements that head whole areas, nor "A and B" elements.
    expect(GENERATED_SKILLS.find((s) => s.name === 'Monitoring')).toBeUndefined();
    expect(GENERATED_SKILLS.find((s) => s.name === 'Sales and Marketing')).toBeUndefined();
  });
});

describe('source concepts that reach a known skill through one of their other labels', () => {
  it('stay skills of their own when their name is new and unrelated to that skill', () => {
    // "mathematics" lists "numeracy", an alias of Logical Reasoning; "neonatology" reaches Pediatrics.
    expect(recogniseEntry('Mathematics').skills).toEqual(['Mathematics']);
    expect(recogniseEntry('maths').skills).toEqual(['Mathematics']);
    expect(recogniseEntry('Neonatology').skills).toEqual(['Neonatology']);
    expect(recogniseEntry('Stock market').skills).toEqual(['Stock market']);
    expect(recogniseEntry('numeracy').skills).toEqual(['Logical Reasoning']);
  });

  it('take only the labels that spell their name, not the products filed under them', () => {
    expect(recogniseEntry('Graphics editor software').skills).toEqual(['Graphics editor software']);
    expect(recogniseEntry('ImageMagick').skills).not.toContain('Graphics editor software');
    expect(recogniseEntry('ALGOL').skills).not.toContain('Computer programming');
  });

  it('join the skill when their name is a longer or shorter spelling of it', () => {
    expect(recogniseEntry('Microservice').skills).toEqual(['Microservices']);
    expect(recogniseEntry('sales strategies').skills).toEqual(['Sales Strategy']);
    expect(GENERATED_SKILLS.find((s) => s.name === 'Next')).toBeUndefined();
  });
});

describe('OpenAlex fields of study', () => {
  it('include the level-1 fields the copy of the tree lacks, as skills-list entries only', () => {
    expect(recogniseEntry('Calculus').skills).toEqual(['Calculus']);
    expect(recogniseEntry('Topology').skills).toEqual(['Topology']);
    expect(recogniseEntry('Pattern Recognition').skills).toEqual(['Pattern recognition']);
    expect(extractSkills('Designed the network topology of two data centres.')).not.toContain('Topology');
  });

  it('take the top two levels of the tree as disciplines, read in prose, but not a field named by its thing', () => {
    expect(openAlexDiscipline('0', 'Physics')).toBe(true);
    expect(openAlexDiscipline('1', 'Political science')).toBe(true);
    expect(openAlexDiscipline('2', 'Theodicy')).toBe(false);
    expect(openAlexDiscipline('1', 'Database')).toBe(false);
    const physics = GENERATED_SKILLS.find((s) => s.name === 'Physics');
    expect(physics?.discipline).toBe(true);
    expect(physics?.text).toEqual(['Physics']);
    expect(GENERATED_SKILLS.filter((s) => s.discipline).length).toBeGreaterThan(100);
    expect(GENERATED_SKILLS.find((s) => s.name === 'Database')?.discipline).toBeUndefined();
  });

  it.each([
    'Epistemology',
    'Spectroscopy',
    'Econometrics',
    'Neurosurgery',
    'Radiation therapy',
    'Business administration',
    'Succession planning',
    // A procedure after what it is done to.
    'Performance measurement',
    'Aircraft maintenance',
    'Demand forecasting',
  ])('keeps "%s", named as a discipline, a practice or a procedure', (name) => {
    expect(openAlexField(name)).toBe(true);
  });

  it.each([
    // Things studied, not skills.
    'Cell',
    'Nile delta',
    'Editor in chief',
    // A practice word alone heads a whole area.
    'Law',
    'Design',
    'Management',
    // Laws of nature, states of affairs and properties; disambiguated names.
    'Ideal gas law',
    'Social security',
    'Mirror symmetry',
    'Context (archaeology)',
    // A procedure word alone, or a system of things a procedure uses.
    'Measurement',
    'Units of measurement',
  ])('leaves out "%s"', (name) => {
    expect(openAlexField(name)).toBe(false);
  });

  it('keeps a one-word science among the disciplines only ("Biochemistry", "Neuroscience" at level 1)', () => {
    for (const name of ['Biochemistry', 'Neuroscience', 'Dentistry', 'Ecology', 'Mineralogy', 'Horticulture'])
      expect([name, openAlexField(name, 'Biology', '1')]).toEqual([name, true]);
    // Lower in the tree the same endings name things studied; "Economy" is not a field's name.
    expect(openAlexField('Analogy', 'Philosophy', '2')).toBe(false);
    expect(openAlexField('Economy', 'Economics', '1')).toBe(false);
    expect(openAlexField('Cell biology')).toBe(true);
  });

  it('keeps a medical procedure under Medicine only ("Cardiac catheterization", not "Urbanization")', () => {
    expect(openAlexField('Cardiac catheterization', 'Medicine')).toBe(true);
    expect(openAlexField('Hysterectomy', 'Medicine')).toBe(true);
    expect(openAlexField('Cardiac catheterization')).toBe(false);
    expect(openAlexField('Urbanization', 'Geography')).toBe(false);
    expect(openAlexField('Dichotomy', 'Philosophy')).toBe(false);
  });

  it('places every root field in a report category', () => {
    for (const category of Object.values(OPENALEX_ROOT_CATEGORY)) expect(allCategories()).toContain(category);
    expect(Object.keys(OPENALEX_ROOT_CATEGORY)).toHaveLength(19);
  });

  it('are skills-list entries of the taxonomy, never read in free text', () => {
    expect(recogniseEntry('Epistemology').skills).toEqual(['Epistemology']);
    expect(recogniseEntry('Spectroscopy').skills).toEqual(['Spectroscopy']);
    expect(recogniseEntry('Performance Measurement').skills).toEqual(['Performance measurement']);
    expect(recogniseEntry('Cardiac Catheterization').skills).toEqual(['Cardiac catheterization']);
    // OpenAlex's British spelling of a concept is a spelling of the same skill, not a second one.
    expect(recogniseEntry('Cardiac catheterisation').skills).toEqual(['Cardiac catheterization']);
    expect(recogniseEntry('Behavioural economics').skills).toEqual(['Behavioral economics']);
    expect(GENERATED_SKILLS.find((s) => s.name === 'Behavioural economics')).toBeUndefined();
    expect(GENERATED_SKILLS.find((s) => s.name === 'Spectroscopy')).toMatchObject({
      source: 'openalex',
      text: [],
    });
    // A field ESCO already knows keeps ESCO's name.
    expect(GENERATED_SKILLS.find((s) => s.name === 'Physics')?.source).toBe('esco');
    expect(recogniseEntry('Cell').skills).toEqual([]);
  });

  it('leave another spelling or a branch of a known skill to that skill', () => {
    for (const name of [
      'Behaviour therapy',
      'Package design',
      'General chemistry',
      'Statistical hypothesis testing',
    ])
      expect(GENERATED_SKILLS.find((s) => s.name === name)).toBeUndefined();
    expect(recogniseEntry('Package design').skills).toEqual(['Packaging Design']);
    expect(recogniseEntry('Behaviour therapy').skills).toEqual(['Behavioural therapy']);
  });
});

describe('tldr-pages commands', () => {
  const ordinary = (w: string) => ['make', 'screen', 'ant', 'watson'].includes(w.toLowerCase());

  it('are tools named by the command, or by the name the description opens with', () => {
    expect(tldrTool('rsync', 'Transfer files either to or from a remote host.', false, ordinary)).toEqual({
      name: 'rsync',
      labels: ['rsync'],
    });
    expect(
      tldrTool('gpg', 'GNU Privacy Guard, an OpenPGP encryption and signing tool.', false, ordinary),
    ).toEqual({ name: 'GNU Privacy Guard', labels: ['GNU Privacy Guard', 'gpg'] });
    // An ordinary-word command keeps only the tool's own name.
    expect(tldrTool('ant', 'Apache Ant: build and manage Java-based projects.', false, ordinary)).toEqual({
      name: 'Apache Ant',
      labels: ['Apache Ant'],
    });
    // A name that holds neither the command nor what its letters stand for is not the tool's.
    expect(tldrTool('rg', 'Ripgrep, a fast search tool.', false, ordinary)).toBe(
      'tldr command that is an abbreviation',
    );
    expect(
      tldrTool('zoxide', 'Keep track of the most frequently used directories.', false, ordinary),
    ).toEqual({
      name: 'zoxide',
      labels: ['zoxide'],
    });
  });

  it('are not subcommands, aliases, cmdlets, abbreviations, parts of a suite or ordinary words', () => {
    expect(tldrTool('git commit', 'Commit files to the repository.', false, ordinary)).toBe(
      'tldr page of a subcommand',
    );
    expect(tldrTool('gcat', 'This command is an alias of `cat`.', false, ordinary)).toBe('tldr alias page');
    expect(tldrTool('Get-ChildItem', 'List items in a directory.', false, ordinary)).toBe(
      'tldr page of a powershell cmdlet',
    );
    expect(tldrTool('ls', 'List directory contents.', false, ordinary)).toBe(
      'tldr command that is an abbreviation',
    );
    expect(tldrTool('pbmtoascii', 'Convert a PBM image to ASCII graphics.', true, ordinary)).toBe(
      'tldr command of a suite',
    );
    expect(tldrTool('make', 'Task runner for targets described in Makefile.', false, ordinary)).toBe(
      'tldr command that is an ordinary word',
    );
    expect(tldrTool('watson', 'Track time spent on projects.', false, ordinary)).toBe(
      'tldr command that is an ordinary word',
    );
  });

  it('take a host many pages link to as a suite unless it is a man-page site or a forge', () => {
    expect(tldrSuiteHost('netpbm.sourceforge.net', 289)).toBe(true);
    expect(tldrSuiteHost('www.postgresql.org', 35)).toBe(true);
    expect(tldrSuiteHost('manned.org', 1393)).toBe(false);
    expect(tldrSuiteHost('github.com', 908)).toBe(false);
    expect(tldrSuiteHost('rsync.samba.org', 1)).toBe(false);
  });

  it('are read as whole skills-list entries, not as what a known product or name means', () => {
    expect(recogniseEntry('rsync').skills).toEqual(['rsync']);
    expect(recogniseEntry('Rsync').skills).toEqual(['rsync']);
    expect(recogniseEntry('ZFS').skills).toEqual(['zfs']);
    expect(recogniseEntry('gpg').skills).toEqual(['GNU Privacy Guard']);
    expect(recogniseEntry('sendmail').skills).toEqual(['sendmail']);
    expect(recogniseEntry('kubectl').skills).toEqual(['Kubernetes']);
    // A command of a known product reads as that product; a personal name is no command.
    expect(recogniseEntry('Gitlab Runner').skills).toEqual(['GitLab']);
    expect(recogniseEntry('Watson').skills).toEqual([]);
    // Never in prose: "we rsync'd" or "grep the logs" name no skill in a sentence.
    expect(extractSkills('I used rsync and cron to copy the backups every night.')).toEqual([]);
  });
});

describe('the awesome lists of JavaScript and Android libraries', () => {
  it('name libraries that public resumes list', () => {
    // Missed by the taxonomy in a probe of public JSON Resume files before the two lists were added.
    expect(recogniseEntry('Moshi, Stetho, LeakCanary').skills).toEqual(['Moshi', 'Stetho', 'LeakCanary']);
    expect(recogniseEntry('casperjs').skills).toEqual(['casperjs']);
  });

  it('but not one named after a word, which a skills list writes in its own sense', () => {
    for (const word of ['Moment', 'Strut', 'Derby', 'Bucket', 'Slides'])
      expect([word, recogniseEntry(word).skills]).toEqual([word, []]);
  });

  it('teach WordNet no swaps, which would reach their names ("JS Framework" is no fabric.js)', () => {
    expect(recogniseEntry('JS Framework').skills).toEqual(['JavaScript']);
    expect(recogniseEntry('JS Frameworks: Node.js, Express').skills).toEqual(['Node.js', 'Express.js']);
  });

  it('swap no word towards a hand-written product either ("Azure Roles" is no Azure Functions)', () => {
    // Job postings' strings, read through WordNet's role/function and group/directory.
    expect(recogniseEntry('Azure Roles').skills).toEqual([]);
    expect(recogniseEntry('Group insurance').skills).toEqual([]);
  });
});

describe('a skills heading before a colon', () => {
  it('is read with the list after it when it is a skill itself ("Python: Django, Flask")', () => {
    expect(recogniseEntry('Python: Django, Flask').skills).toEqual(['Python', 'Django', 'Flask']);
    expect(recogniseEntry('Frameworks: Django, Flask').skills).toEqual(['Django', 'Flask']);
  });
});

describe('developer tools that public resumes list', () => {
  it('are known by their names, and words that are also names only in skills lists', () => {
    // Missed in the probe of public JSON Resume files (hand-written in resources/taxonomy/skills).
    expect(recogniseEntry('Template Engines: jade | mustache').skills).toEqual(['Pug', 'Mustache']);
    expect(recogniseEntry('Lombok, Gerrit, RhinoMocks').skills).toEqual([
      'Project Lombok',
      'Gerrit',
      'Rhino Mocks',
    ]);
    expect(extractSkills('Gerrit and Jade walked to the market.')).toEqual([]);
  });
});
