import { afterEach, describe, expect, it, vi } from 'vitest';
import { primedTransport } from '../../renderer/src/api/primed-transport';
import type { Transport } from '../../renderer/src/transport';
import { browserTransport } from './browser-transport';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Browser mode's transport to a real server, with the operations it sent counted. */
async function countedTransport() {
  const { server, transport } = await browserTransport();
  const sent: string[] = [];
  const answers: Array<Promise<unknown>> = [];
  const counted: Transport = {
    invoke: (name, request) => {
      sent.push(name);
      const answer = transport.invoke(name, request);
      answers.push(answer);
      return answer;
    },
  };
  /** Until every request sent so far has answered. */
  const answered = () => Promise.allSettled(answers);
  return { server, sent, answered, transport: primedTransport(counted) };
}

describe('the primed transport (first requests started at page load)', () => {
  it("answers the screen's identical request with the early answer, once", async () => {
    const { server, sent, transport } = await countedTransport();
    transport.prime('talentPoolReport', { query: { limitRoles: 15 } });
    transport.prime('skillsReport', { query: { scope: 'both', topK: 15 } });
    expect(sent).toEqual(['talentPoolReport', 'skillsReport']);
    // The screen's request: the same operation and request (as JSON), as useOperation sends it.
    const report = await transport.invoke('talentPoolReport', { query: { limitRoles: 15 } });
    expect(report.activityRecency).toBeDefined();
    expect(
      (await transport.invoke('skillsReport', { query: { scope: 'both', topK: 15 } })).topSkills,
    ).toEqual([]);
    expect(sent).toEqual(['talentPoolReport', 'skillsReport']);
    // Used once: asking again asks the server.
    await transport.invoke('talentPoolReport', { query: { limitRoles: 15 } });
    expect(sent).toHaveLength(3);
    await server.close();
  });

  it('never answers another request, nor after a few seconds, with an early answer', async () => {
    const { server, sent, transport } = await countedTransport();
    transport.prime('talentPoolReport', { query: { limitRoles: 15 } });
    await transport.invoke('talentPoolReport', { query: { limitRoles: 10 } });
    expect(sent).toEqual(['talentPoolReport', 'talentPoolReport']);
    const start = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(start + 11_000);
    await transport.invoke('talentPoolReport', { query: { limitRoles: 15 } });
    expect(sent).toHaveLength(3);
    await server.close();
  });

  it('forgets a failed early request, so the screen asks again (first run: no organization yet)', async () => {
    const { server, sent, answered, transport } = await countedTransport();
    transport.prime('getResume', { params: { id: 'res_missing' } });
    await answered(); // the early answer (404) arrives before the screen asks
    await expect(transport.invoke('getResume', { params: { id: 'res_missing' } })).rejects.toMatchObject({
      problem: { status: 404 },
    });
    expect(sent).toEqual(['getResume', 'getResume']);
    await server.close();
  });
});
