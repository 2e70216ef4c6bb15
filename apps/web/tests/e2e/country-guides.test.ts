import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newVisitorPage, PHONE } from '../support/browser';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

// A country guide as a student abroad reads it: picking an intake without JavaScript, the times of
// the agenda in their own time zone with it. axe on both layouts: AUDITED_PAGES (accessibility.test.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a country guide', () => {
  it('lets a student pick an intake without JavaScript: one timeline open at a time, the closed ones pointing on', async () => {
    const page = await newVisitorPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(`${testEnv.webUrl}/etudier-dans-votre-pays/senegal`);
    // Each level's path has its own intakes; the first path's are one group.
    const group = await page.locator('details[name^="intake-path-"]').first().getAttribute('name');
    const intakes = page.locator(`details[name="${group}"]`);
    const count = await intakes.count();
    expect(count).toBeGreaterThan(1);
    const openIndex = async () => {
      const open = await intakes.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
      expect(open.filter(Boolean)).toHaveLength(1);
      return open.indexOf(true);
    };
    // The one open is the first that can still be made: each of its steps has its date. Those
    // before it can no longer be made (the demo has some eight months a year: the integration
    // tests check each intake's state against the seeded dates, and tests/unit/guide-timeline.test.ts
    // draws both on set days).
    const first = await openIndex();
    const steps = intakes.nth(first).locator('li');
    expect(await steps.count()).toBeGreaterThan(3);
    expect(await steps.evaluateAll((all) => all.every((li) => li.querySelector('time') !== null))).toBe(true);
    const other = first === 0 ? 1 : 0;
    await intakes.nth(other).locator('summary').click();
    await expect.poll(openIndex, POLL).toBe(other);
    if (other < first) {
      // An intake before it: it says so, and links to the one that can be made.
      const closed = intakes.nth(other);
      expect(await closed.textContent()).toContain('Cette rentrée n’est plus possible');
      await closed.getByRole('link', { name: /Voir la rentrée suivante encore possible/ }).click();
      await expect.poll(() => page.url(), POLL).toMatch(/#intake-path-/);
    } else {
      // An intake after it can be made too: its steps are dated.
      const later = intakes.nth(other).locator('li');
      expect(await later.evaluateAll((all) => all.every((li) => li.querySelector('time') !== null))).toBe(true);
    }
    await page.context().close();
  });

  it("gives the agenda's times in the visitor's own time zone, when the page does not give it already", async () => {
    // Brazil's guide gives São Paulo's time (its office's); a student in Manaus is an hour behind it.
    const page = await newVisitorPage(browser, { ...DESKTOP, locale: 'pt-BR', timezoneId: 'America/Manaus' });
    await page.goto(`${testEnv.webUrl}/en/international-students/brazil`);
    const agenda = page.locator('section', { has: page.getByRole('heading', { name: 'Next lives and events' }) });
    await agenda.scrollIntoViewIfNeeded();
    await page
      .locator('[data-visitor-zone="America/Manaus"]')
      .first()
      .waitFor({ state: 'attached', ...POLL });
    await expect.poll(() => agenda.textContent(), POLL).toMatch(/your time \(America\/Manaus\)/);
    await page.context().close();
    // A student in São Paulo reads São Paulo's time once, not again as their own.
    const paulista = await newVisitorPage(browser, { ...DESKTOP, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    await paulista.goto(`${testEnv.webUrl}/en/international-students/brazil`);
    const theirs = paulista.locator('section', {
      has: paulista.getByRole('heading', { name: 'Next lives and events' }),
    });
    await theirs.scrollIntoViewIfNeeded();
    await paulista
      .locator('[data-visitor-zone="America/Sao_Paulo"]')
      .first()
      .waitFor({ state: 'attached', ...POLL });
    expect(await theirs.textContent()).toMatch(/in São Paulo/);
    expect(await theirs.textContent()).not.toMatch(/your time/);
    await paulista.context().close();
  });
});
