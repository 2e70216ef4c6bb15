import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { FORM_FIELDS, type FieldName, type LeadType } from '@/lib/leads/lead-form';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { completeAnswers, deliveredLeads, LeadFormVisit, type Answers } from '../support/lead-form-visit';
import type { StoredLead } from '../support/forms';
import { POLL } from '../support/wait';

/**
 * Lead forms as people fill them, with JavaScript on: a mistake, then its correction; two in a
 * row; a correction made a minute later; back from the thank-you page; a double click; a form
 * opened from a course page; the browser's autofill; the keyboard; refusals the visitor cannot
 * fix. Each ends on the thank-you page with the leads the admissions team must see, no more.
 */

const run = Date.now().toString(36);
// Every test counts the leads its visitor made: a second try would only hide a duplicate.
const EXACTLY_ONCE = { retry: 0 };
const LAYOUTS = { phone: PHONE, desktop: DESKTOP } as const;
type Layout = keyof typeof LAYOUTS;

/** A visitor who meets a mistake, leaves the tab while the other tests run, and comes back later (the last test). */
type ComeBack = { visit: LeadFormVisit; email: string; listed: string[]; refusedAt: number };
let comeBack: Promise<ComeBack>;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  comeBack = (async () => {
    const email = address('a-minute-later');
    const visit = await open('contact', 'fr', 'phone');
    await visit.fill({ ...completeAnswers('contact', email), consent: false });
    const listed = await visit.sendRefused();
    return { visit, email, listed, refusedAt: Date.now() };
  })();
  // Its failure is the last test's: only that test awaits it.
  comeBack.catch(() => {});
});
// Each test's visitor goes with it (pages left open keep their timers running on two cores), but
// the one who comes back later.
afterEach(async () => {
  const kept = await comeBack.then(
    ({ visit }) => visit.page.context(),
    () => null,
  );
  await Promise.all(browser.contexts().map((context) => context !== kept && context.close()));
});
afterAll(async () => {
  await browser?.close();
});

async function open(
  type: LeadType,
  locale: Locale,
  layout: Layout,
  extra: { path?: string; javaScript?: boolean } = {},
) {
  return LeadFormVisit.open(browser, { type, locale, layout: LAYOUTS[layout], ...extra });
}

const address = (label: string) => `${label}-${run}@leads.test`.toLowerCase();

/** Sends the corrected form: the thank-you page, reached by the page's script (not a plain post). */
async function sendCorrected(visit: LeadFormVisit) {
  await visit.send();
  await visit.thanked();
}

/** The one lead stored for `email`, once everything the page sent is delivered. */
async function theOnlyLead(visit: LeadFormVisit, email: string): Promise<StoredLead> {
  const leads = await deliveredLeads(visit, email);
  expect(leads, `leads for ${email}`).toHaveLength(1);
  return leads[0]!;
}

const documentIdOf = (relation: unknown) => (relation as { documentId?: string } | null)?.documentId ?? null;

/** What a stored lead holds of `chosen` (read from the page's fields before it was sent). */
function expectStored(lead: StoredLead, chosen: Partial<Record<FieldName, string>>) {
  for (const [name, value] of Object.entries(chosen)) {
    const stored = ['course', 'school', 'intake'].includes(name) ? documentIdOf(lead[name]) : lead[name];
    expect(stored, name).toBe(value);
  }
}

type Mistake = {
  label: string;
  /** What the visitor answers first. */
  wrong: (answers: Answers) => Answers;
  /** The fields the summary lists then. */
  listed: (type: LeadType) => string[];
  /** The correction they make, to the answers they meant. */
  correction: (answers: Answers) => Answers;
  /** What the stored lead then holds. */
  stored: Partial<Record<FieldName, unknown>>;
};

/** The required fields of a form, in its order: what the summary lists for a form sent empty. */
const required = (type: LeadType) => FORM_FIELDS[type].filter((field) => field.required).map((field) => field.name);

