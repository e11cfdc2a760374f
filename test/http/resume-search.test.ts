import { describe, expect, it } from 'vitest';
import { invoke } from '../../main/operations';
import { openDatabase } from '../../main/store/db';
import { addOrganization, countRows, startTestServer, type TestServer } from '../helpers';

// Search that forgives (issue #12, item 4): skill aliases and case, prefix matches on location and
// role, the total count, top skills and years per row, sorting, and cursors that keep to one sort.

/** A resume with a role, a place, skills and a work history that gives it `years` of experience. */
function person(name: string, label: string, city: string, cc: string, skills: string[], years: number) {
  const start = 2026 - years;
  return {
    basics: { name, label, location: { city, countryCode: cc } },
    work: [{ name: 'Initech', position: label, startDate: `${start}-01-01`, endDate: '2026-01-01' }],
    skills: skills.map((s) => ({ name: s })),
  };
}

const PEOPLE = [
  person('Ada Byron', 'Senior Software Engineer', 'Berlin', 'DE', ['Kubernetes', 'Python', 'Go'], 12),
  person('bea Cruz', 'Frontend Developer', 'Berlingen', 'CH', ['React', 'TypeScript'], 3),
  person('Cleo Diaz', 'Registered Nurse', 'London', 'GB', ['Phlebotomy'], 7),
  person(
    'Dan Eng',
    'DevOps Engineer',
    'Munich',
    'DE',
    ['Kubernetes', 'Docker', 'AWS', 'Terraform', 'Linux', 'Helm'],
    5,
  ),
];

async function indexed(): Promise<{ server: TestServer; token: string }> {
  const server = await startTestServer();
  const org = await addOrganization(server.db);
  const reply = await server.call('POST', '/v1/resumes/batch', { token: org.token, body: { items: PEOPLE } });
  expect(reply.status).toBe(201);
  return { server, token: org.token };
}

const get = (server: TestServer, token: string, query: string) =>
  server.call('GET', `/v1/resumes?${query}`, { token });
const names = async (server: TestServer, token: string, query: string) =>
  (await get(server, token, query)).json.data.map((r: { name: string }) => r.name);

