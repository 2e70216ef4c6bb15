import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Purpose } from '@/lib/consent/consent-mode';
import { axeViolations, chooseConsent, DESKTOP, launchBrowser, openVisitorPage, PHONE } from '../support/browser';
import { theLead, untilAPersonCould } from '../support/forms';
import { completeAnswers, LeadFormVisit } from '../support/lead-form-visit';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

const run = Date.now().toString(36);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
// Each test's visitors go with it: pages left open keep their timers running on two cores.
afterEach(async () => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});

const h1 = (page: Page) => page.locator('h1').textContent();
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Follows a link and checks it leads to the form, with the expected title. */
async function follow(page: Page, link: Locator, path: string, title: string) {
  await link.click();
  await page.waitForURL((url) => url.pathname === path, POLL);
  await expect.poll(() => h1(page), POLL).toBe(title);
}

describe('every call to action reaches its form', () => {
  it('desktop navbar: brochure, contact, registration, in French and English', async () => {
    for (const [start, links] of [
      [
        '/',
        [
          ['Brochure', '/brochure', 'Recevoir la brochure'],
          ['Contact', '/contact', 'Nous contacter'],
          ['Inscription', '/inscription', "S'inscrire"],
        ],
      ],
      [
        '/en',
        [
          ['Brochure', '/en/brochure', 'Get the brochure'],
          ['Contact', '/en/contact', 'Contact us'],
          ['Registration', '/en/registration', 'Register'],
        ],
      ],
    ] as const) {
      for (const [name, path, title] of links) {
        const page = await openVisitorPage(browser, DESKTOP, start);
        await follow(page, page.getByRole('banner').getByRole('link', { name, exact: true }), path, title);
      }
    }
  });

  it('phone: the side panel and the bottom bar', async () => {
    const page = await openVisitorPage(browser, PHONE, '/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await follow(
      page,
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact', exact: true }),
      '/contact',
      'Nous contacter',
    );
    const bar = (await openVisitorPage(browser, PHONE, '/formations')).getByRole('navigation', { name: 'Inscription' });
    await follow(
      bar.page(),
      bar.getByRole('link', { name: 'Brochure', exact: true }),
      '/brochure',
      'Recevoir la brochure',
    );
  });

  it('footer quick links', async () => {
    const page = await openVisitorPage(browser, DESKTOP, '/en');
    await follow(
      page,
      page.getByRole('contentinfo').getByRole('link', { name: 'Registration', exact: true }),
      '/en/registration',
      'Register',
    );
  });

  it('a course page: apply and brochure with the course chosen, and the brochure with its school', async () => {
    const page = await openVisitorPage(browser, DESKTOP, '/formations');
    const course = page.locator('main a[href^="/formations/"]').first();
    const href = (await course.getAttribute('href'))!;
    await course.click();
    await page.waitForURL((url) => url.pathname === href, POLL);
    const title = (await h1(page))!.trim();
    const aside = page.locator('aside').last();
    await follow(
      page,
      aside.getByRole('link', { name: 'Candidater', exact: true }),
      '/candidature',
      'Candidater en ligne',
    );
    expect(await page.locator('#field-course option:checked').textContent()).toBe(title);
    await page.goBack();
    await follow(
      page,
      page.locator('aside').last().getByRole('link', { name: 'Brochure', exact: true }),
      '/brochure',
      'Recevoir la brochure',
    );
    expect(await page.locator('#field-course option:checked').textContent()).toBe(title);
    expect(await page.locator('#field-school').inputValue()).not.toBe('');
  });
});

