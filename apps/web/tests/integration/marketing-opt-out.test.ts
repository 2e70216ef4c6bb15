import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminApi, adminToken } from '../support/admin';
import { readOutbox, type Eml } from '../support/eml';
import { testEnv } from '../support/env';
import { leadData, postLead } from '../support/leads';
import { eventually } from '../support/site';

// Every e-mail the CMS sends a visitor carries a signed link that withdraws their marketing
// opt-in in one click (and the headers mail clients turn into their own unsubscribe button);
// the prospect shows when it was withdrawn.

const PROSPECTS = '/content-manager/collection-types/api::prospect.prospect';

async function confirmationTo(email: string): Promise<Eml> {
  let found: Eml | undefined;
  await eventually(async () => {
    found = (await readOutbox(testEnv.emailOutboxDir)).find((m) => m.headers.to === email);
    expect(found).toBeDefined();
  }, 20_000);
  return found!;
}

describe('the marketing opt-out link', () => {
  it('withdraws the opt-in after one click on the page it opens, and only with a valid signature', async () => {
    const email = `optin.${randomBytes(4).toString('hex')}@example.com`;
    expect((await postLead(leadData({ email, marketingOptIn: true, language: 'en' }))).status).toBe(201);
    const mail = await confirmationTo(email);
    const link = mail.text.match(/https?:\/\/\S+\/api\/marketing-opt-out\/[a-z0-9]+\/[a-f0-9]{64}\?lang=en/)?.[0];
    expect(link, mail.text).toBeDefined();
    expect(mail.html).toContain(link!.replace(/&/g, '&amp;'));
    expect(mail.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // On the test CMS's own address, whatever PUBLIC_URL says.
    const url = new URL(link!);
    const local = `${testEnv.cmsUrl}${url.pathname}${url.search}`;

    const admin = await adminToken();
    const prospectOf = async () =>
      (
        (await adminApi(admin, 'GET', `${PROSPECTS}?filters[email][$eq]=${email}`)).json?.results as Array<{
          marketingOptIn: boolean;
          marketingOptOutAt: string | null;
        }>
      )[0]!;
    expect(await prospectOf()).toMatchObject({ marketingOptIn: true, marketingOptOutAt: null });

    // Opening the link (as a mail scanner does) changes nothing: it shows one button.
    const opened = await fetch(local);
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/<form method="post"><button type="submit"[^>]*>Unsubscribe<\/button><\/form>/);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect((await prospectOf()).marketingOptIn).toBe(true);

    // Someone else's prospect, or a forged signature: refused, nothing changes.
    const forged = local.replace(
      /\/([a-f0-9]{64})\?/,
      (_, sig: string) => `/${sig.slice(0, 63)}${sig[63] === '0' ? '1' : '0'}?`,
    );
    expect((await fetch(forged, { method: 'POST' })).status).toBe(404);
    expect((await prospectOf()).marketingOptIn).toBe(true);

    const clicked = await fetch(local, { method: 'POST' });
    expect(clicked.status).toBe(200);
    expect(await clicked.text()).toContain('you will not receive our marketing e-mails any more');
    const after = await prospectOf();
    expect(after.marketingOptIn).toBe(false);
    expect(Date.now() - new Date(after.marketingOptOutAt!).getTime()).toBeLessThan(60_000);
    // A second click (or the mail client's own) is answered the same, and keeps the first date.
    expect((await fetch(local, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
    expect((await prospectOf()).marketingOptOutAt).toBe(after.marketingOptOutAt);
  });
});
