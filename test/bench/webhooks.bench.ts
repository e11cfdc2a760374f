// Webhook benchmark: events delivered per second to a local receiver (target at least 200), and
// the time to import 10,000 JSON resumes while their resume.parsed events are queued.
import { expect, it } from 'vitest';
import { jsonResumeSchema } from '../../main/contract';
import { WebhookWorker } from '../../main/delivery/webhook-worker';
import { generateResumes } from '../../main/demo/generate';
import { invoke } from '../../main/operations';
import { indexResumes } from '../../main/operations/resumes';
import { startReceiver } from '../delivery/receiver';
import { addOrganization, tempDatabase } from '../helpers';
import { ms, saveResults } from './in-process';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 5000);

it(`delivers ${EVENTS} webhook events`, async () => {
  const receiver = await startReceiver([{ status: 204 }]);
  try {
    const { db } = tempDatabase();
    const org = await addOrganization(db, 'Bench');
    await invoke(org.ctx, 'setWebhookAllowList', { body: { hosts: ['127.0.0.1'] } });
    await invoke(org.ctx, 'updateOrganization', {
      body: { settings: { webhook: { enabled: true, url: receiver.url, events: ['resume.parsed'] } } },
    });
    const docs = [...generateResumes(EVENTS, { seed: 'bench-webhooks', now: new Date() })].map((r) =>
      jsonResumeSchema.parse(r),
    );
    for (let i = 0; i < docs.length; i += 1000) indexResumes(org.ctx, docs.slice(i, i + 1000));

    const worker = new WebhookWorker(db, { timeoutMs: 15_000 });
    const start = process.hrtime.bigint();
    while ((await worker.deliverDue(100)) > 0) {
      // until the outbox is empty
    }
    const seconds = ms(start) / 1000;
    expect(receiver.received).toHaveLength(EVENTS);
    expect(db.prepare("SELECT count(*) AS n FROM webhook_events WHERE status = 'delivered'").get()).toEqual({
      n: EVENTS,
    });
    const results = { events: EVENTS, seconds, perSecond: EVENTS / seconds };
    saveResults('webhooks', results);
    console.log(`
Webhooks
  ${EVENTS.toLocaleString('en-US')} events delivered to a local receiver in ${seconds.toFixed(2)} s = ${Math.round(results.perSecond)} events/s   target >= 200`);
  } finally {
    await receiver.close();
  }
});