describe('filling a form', () => {
  it('keyboard only, from the first field to the thank-you page', async () => {
    const visit = await LeadFormVisit.open(browser, { type: 'contact', locale: 'fr', layout: DESKTOP });
    const { page, openedAt: opened } = visit;
    const address = `keyboard-${run}@leads.test`;
    await page.locator('#field-firstName').focus();
    await page.keyboard.type('Amina');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Traoré');
    await page.keyboard.press('Tab');
    await page.keyboard.type(address);
    await page.keyboard.press('Tab');
    await page.keyboard.type('+223 70 12 34 56');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Mali');
    await page.keyboard.press('Tab'); // the course search box
    await page.keyboard.type('aero');
    await page.keyboard.press('Tab'); // the course list
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Quelles sont les dates de rentrée ?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // consent
    await page.keyboard.press('Tab'); // the charter link
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // past the opt-in, left unticked
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Envoyer mon message');
    await untilAPersonCould(opened);
    await page.keyboard.press('Enter');
    await visit.thanked();
    expect(await h1(page)).toBe('Merci, votre demande est bien reçue');
    const lead = await theLead(address);
    expect(lead).toMatchObject({
      firstName: 'Amina',
      lastName: 'Traoré',
      country: 'ML',
      phone: '+22370123456',
      marketingOptIn: false,
      course: expect.objectContaining({ documentId: expect.any(String) }),
    });
  });

  it('checks fields in the browser: the summary takes the focus, each field says what is wrong', async () => {
    const page = await openVisitorPage(browser, PHONE, '/en/registration');
    // The browser's checks keep the form from leaving: no post reaches the server.
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await page.locator('#field-email').fill('not-an-address');
    await page.locator('#field-email').blur();
    await expect
      .poll(() => page.locator('#field-email-error').textContent(), POLL)
      .toBe('Enter a valid email address, for example name@example.com.');
    await page.getByRole('button', { name: 'Register' }).click();
    const summary = page.getByRole('alert', { name: /errors prevent the form from being sent/ });
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement), POLL).toBe(true);
    expect(await summary.getByRole('heading').textContent()).toMatch(/^\d+ errors prevent the form from being sent$/);
    expect(await page.locator('#field-lastName').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#field-lastName').getAttribute('aria-describedby')).toBe('field-lastName-error');
    // Checked before the jump below (axe waits for the scroll to the summary to end).
    expect(await axeViolations(page)).toEqual([]);
    await summary.getByRole('link', { name: /^Last name/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), POLL).toBe('field-lastName');
    expect(posts).toEqual([]);
  });

  it('works without JavaScript: errors shown with the values kept, then the thank-you page', async () => {
    // Reduced motion: with JavaScript off, the site's smooth scrolling keeps Playwright's
    // scroll-into-view from ever settling (a harness quirk, not something a visitor meets).
    const page = await openVisitorPage(
      browser,
      { ...DESKTOP, javaScriptEnabled: false, reducedMotion: 'reduce' },
      '/brochure',
    );
    const opened = Date.now();
    await page.locator('#field-firstName').fill('Chen');
    await page.locator('#field-email').fill(`nojs-${run}@leads.test`);
    await untilAPersonCould(opened);
    const refused = await Promise.all([
      page.waitForNavigation(),
      page.getByRole('button', { name: 'Recevoir la brochure' }).click(),
    ]);
    expect(refused[0]?.status()).toBe(422);
    expect(await page.getByRole('alert', { name: /erreurs empêchent l'envoi du formulaire$/ }).count()).toBe(1);
    // Each missing field says so, and what was typed is still there.
    expect(await page.locator('#field-lastName').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#field-lastName-error').textContent()).not.toBe('');
    expect(await page.locator('#field-firstName').inputValue()).toBe('Chen');
    expect(await page.locator('#field-email').inputValue()).toBe(`nojs-${run}@leads.test`);
    await page.locator('#field-lastName').fill('Wei');
    await page.locator('#field-country').selectOption('CN');
    await page.locator('#field-school').selectOption({ index: 2 });
    await page.locator('#field-consent').check();
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Recevoir la brochure' }).click()]);
    expect(pathOf(page)).toBe('/remerciement-contact');
    expect(await page.getByRole('link', { name: /Télécharger la brochure/ }).count()).toBe(1);
  });
});

describe('the tag manager hears of a lead only with consent', () => {
  const dataLayer = (page: Page) =>
    page.evaluate(() => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []);
  const leadEvents = async (page: Page) => (await dataLayer(page)).filter((entry) => entry.event === 'generate_lead');
  // The consent runtime has applied the recorded choice (and LeadEvent has heard it).
  const consentApplied = async (page: Page) =>
    (await dataLayer(page)).some((entry) => entry[0] === 'consent' && entry[1] === 'update');

  async function sendContactForm(consent: readonly Purpose[]) {
    const visit = await LeadFormVisit.open(browser, {
      type: 'contact',
      locale: 'fr',
      layout: DESKTOP,
      consent,
      // No network here: the tag manager's script is answered empty.
      prepare: (context) =>
        context.route('**/gtm.js*', (route) => route.fulfill({ contentType: 'text/javascript', body: '' })),
    });
    await visit.fill(completeAnswers('contact', `event-${run}-${consent?.join('-')}@leads.test`));
    await visit.send();
    await visit.thanked();
    return visit.page;
  }

  // The consent runtime starts after the page has hydrated (LeadEvent listens by then) and tells
  // its listeners in the same call that pushes the choice: once the choice is in the data layer,
  // LeadEvent has decided.
  it(
    'pushes generate_lead with the form type once, not again on reload, when measurement is accepted',
    { retry: 0 },
    async () => {
      const page = await sendContactForm(['necessary', 'analytics']);
      await expect.poll(() => leadEvents(page), POLL).toEqual([{ event: 'generate_lead', form_type: 'contact' }]);
      await page.reload();
      await expect.poll(() => consentApplied(page), POLL).toBe(true);
      expect(await leadEvents(page)).toEqual([]);
    },
  );

  it('pushes nothing when the visitor refused', async () => {
    const page = await sendContactForm(['necessary']);
    await expect.poll(() => consentApplied(page), POLL).toBe(true);
    expect(await leadEvents(page)).toEqual([]);
  });
});

describe('origin tracking (requirements 9)', () => {
  // The inline script of the document's head stores the origin while the page loads
  // (lib/tracking/record-origin.ts, compiled by scripts/build-origin-script.mjs).
  const cookiesAfter = async (path: string, referer?: string) => {
    const page = await openVisitorPage(
      browser,
      DESKTOP,
      path,
      referer ? { referer, hydrate: true } : { hydrate: true },
    );
    const origin = async () => (await page.context().cookies()).find((c) => c.name === 'origine-tracking');
    await expect.poll(origin, POLL).toBeDefined();
    const jar = await page.context().cookies();
    const value = (name: string) => jar.find((c) => c.name === name)?.value ?? null;
    return { origin: value('origine-tracking'), medium: value('utm_medium'), source: value('utm_source'), jar, page };
  };

  it.each([
    ['/', undefined, { origin: 'direct', medium: null, source: null }],
    ['/formations?gclid=x1', 'https://www.google.fr/', { origin: 'SEARCH_google', medium: null, source: null }],
    ['/formations', 'https://www.qwant.com/', { origin: 'ORGANIC_qwant', medium: 'organic', source: 'qwant' }],
    ['/en', 'https://www.ecosia.org/search?q=study', { origin: 'ORGANIC_ecosia', medium: 'organic', source: 'ecosia' }],
    [
      '/',
      'https://forum.studentsabroad.example/thread/42',
      { origin: 'REFERRAL_forum.studentsabroad.example', medium: 'referral', source: null },
    ],
    [
      '/?utm_content=salon-abidjan&utm_medium=event&utm_source=fair',
      'https://www.bing.com/',
      { origin: 'salon-abidjan', medium: 'event', source: 'fair' },
    ],
  ])('%s from %s', async (path, referer, expected) => {
    const { origin, medium, source, jar } = await cookiesAfter(path, referer);
    expect({ origin, medium, source }).toEqual(expected);
    const cookie = jar.find((c) => c.name === 'origine-tracking')!;
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(Math.round((cookie.expires - Date.now() / 1000) / 3600)).toBe(48);
  });

  it('a lead sent later in the visit carries the origin its first page stored', async () => {
    const { page } = await cookiesAfter(
      '/formations?utm_content=salon-dakar&utm_medium=event&utm_source=fair',
      'https://www.bing.com/',
    );
    // The visitor comes back by typing the address: a direct visit keeps the campaign.
    await page.goto(`${testEnv.webUrl}/contact`, { waitUntil: 'load' });
    const visit = await LeadFormVisit.on(page, 'contact', 'fr');
    const email = `origin-${run}@leads.test`;
    await visit.fill(completeAnswers('contact', email));
    await untilAPersonCould(visit.openedAt);
    await visit.send();
    await visit.thanked();
    expect(await theLead(email)).toMatchObject({ origine: 'salon-dakar', utmMedium: 'event', utmSource: 'fair' });
  });

  it('is stored before the page has loaded on a slow phone, and a lead sent from a tap at once carries it', async () => {
    const context = await browser.newContext(PHONE);
    await chooseConsent(context);
    // What the document holds when it has been parsed, before the page's JavaScript has loaded.
    await context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const main = document.getElementById('main');
        (window as unknown as { atParsed?: object }).atParsed = {
          cookie: document.cookie,
          hydrated: !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$')),
        };
      }),
    );
    const page = await context.newPage();
    // A phone on a slow network whose scripts have not arrived yet: the page's JavaScript is held
    // until the student has tapped. Holding it, rather than slowing the processor until it is late,
    // makes "before the page has loaded" true by construction on any machine and under any clock
    // (Chromium slowed 6× under libfaketime outlived the test's time, issue 55).
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    const heldScripts: string[] = [];
    await page.route(/\/_next\/static\/.+\.js$/, async (route) => {
      heldScripts.push(route.request().url());
      await scriptsHeld;
      await route.continue().catch(() => {}); // the document that asked may be gone by then
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: 50_000,
      uploadThroughput: 25_000,
    });
    await page.goto(
      `${testEnv.webUrl}/formations/bts-aeronautique?utm_content=salon-lome&utm_medium=event&utm_source=fair`,
      { waitUntil: 'domcontentloaded', referer: 'https://www.bing.com/' },
    );
    const atParsed = await page.evaluate(() => (window as unknown as { atParsed?: object }).atParsed);
    expect(heldScripts.length).toBeGreaterThan(0);
    expect(atParsed).toMatchObject({ hydrated: false });
    expect(atParsed).toMatchObject({
      cookie: expect.stringMatching(/(^|; )origine-tracking=salon-lome(;|$)/),
    });
    expect(atParsed).toMatchObject({ cookie: expect.stringMatching(/(^|; )utm_medium=event(;|$)/) });
    expect(atParsed).toMatchObject({ cookie: expect.stringMatching(/(^|; )utm_source=fair(;|$)/) });

    // The student taps "Brochure" at once: the link of the page as the server drew it.
    const tapped = page.locator('main a[href^="/brochure"]').first();
    expect(await tapped.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber$')))).toBe(
      false,
    );
    await tapped.tap();
    // 'commit': the brochure's own load waits for its scripts, which are still held.
    await page.waitForURL((url) => url.pathname === '/brochure', { ...POLL, waitUntil: 'commit' });
    releaseScripts();
    await page.unroute(/\/_next\/static\/.+\.js$/);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const visit = await LeadFormVisit.on(page, 'brochure', 'fr');
    const email = `origin-early-${run}@leads.test`;
    await visit.fill(completeAnswers('brochure', email));
    await untilAPersonCould(visit.openedAt);
    await visit.send();
    await visit.thanked();
    expect(await theLead(email)).toMatchObject({ origine: 'salon-lome', utmMedium: 'event', utmSource: 'fair' });
  });

  it('moving inside the site is not a new origin', async () => {
    const { page } = await cookiesAfter('/?utm_content=campagne-printemps');
    await page.locator('main a[href^="/formations"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/formations'), POLL);
    await page.reload();
    const jar = await page.context().cookies();
    expect(jar.find((c) => c.name === 'origine-tracking')?.value).toBe('campagne-printemps');
  });
});