const MISTAKES = {
  consent: {
    label: 'consent forgotten',
    wrong: (answers) => ({ ...answers, consent: false }),
    listed: () => ['consent'],
    correction: () => ({ consent: true }),
    stored: { consent: true },
  },
  empty: {
    label: 'sent empty',
    wrong: () => ({}),
    listed: required,
    correction: (answers) => answers,
    stored: { firstName: 'Awa', lastName: 'Diop', country: 'SN' },
  },
  email: {
    label: 'an invalid e-mail',
    wrong: (answers) => ({ ...answers, email: 'awa.diop@' }),
    listed: () => ['email'],
    correction: (answers) => ({ email: answers.email }),
    stored: {},
  },
  phone: {
    label: "a phone number that is not the country's",
    wrong: (answers) => ({ ...answers, country: 'SN', phone: '06 12 34 56 78' }),
    listed: () => ['phone'],
    correction: () => ({ phone: '77 123 45 67' }),
    stored: { phone: '+221771234567', country: 'SN' },
  },
} satisfies Record<string, Mistake>;

/**
 * A required list left on "Choisir…", then chosen. The brochure's course is left out with its
 * school: choosing a course chooses its school.
 */
const listLeft = (name: FieldName, chosen: string | { index: number }): Mistake => ({
  label: `${name} left on its first option`,
  wrong: (answers) => ({ ...answers, [name]: '', ...(name === 'school' ? { course: '' } : {}) }),
  listed: () => [name],
  correction: () => ({ [name]: chosen }),
  stored: typeof chosen === 'string' ? { [name]: chosen } : {},
});

// Every mistake in every form, both languages and both layouts, without every combination.
const CASES: Array<[LeadType, Locale, Layout, Mistake]> = [
  ['contact', 'fr', 'desktop', MISTAKES.consent],
  ['brochure', 'en', 'phone', MISTAKES.consent],
  ['application', 'en', 'phone', MISTAKES.consent],
  ['brochure', 'fr', 'desktop', MISTAKES.empty],
  ['registration', 'en', 'desktop', MISTAKES.empty],
  ['application', 'fr', 'phone', MISTAKES.email],
  ['contact', 'en', 'phone', MISTAKES.email],
  ['registration', 'fr', 'phone', MISTAKES.phone],
  ['application', 'en', 'desktop', MISTAKES.phone],
  ['brochure', 'fr', 'phone', listLeft('school', { index: 2 })],
  ['registration', 'fr', 'desktop', listLeft('intake', { index: 1 })],
  ['contact', 'fr', 'phone', listLeft('country', 'CI')],
];

describe(
  'one mistake, then its correction: the thank-you page and one lead with the corrected values',
  EXACTLY_ONCE,
  () => {
    it.each(
      CASES.map(
        ([type, locale, layout, mistake]) =>
          [`${type}, ${locale}, ${layout}: ${mistake.label}`, type, locale, layout, mistake] as const,
      ),
    )('%s', async (label, type, locale, layout, mistake) => {
      const email = address(label.replace(/[^a-z]+/gi, '-'));
      const visit = await open(type, locale, layout);
      const answers = completeAnswers(type, email);
      await visit.fill(mistake.wrong(answers));
      expect(await visit.sendRefused()).toEqual(mistake.listed(type));

      await visit.fill(mistake.correction(answers));
      await sendCorrected(visit);
      const lead = await theOnlyLead(visit, email);
      expect(lead).toMatchObject({ type, email, ...mistake.stored });
    });
  },
);

