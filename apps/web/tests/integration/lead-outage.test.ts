import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choicesOf, leadsByEmail, openForm, submitForm, waitLikeAPerson } from '../support/forms';
import { eventually } from '../support/site';
import { testEnv } from '../support/env';
import { faultRelay, startSite } from '../support/site-server';

// A site instance whose CMS goes away (a relay in front of the real CMS is taken down) and comes back.
const run = Date.now().toString(36);
const person = (address: string, school: string) => ({
  firstName: 'Kofi',
  lastName: 'Mensah',
  email: address,
  country: 'GH',
  consent: 'on',
  school,
});
const pendingIn = (outbox: string) => readdirSync(join(outbox, 'pending')).filter((name) => name.endsWith('.json'));

// Exactly once: no second try, which would send new leads and hide one lost or doubled in a run.
describe('a CMS outage loses no lead', { retry: 0 }, () => {
  let relay: Awaited<ReturnType<typeof faultRelay>>;
  let site: Awaited<ReturnType<typeof startSite>>;
  let outbox: string;
  const env = () => ({
    CMS_URL: relay.url,
    LEADS_OUTBOX_DIR: outbox,
    LEADS_RATE_LIMIT: '1000/600',
    LEADS_RETRY_MAX_MS: '1000',
  });

  beforeAll(async () => {
    relay = await faultRelay(testEnv.cmsUrl);
    outbox = mkdtempSync(join(tmpdir(), 'outbox-outage-'));
    site = await startSite(env());
  });
  afterAll(async () => {
    await site?.stop();
    await relay?.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('stops the CMS, takes 50 leads, and delivers each exactly once when the CMS is back', async () => {
    // The form is cached from a first visit; the CMS then goes away.
    await openForm('/brochure', { base: site.url });
    await relay.down();
    const form = await openForm('/brochure', { base: site.url });
    await waitLikeAPerson(form);
    const school = choicesOf(form, 'school')[0]!;
    const addresses = Array.from({ length: 50 }, (_, i) => `outage-${run}-${i}@leads.test`);
    for (const address of addresses) {
      const answer = await submitForm(form, person(address, school));
      expect(answer.status).toBe(303);
      expect(answer.location).toMatch(/^\/remerciement-contact\?form=brochure/);
    }
    expect(pendingIn(outbox)).toHaveLength(50);

    await relay.up();
    await eventually(async () => expect(pendingIn(outbox)).toHaveLength(0), 60_000);
    const leads = await leadsByEmail(addresses);
    expect(leads).toHaveLength(50);
    expect(new Set(leads.map((lead) => lead.email)).size).toBe(50);
  });

  it('survives a crash between the outbox and the CMS: no loss, no duplicate', async () => {
    await relay.down();
    const form = await openForm('/brochure', { base: site.url });
    await waitLikeAPerson(form);
    const school = choicesOf(form, 'school')[0]!;
    const addresses = Array.from({ length: 10 }, (_, i) => `crash-${run}-${i}@leads.test`);
    for (const address of addresses) expect((await submitForm(form, person(address, school))).status).toBe(303);
    // One lead file is kept aside: after delivery it is put back, as if the process had died
    // after the CMS stored the lead but before the file was removed.
    const [kept] = pendingIn(outbox);
    const aside = mkdtempSync(join(tmpdir(), 'kept-'));
    copyFileSync(join(outbox, 'pending', kept!), join(aside, kept!));

    await site.crash();
    await relay.up();
    site = await startSite(env());
    await eventually(async () => expect(pendingIn(outbox)).toHaveLength(0), 60_000);

    copyFileSync(join(aside, kept!), join(outbox, 'pending', kept!));
    await site.stop();
    site = await startSite(env());
    await eventually(async () => expect(pendingIn(outbox)).toHaveLength(0), 60_000);
    rmSync(aside, { recursive: true, force: true });

    const leads = await leadsByEmail(addresses);
    expect(leads.map((lead) => lead.email).sort()).toEqual([...addresses].sort());
  });
});