describe('GET /v1/resumes forgives how filters are written', () => {
  it('resolves skill aliases and case through the taxonomy: k8s, kubernetes, reactjs, "Python "', async () => {
    const { server, token } = await indexed();
    const kube = ['Dan Eng', 'Ada Byron'];
    expect(await names(server, token, 'skill=Kubernetes')).toEqual(kube);
    expect(await names(server, token, 'skill=kubernetes')).toEqual(kube);
    expect(await names(server, token, 'skill=k8s')).toEqual(kube);
    expect(await names(server, token, 'skill=K8S')).toEqual(kube);
    expect(await names(server, token, 'skill=reactjs')).toEqual(['bea Cruz']);
    expect(await names(server, token, 'skill=Python%20')).toEqual(['Ada Byron']);
    expect(await names(server, token, 'skill=%20%20')).toHaveLength(4);
  });

  it('answers an unknown skill with a 400 problem that names close skills, and writes nothing', async () => {
    const { server, token } = await indexed();
    const reply = await get(server, token, 'skill=Kubernet');
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toContain('application/problem+json');
    expect(reply.json.type).toContain('unknown-skill');
    expect(reply.json.detail).toContain('Kubernetes');
    expect(reply.json.errors[0]).toMatchObject({ pointer: '/skill' });
    expect(countRows(server.db, 'resumes')).toBe(4);
  });

  it('matches location and role by their start, in any case', async () => {
    const { server, token } = await indexed();
    expect(await names(server, token, 'location=Berlin')).toEqual(['bea Cruz', 'Ada Byron']);
    expect(await names(server, token, 'location=berlin,%20de')).toEqual(['Ada Byron']);
    expect(await names(server, token, 'location=%20BERLIN%20')).toEqual(['bea Cruz', 'Ada Byron']);
    expect(await names(server, token, 'location=100%25')).toEqual([]);
    // Both the senior engineer and the frontend developer are in Software Engineering.
    expect(await names(server, token, 'role=software')).toEqual(['bea Cruz', 'Ada Byron']);
    expect(await names(server, token, 'role=SOFTWARE%20ENG')).toEqual(['bea Cruz', 'Ada Byron']);
    expect(await names(server, token, 'role=devops')).toEqual(['Dan Eng']);
    expect(await names(server, token, 'role=engineering')).toEqual([]);
    expect(await names(server, token, 'role=software&skill=k8s&location=berlin')).toEqual(['Ada Byron']);
  });

  it('gives the total count on the first page, and top skills, years, seniority and role per row', async () => {
    const { server, token } = await indexed();
    const first = await get(server, token, 'skill=k8s&limit=1');
    expect(first.json.total).toBe(2);
    expect(first.json.data).toHaveLength(1);
    const dan = first.json.data[0];
    expect(dan).toMatchObject({
      name: 'Dan Eng',
      skills: ['Kubernetes', 'Docker', 'AWS', 'Terraform', 'Linux'],
    });
    expect(dan.yearsExperience).toBeCloseTo(5, 0);
    expect(dan.roleFamily).toBeTypeOf('string');
    // Filtered by a skill, that skill leads each row's skills: the row shows why it matched.
    const helm = (await get(server, token, 'skill=helm')).json.data[0];
    expect(helm.skills).toEqual(['Helm', 'Kubernetes', 'Docker', 'AWS', 'Terraform']);
    const next = await get(server, token, `skill=k8s&limit=1&cursor=${first.json.pagination.next_cursor}`);
    expect(next.json.total).toBeUndefined();
    expect((await get(server, token, '')).json.total).toBe(4);
    expect((await get(server, token, 'location=berlin&role=soft')).json.total).toBe(2);
    expect((await get(server, token, 'q=cruz')).json.total).toBe(1);
  });

  it('keeps the unfiltered total, now a stored counter (schema 16), in step with every write', async () => {
    const { server, token } = await indexed();
    const total = async () => (await get(server, token, 'limit=1')).json.total;
    expect(await total()).toBe(4);
    const created = await server.call('POST', '/v1/resumes', { token, body: PEOPLE[0] });
    expect(created.status).toBe(201);
    expect(await total()).toBe(5);
    expect((await server.call('DELETE', `/v1/resumes/${created.json.id}`, { token })).status).toBe(204);
    expect(await total()).toBe(4);
    // Another organization's resumes are not counted, and neither are another process's writes to it.
    const other = await addOrganization(server.db, 'Other Org');
    await server.call('POST', '/v1/resumes', { token: other.token, body: PEOPLE[1] });
    expect(await total()).toBe(4);
    // A write through another connection to the same file (the CLI importing while serve runs).
    const cli = openDatabase(server.db.name);
    try {
      await invoke(
        {
          db: cli,
          organizationId: other.organization.id,
          actor: { kind: 'admin', via: 'cli' },
          now: Date.now,
        },
        'createResume',
        { body: PEOPLE[2] },
      );
    } finally {
      cli.close();
    }
    expect((await get(server, other.token, 'limit=1')).json.total).toBe(2);
    expect(await total()).toBe(4);
    expect(await total()).toBe(countRows(server.db, 'resumes') - 2);
  });

  it('sorts newest first, by name (case-insensitive) or by years, and pages each order exactly', async () => {
    const { server, token } = await indexed();
    expect(await names(server, token, 'sort=newest')).toEqual([
      'Dan Eng',
      'Cleo Diaz',
      'bea Cruz',
      'Ada Byron',
    ]);
    expect(await names(server, token, 'sort=name')).toEqual([
      'Ada Byron',
      'bea Cruz',
      'Cleo Diaz',
      'Dan Eng',
    ]);
    expect(await names(server, token, 'sort=years')).toEqual([
      'Ada Byron',
      'Cleo Diaz',
      'Dan Eng',
      'bea Cruz',
    ]);
    for (const sort of ['newest', 'name', 'years']) {
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await get(server, token, `sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.status).toBe(200);
        walked.push(...page.json.data.map((r: { name: string }) => r.name));
        cursor = page.json.pagination.next_cursor;
      } while (cursor);
      expect(walked).toEqual(await names(server, token, `sort=${sort}`));
    }
  });

  it('refuses a cursor from another sort or filter, and a sort it does not know, as 400 problems', async () => {
    const { server, token } = await indexed();
    const page = await get(server, token, 'sort=name&limit=1');
    const cursor = page.json.pagination.next_cursor;
    expect((await get(server, token, `sort=years&limit=1&cursor=${cursor}`)).status).toBe(400);
    expect((await get(server, token, `sort=name&skill=k8s&limit=1&cursor=${cursor}`)).status).toBe(400);
    const bad = await get(server, token, 'sort=salary');
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(bad.json.errors[0]).toMatchObject({ pointer: '/sort' });
  });
});

describe('GET /v1/skills/suggest', () => {
  it('offers the skill an alias names first, then names that start with what was typed', async () => {
    const { server, token } = await indexed();
    const suggest = async (q: string) =>
      (await server.call('GET', `/v1/skills/suggest?q=${encodeURIComponent(q)}`, { token })).json.data;
    const k8s = await suggest('k8s');
    expect(k8s[0]).toMatchObject({ name: 'Kubernetes', alias: expect.stringMatching(/^k8s$/i), resumes: 2 });
    const kub = await suggest('kub');
    expect(kub[0]).toMatchObject({ name: 'Kubernetes', resumes: 2 });
    expect(kub[0].alias).toBeUndefined();
    expect((await suggest('PYTH'))[0]).toMatchObject({ name: 'Python', resumes: 1 });
    expect(await suggest('zzzzqqq')).toEqual([]);
    const none = await server.call('GET', '/v1/skills/suggest?q=%20', { token });
    expect(none.status).toBe(400);
    expect(none.headers['content-type']).toContain('application/problem+json');
  });
});