describe('corrections as they happen', EXACTLY_ONCE, () => {
  it('two mistakes corrected one after the other; a box ticked right after a field that turns out wrong', async () => {
    const email = address('two-mistakes');
    const visit = await open('application', 'en', 'desktop');
    const answers = completeAnswers('application', email);
    // The e-mail is left for the consent box, whose click must tick it although the e-mail's error
    // appears above it at that moment.
    await visit.fill({ ...answers, consent: false });
    await visit.fill({ email: 'awa.diop@' });
    await visit.fill({ consent: true });
    await visit.fill({ consent: false });
    expect(await visit.sendRefused()).toEqual(['email', 'consent']);
    await visit.fill({ email });
    // Corrected: its error goes at once, from the field and the summary.
    await expect.poll(() => visit.listedFields(), POLL).toEqual(['consent']);
    expect(await visit.field('email').getAttribute('aria-invalid')).toBeNull();
    expect(await visit.sendRefused()).toEqual(['consent']);
    await visit.fill({ consent: true });
    const chosen = await visit.values(['course', 'intake']);
    await sendCorrected(visit);
    expectStored(await theOnlyLead(visit, email), chosen);
  });

  it('a form opened from a course page keeps its course and school through a correction', async () => {
    const email = address('from-a-course');
    const visit = await open('brochure', 'fr', 'desktop', { path: '/formations/bts-aeronautique' });
    const { page } = visit;
    await page.locator('aside').last().getByRole('link', { name: 'Brochure', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/brochure', POLL);
    const course = await visit.field('course').inputValue();
    const school = await visit.field('school').inputValue();
    expect(course).not.toBe('');
    expect(school).not.toBe('');
    const { firstName, lastName, country, consent } = completeAnswers('brochure', email);
    await visit.fill({ firstName, lastName, email: 'awa.diop@example', country, consent });
    expect(await visit.sendRefused()).toEqual(['email']);
    expect(await visit.field('course').inputValue()).toBe(course);
    expect(await visit.field('school').inputValue()).toBe(school);
    await visit.fill({ email });
    await sendCorrected(visit);
    const lead = await theOnlyLead(visit, email);
    expect([documentIdOf(lead.course), documentIdOf(lead.school)]).toEqual([course, school]);
  });

  it("values the browser's autofill sets (events, no keys) clear their errors and are sent", async () => {
    const email = address('autofill-events');
    const visit = await open('registration', 'en', 'phone');
    expect(await visit.sendRefused()).toEqual(required('registration'));
    // Autofill sets a value and fires `input` and `change`, without key events or a focus.
    await visit.page.evaluate(
      (values) => {
        for (const [name, value] of Object.entries(values)) {
          const field = document.getElementById(`field-${name}`) as HTMLInputElement | HTMLSelectElement;
          const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
          setter.call(field, value);
          field.dispatchEvent(new Event('input', { bubbles: true }));
          field.dispatchEvent(new Event('change', { bubbles: true }));
        }
      },
      { firstName: 'Awa', lastName: 'Diop', email, phone: '+221 77 123 45 67', country: 'SN', nationality: 'SN' },
    );
    await expect.poll(() => visit.listedFields(), POLL).toEqual(['studyLevel', 'intake', 'course', 'consent']);
    await visit.fill({ studyLevel: 'bac_plus_2', intake: { index: 1 }, course: { index: 3 }, consent: true });
    const chosen = await visit.values(['course', 'intake']);
    await sendCorrected(visit);
    const lead = await theOnlyLead(visit, email);
    expect(lead).toMatchObject({ firstName: 'Awa', phone: '+221771234567', country: 'SN', studyLevel: 'bac_plus_2' });
    expectStored(lead, chosen);
  });

  it('values set with no event at all are sent as they are', async () => {
    const email = address('autofill-silent');
    const visit = await open('brochure', 'en', 'desktop');
    await visit.fill({ consent: true });
    await visit.page.evaluate(
      (values) => {
        for (const [name, value] of Object.entries(values))
          (document.getElementById(`field-${name}`) as HTMLInputElement).value = value;
      },
      { firstName: 'Awa', lastName: 'Diop', email, country: 'SN' },
    );
    await visit.fill({ school: { index: 1 } });
    await sendCorrected(visit);
    expect(await theOnlyLead(visit, email)).toMatchObject({ firstName: 'Awa', lastName: 'Diop', country: 'SN' });
  });

  it('keyboard only: a summary link puts the focus in its field; corrected, Enter sends', async () => {
    const email = address('keyboard-correction');
    const visit = await open('brochure', 'fr', 'desktop');
    const { page } = visit;
    await visit.fill({ ...completeAnswers('brochure', email), email: 'awa.diop@' });
    expect(await visit.sendRefused(() => visit.field('email').press('Enter'))).toEqual(['email']);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#field-email');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), POLL).toBe('field-email');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await visit.thanked();
    expect(await theOnlyLead(visit, email)).toMatchObject({ email, type: 'brochure' });
  });
});

describe('the same form sent again', EXACTLY_ONCE, () => {
  it('back from the thank-you page: the same answers make no second lead, changed ones a new lead', async () => {
    const email = address('back-again');
    const visit = await open('brochure', 'en', 'desktop');
    const { page } = visit;
    const answers = completeAnswers('brochure', email);
    await visit.fill(answers);
    await sendCorrected(visit);
    expect(await deliveredLeads(visit, email)).toHaveLength(1);

    /** Back to the form from the thank-you page, then these answers sent. */
    const backAndSend = async (again: Answers) => {
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/en/brochure', POLL);
      await expect.poll(() => visit.field('email').isVisible(), POLL).toBe(true);
      await visit.fill(again);
      await sendCorrected(visit);
    };
    await backAndSend(answers);
    expect(await deliveredLeads(visit, email)).toHaveLength(1);
    await backAndSend({ ...answers, lastName: 'Diop-Sarr' });
    const leads = await deliveredLeads(visit, email);
    expect(leads.map((lead) => lead.lastName).sort()).toEqual(['Diop', 'Diop-Sarr']);
  });

  it.each([
    ['with JavaScript', true],
    ['without JavaScript', false],
  ])('a double click on the send button makes one lead (%s)', async (_label, javaScript) => {
    const email = address(`double-click-${javaScript ? 'js' : 'nojs'}`);
    const visit = await open('contact', 'en', 'desktop', { javaScript });
    await visit.fill(completeAnswers('contact', email));
    await visit.send(() => visit.sendButton.dblclick());
    await visit.thanked();
    expect(await theOnlyLead(visit, email)).toMatchObject({ email, type: 'contact' });
  });
});

describe('refusals the visitor cannot fix: said in their language, answers kept, sent again', EXACTLY_ONCE, () => {
  it('a token the site cannot read', async () => {
    const email = address('bad-token');
    const visit = await open('registration', 'en', 'phone');
    const answers = completeAnswers('registration', email);
    await visit.fill(answers);
    // The token is replaced in the request the browser sends: set in the page, it is React's
    // controlled field, which any later render of the form (a busy machine makes one likely)
    // puts back before the form is sent.
    let replaced = 0;
    await visit.page.route(
      (url) => url.pathname === '/en/registration',
      async (route) => {
        const body = route.request().postData();
        if (route.request().method() !== 'POST' || body === null) return route.continue();
        const postData = body.replace(/(name="[^"]*formToken"\r\n\r\n)[^\r\n]*/, (_, head: string) => {
          replaced += 1;
          return `${head}x.y.z`;
        });
        return route.continue({ postData });
      },
    );
    await visit.send();
    await expect
      .poll(() => visit.summary.textContent(), POLL)
      .toContain('The form could not be verified. Send it again: your answers are kept.');
    for (const name of ['email', 'phone', 'country', 'course'] as const)
      expect(await visit.field(name).inputValue(), name).not.toBe('');
    expect(await visit.field('email').inputValue()).toBe(email);
    expect(await visit.field('consent').isChecked()).toBe(true);
    expect(replaced).toBe(1);
    await visit.page.unrouteAll();
    const chosen = await visit.values(['course', 'intake', 'nationality']);
    await sendCorrected(visit);
    expectStored(await theOnlyLead(visit, email), chosen);
  });

  it('no answer from the site (the connection dropped)', async () => {
    const email = address('offline-send');
    const visit = await open('contact', 'fr', 'desktop');
    await visit.fill(completeAnswers('contact', email));
    await visit.page.context().setOffline(true);
    await visit.send();
    await expect
      .poll(() => visit.summary.textContent(), POLL)
      .toContain("Le formulaire n'a pas pu être envoyé : vérifiez votre connexion puis envoyez-le à nouveau.");
    expect(await visit.field('email').inputValue()).toBe(email);
    expect(await visit.field('country').inputValue()).toBe('SN');
    await visit.page.context().setOffline(false);
    await sendCorrected(visit);
    expect(await theOnlyLead(visit, email)).toMatchObject({ email, country: 'SN' });
  });
});

describe('coming back to the tab', EXACTLY_ONCE, () => {
  // The visitor met the mistake when the file started (beforeAll) and left the tab while the
  // tests above ran: more than a minute of real time for the page and the site alike, without a
  // minute spent waiting here. Should those tests ever end sooner, the rest is waited for: alone,
  // or first in a shuffled order, it waits the whole minute itself. It reads only what the file's
  // beforeAll made for it, no other test's visitor or leads.
  it('a correction sent more than a minute after the mistake', async () => {
    const { visit, email, listed, refusedAt } = await comeBack;
    expect(listed).toEqual(['consent']);
    const away = 61_000 - (Date.now() - refusedAt);
    if (away > 0) await visit.page.waitForTimeout(away);
    await visit.fill({ consent: true });
    await sendCorrected(visit);
    expect(await theOnlyLead(visit, email)).toMatchObject({ type: 'contact', email, consent: true });
  });
});
