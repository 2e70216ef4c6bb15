import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page, Request } from 'playwright-core';
import type { Purpose } from '@/lib/consent/consent-mode';
import { expect } from 'vitest';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { FORM_FIELDS, type FieldName, type LeadType } from '@/lib/leads/lead-form';
import { leadFormHref } from '@/lib/leads/lead-form-href';
import { chooseConsent, hydrated, markDocument, sameDocument } from './browser';
import { testEnv } from './env';
import { leadsByEmail, untilAPersonCould, type StoredLead } from './forms';
import { outboxDrained } from './outbox';
import { POLL } from './wait';

/** What a visitor answers, by field: a text, an option's value (or its position), a ticked box. */
export type Answers = Partial<Record<FieldName, string | { index: number } | boolean>>;

/**
 * A person's complete answers to a form of `type`: every field it asks, the required ones right.
 * Courses, schools and intakes are the second option of their list (the first is "Choisir…").
 */
export function completeAnswers(type: LeadType, email: string): Answers {
  const all: Answers = {
    firstName: 'Awa',
    lastName: 'Diop',
    email,
    phone: '+221 77 123 45 67',
    birthDate: '2004-05-17',
    country: 'SN',
    nationality: 'SN',
    studyLevel: 'bac',
    intake: { index: 1 },
    school: { index: 1 },
    course: { index: 1 },
    message: type === 'application' ? 'Je souhaite rejoindre le programme en septembre.' : 'Bonjour, quelles dates ?',
    consent: true,
    marketingOptIn: false,
  };
  const asked = new Set<string>(FORM_FIELDS[type].map((field) => field.name));
  return Object.fromEntries(Object.entries(all).filter(([name]) => asked.has(name))) as Answers;
}

/**
 * The site scrolls smoothly unless reduced motion is asked for: a focus (`fill` focuses a list
 * before choosing in it) moves the page for about 400 ms. Playwright checks where a press lands,
 * not where it is released: a press made while the page still moves is released over another
 * element, and the click is lost (a ticked box found unticked, once in a CI run on a loaded
 * machine). A person clicks what stands still; the form is the same without the animation.
 */
const STILL = { reducedMotion: 'reduce' } as const;

/** The thank-you page's path in each language. */
const THANKS: Record<Locale, string> = {
  fr: getPathname({ href: '/remerciement-contact', locale: 'fr' }),
  en: getPathname({ href: '/remerciement-contact', locale: 'en' }),
};

/**
 * A person on a lead form, in Chromium, with JavaScript on unless told otherwise: the page is
 * opened as a visitor who answered the consent banner, and the form is used with the mouse and
 * the keyboard as people do (a click in a field, then typing; a click on the send button), so
 * that the focus moves, fields are left and checked, and the layout may move, as it does for them.
 */
export class LeadFormVisit {
  private readonly posts = new Set<Request>();

