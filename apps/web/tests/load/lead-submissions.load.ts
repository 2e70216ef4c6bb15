import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { choicesOf, leadsByEmail, openForm, submitForm, waitLikeAPerson } from '../support/forms';
import { eventually } from '../support/site';
import { testEnv } from '../support/env';
import { faultRelay, startSite } from '../support/site-server';

// `TEST_PROJECTS=load npm test`: 1,000 lead submissions at 20 concurrent against a site instance
// whose CMS is taken down for the middle part of the run. Not part of `npm test` (it measures).
const TOTAL = Number(process.env.LOAD_SUBMISSIONS ?? 1000);
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 20);
const run = Date.now().toString(36);

let relay: Awaited<ReturnType<typeof faultRelay>>;
let site: Awaited<ReturnType<typeof startSite>>;
let outbox: string;
beforeAll(async () => {
  relay = await faultRelay(testEnv.cmsUrl);
  outbox = mkdtempSync(join(tmpdir(), 'outbox-load-'));
  site = await startSite({
    CMS_URL: relay.url,
    LEADS_OUTBOX_DIR: outbox,
    LEADS_RATE_LIMIT: '1000000/600',
    LEADS_RETRY_MAX_MS: '2000',
  });
});
afterAll(async () => {
  site?.stop();
  await relay?.close();
  rmSync(outbox, { recursive: true, force: true });
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

it(`takes ${TOTAL} leads at ${CONCURRENCY} concurrent, the CMS down for part of the run: none lost, none twice`, async () => {
  const form = await openForm('/brochure', { base: site.url });
  await waitLikeAPerson(form);
  const school = choicesOf(form, 'school')[0]!;
  const addresses = Array.from({ length: TOTAL }, (_, i) => `load-${run}-${i}@leads.test`);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = Date.now();
  const worker = async () => {
    for (let i = next++; i < TOTAL; i = next++) {
      // The CMS is away from the 20th to the 60th percent of the run.
      if (i === Math.floor(TOTAL * 0.2)) void relay.down();
      if (i === Math.floor(TOTAL * 0.6)) void relay.up();
      const t0 = performance.now();
      const answer = await submitForm(form, {
        firstName: 'Load',
        lastName: `Test ${i}`,
        email: addresses[i]!,
        country: 'FR',
        consent: 'on',
        school,
      });
      latencies.push(performance.now() - t0);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const submitted = Date.now();
  await relay.up();
  await eventually(async () => expect(readdirSync(join(outbox, 'pending')).length).toBe(0), 300_000);
  const drained = Date.now();

  const stored = await leadsByEmail(addresses);
  const sorted = [...latencies].sort((a, b) => a - b);
  const report = {
    submissions: TOTAL,
    concurrency: CONCURRENCY,
    statuses: Object.fromEntries(statuses),
    submitSeconds: (submitted - started) / 1000,
    perSecond: Math.round(TOTAL / ((submitted - started) / 1000)),
    latencyMs: {
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      p99: Math.round(percentile(sorted, 99)),
    },
    drainSecondsAfterLastSubmission: (drained - submitted) / 1000,
    storedInCms: stored.length,
    distinct: new Set(stored.map((lead) => lead.email)).size,
    deadLetters: readdirSync(join(outbox, 'dead-letter')).length,
  };
  console.log(`LEAD LOAD REPORT ${JSON.stringify(report)}`);
  expect(statuses.get(303)).toBe(TOTAL);
  expect(report.storedInCms).toBe(TOTAL);
  expect(report.distinct).toBe(TOTAL);
  expect(report.deadLetters).toBe(0);
}, 900_000);