  private constructor(
    readonly page: Page,
    readonly type: LeadType,
    readonly locale: Locale,
    readonly openedAt: number,
    /** Whether the page runs JavaScript: then it has hydrated, and sends the form itself. */
    readonly javaScript: boolean,
  ) {
    // Every form submission this page makes, until it has its answer (see `settled`).
    page.on('request', (request) => request.method() === 'POST' && this.posts.add(request));
    const done = (request: Request) => this.posts.delete(request);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /**
   * Opens the form of `type` in `locale` (or `path`, a page that leads to it), in a new browser
   * context with `layout`'s viewport and user agent; with JavaScript, once the page has hydrated,
   * so that what follows takes the JavaScript path (see `thanked`).
   */
  static async open(
    browser: Browser,
    {
      type,
      locale,
      layout,
      path,
      javaScript = true,
      consent,
      prepare,
    }: {
      type: LeadType;
      locale: Locale;
      layout: BrowserContextOptions;
      path?: string;
      javaScript?: boolean;
      /** The purposes the visitor accepted on the consent banner (by default none). */
      consent?: readonly Purpose[];
      /** What to set up in the context before the page opens (routes, say). */
      prepare?: (context: BrowserContext) => Promise<void>;
    },
  ): Promise<LeadFormVisit> {
    const context = await browser.newContext({
      ...layout,
      javaScriptEnabled: javaScript,
      ...STILL,
    });
    await chooseConsent(context, consent);
    await prepare?.(context);
    const page = await context.newPage();
    await page.goto(`${testEnv.webUrl}${path ?? leadFormHref(type, locale)}`, { waitUntil: 'load' });
    const visit = new LeadFormVisit(page, type, locale, Date.now(), javaScript);
    if (javaScript) {
      await hydrated(page);
      await markDocument(page);
    }
    return visit;
  }

  /** A form already open in `page` (hydrated, when JavaScript is on), from now on a visit of it. */
  static async on(page: Page, type: LeadType, locale: Locale): Promise<LeadFormVisit> {
    await page.emulateMedia(STILL);
    await hydrated(page);
    await markDocument(page);
    return new LeadFormVisit(page, type, locale, Date.now(), true);
  }

  field(name: FieldName): Locator {
    return this.page.locator(`#field-${name}`);
  }

  get sendButton(): Locator {
    return this.page.locator('form:has(#field-email) button[type="submit"]');
  }

  /** The error summary, once it is shown. */
  get summary(): Locator {
    return this.page.locator('[role="alert"]:has(#lead-form-errors)');
  }

  /** The fields the summary lists (in its order), read from its links. */
  async listedFields(): Promise<string[]> {
    if ((await this.summary.count()) === 0) return [];
    const hrefs = await this.summary.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    return hrefs.map((href) => (href ?? '').replace('#field-', ''));
  }

  /** Answers the form, field by field in the order given, as a person does. */
  async fill(answers: Answers): Promise<void> {
    for (const [name, value] of Object.entries(answers) as Array<[FieldName, Answers[FieldName]]>) {
      const field = this.field(name);
      if (typeof value === 'boolean') {
        // A click on the box itself, where a person clicks.
        if ((await field.isChecked()) !== value) await field.click();
        expect(await field.isChecked(), `${name} ticked`).toBe(value);
      } else if ((await field.evaluate((el) => el.tagName)) === 'SELECT') {
        await field.focus();
        await field.selectOption(value ?? '');
      } else if ((await field.getAttribute('type')) === 'date') {
        await field.fill(String(value));
      } else {
        await field.click();
        await field.press('ControlOrMeta+a');
        if (value === '' || value === undefined) await field.press('Delete');
        else await field.pressSequentially(String(value));
      }
    }
  }

  /** The values the fields hold now. */
  async values(names: FieldName[]): Promise<Partial<Record<FieldName, string>>> {
    const values: Partial<Record<FieldName, string>> = {};
    for (const name of names) values[name] = await this.field(name).inputValue();
    return values;
  }

  /**
   * Sends the form once a person could have filled it: `press` (by default a click on the send
   * button with the mouse; a key, a double click).
   */
  async send(press: () => Promise<void> = () => this.sendButton.click()): Promise<void> {
    await untilAPersonCould(this.openedAt);
    await press();
  }

  /** Sends the form (see `send`) and waits for the refusal: the summary shown, with the focus. */
  async sendRefused(press?: () => Promise<void>): Promise<string[]> {
    await this.send(press);
    await this.settled();
    await expect.poll(() => this.summary.evaluate((el) => el === document.activeElement), POLL).toBe(true);
    return this.listedFields();
  }

  /**
   * Resolves once the thank-you page of this form's language is shown. With JavaScript, the
   * thank-you page must have come without a new document: the form went through the site's script,
   * not as a plain post (which a page that had not hydrated would make), and a test of the page's
   * sending cannot pass on the browser's.
   */
  async thanked(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === THANKS[this.locale], POLL);
    if (this.javaScript)
      expect(await sameDocument(this.page), 'sent by the page’s script, not as a plain post').toBe(true);
  }

  /** Resolves once every submission the page has made has its answer (or failed). */
  async settled(): Promise<void> {
    await expect.poll(() => this.posts.size, POLL).toBe(0);
  }
}

/**
 * The leads stored for `email` once everything sent is delivered: the page's submissions have
 * their answers (the site keeps a lead in its outbox before it answers), then the outbox is empty.
 */
export async function deliveredLeads(visit: LeadFormVisit, email: string): Promise<StoredLead[]> {
  await visit.settled();
  await outboxDrained();
  return leadsByEmail([email]);
}
