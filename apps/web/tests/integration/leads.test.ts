import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/lib/dictionary/en.json';
import fr from '@/lib/dictionary/fr.json';
import {
  choicesOf,
  leadsByEmail,
  openAhead,
  openForm,
  submitForm,
  theLead,
  type OpenedForm,
  waitLikeAPerson,
} from '../support/forms';
import { testEnv } from '../support/env';
import { outboxDrained, setAside } from '../support/outbox';
import { startSite } from '../support/site-server';

// Each run writes leads of its own (unique addresses), so the assertions never see another run's.
const run = Date.now().toString(36);
let n = 0;
const email = (label: string) => `${label}-${run}-${++n}@leads.test`;
const tracking = 'origine-tracking=salon-dakar-2026; utm_medium=event; utm_source=fair';

const person = (address: string) => ({
  firstName: 'Awa',
  lastName: 'Diop',
  email: address,
  country: 'SN',
  consent: 'on',
});

async function opened(path: string, cookie = tracking) {
  const form = await openForm(path, { cookie });
  await waitLikeAPerson(form);
  return form;
}

const CALLS_TO_ACTION = [
  ['/contact', 'contact', { phone: '+33 6 12 34 56 78', message: 'Bonjour, quelles sont les dates de rentrée ?' }],
  ['/en/contact', 'contact', { message: 'Hello, when are the intakes?' }],
  ['/inscription', 'registration', { phone: '77 123 45 67', nationality: 'SN', studyLevel: 'bac' }],
  ['/en/registration', 'registration', { phone: '+221771234567', nationality: 'CI', studyLevel: 'bac_plus_3' }],
  [
    '/candidature',
    'application',
    {
      phone: '+221771234567',
      nationality: 'SN',
      studyLevel: 'bac',
      birthDate: '2006-05-14',
      message: 'Je veux devenir ingénieure.',
    },
  ],
  [
    '/en/apply',
    'application',
    { phone: '+221771234567', nationality: 'SN', studyLevel: 'bac_plus_2', birthDate: '2004-01-31' },
  ],
] as const;

describe('each call to action stores one lead with its origin', () => {
  let brochure: OpenedForm;
  let forms: ReturnType<typeof openAhead>;
  beforeAll(async () => {
    forms = openAhead(
      CALLS_TO_ACTION.map(([path]) => path),
      { cookie: '' },
    );
    brochure = await opened('/brochure');
  });

  it('brochure: 303 to the thank-you page with the brochure, one lead with school, course, consents and origin', async () => {
    const address = email('brochure');
    const [school] = choicesOf(brochure, 'school');
    const [course] = choicesOf(brochure, 'course');
    const answer = await submitForm(
      brochure,
      { ...person(address), school: school!, course: course!, marketingOptIn: 'on' },
      { cookie: tracking },
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/^\/remerciement-contact\?form=brochure&ref=[a-f0-9]{16}&school=[a-z0-9-]+$/);
    const lead = await theLead(address);
    expect(lead).toMatchObject({
      type: 'brochure',
      firstName: 'Awa',
      lastName: 'Diop',
      country: 'SN',
      consent: true,
      marketingOptIn: true,
      language: 'fr',
      pagePath: '/brochure',
      // The proof of consent: the sentences the form showed, word for word, and their version.
      consentText: fr.forms.consent,
      marketingText: fr.forms.marketingOptIn,
      consentVersion: expect.stringMatching(/^[a-f0-9]{12}$/),
      origine: 'salon-dakar-2026',
      utmMedium: 'event',
      utmSource: 'fair',
      school: { documentId: school },
      course: { documentId: course },
    });
    expect(String(lead.idempotencyKey)).toMatch(/^[a-f0-9]{64}$/);
  });

  it.each(CALLS_TO_ACTION)('%s stores a %s lead in the language of the page', async (path, type, extra) => {
    const form = await forms.take(path);
    const address = email(type);
    const fields: Record<string, string> = { ...person(address), ...extra };
    // Every form but the contact form offers the courses: the lead must name the one chosen.
    if (type !== 'contact') {
      expect(choicesOf(form, 'course').length, path).toBeGreaterThan(3);
      fields.course = choicesOf(form, 'course')[3]!;
    }
    if (type === 'registration' || type === 'application') fields.intake = choicesOf(form, 'intake')[0]!;
    const answer = await submitForm(form, fields);
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(
      path.startsWith('/en') ? /^\/en\/thank-you\?form=/ : /^\/remerciement-contact\?form=/,
    );
    const lead = await theLead(address);
    expect(lead).toMatchObject({
      type,
      language: path.startsWith('/en') ? 'en' : 'fr',
      consentText: (path.startsWith('/en') ? en : fr).forms.consent,
      marketingText: null,
      origine: 'direct',
      utmMedium: null,
    });
    if (fields.phone) expect(lead.phone).toMatch(/^\+\d{8,15}$/);
    if (fields.course)
      expect(lead).toMatchObject({ course: { documentId: fields.course }, school: { documentId: expect.any(String) } });
    if (fields.intake) expect(lead).toMatchObject({ intake: { documentId: fields.intake } });
  });

  it('opened from a course page, the form starts with that course and its school', async () => {
    const list = await fetch(`${testEnv.webUrl}/formations`).then((r) => r.text());
    const slug = /href="\/formations\/([a-z0-9-]+)"/.exec(list)![1]!;
    const form = await openForm(`/candidature?course=${slug}`);
    expect(form.html).toMatch(
      /<option[^>]*selected=""[^>]*value="[a-z0-9]+"|<option[^>]*value="[a-z0-9]+"[^>]*selected=""/,
    );
    const brochurePage = await openForm(`/brochure?course=${slug}`);
    const selectedSchool = /<select[^>]*name="school"[\s\S]*?<option[^>]*selected=""[^>]*>([^<]+)</.exec(
      brochurePage.html,
    )?.[1];
    expect(selectedSchool).toBeTruthy();
  });

  // A race: no second try, which would draw a new address and hide a duplicate seen once in two runs.
  it('the same submission sent twice (a double click) is one lead', { retry: 0 }, async () => {
    const address = email('twice');
    const fields = { ...person(address), school: choicesOf(brochure, 'school')[1]! };
    const [first, second] = await Promise.all([submitForm(brochure, fields), submitForm(brochure, fields)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    // Both were in the outbox before their answers: once it is empty, the CMS has all they became.
    await outboxDrained();
    expect(await leadsByEmail([address])).toHaveLength(1);
  });
});

describe('a refused submission', () => {
  let forms: ReturnType<typeof openAhead>;
  beforeAll(() => {
    forms = openAhead(['/inscription', '/en/contact', '/brochure', '/en/contact', '/brochure'], { cookie: '' });
  });

  it('answers 422 with the errors in French, listed and linked, and the values kept', async () => {
    const form = await forms.take('/inscription');
    const answer = await submitForm(form, { firstName: 'Awa', email: 'awa@', phone: '12', country: 'SN' });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('Saisissez une adresse e-mail valide');
    expect(answer.html).toContain('Saisissez un numéro valide au format international');
    expect(answer.html).toContain('Cochez cette case pour que nous puissions traiter votre demande.');
    expect(answer.html).toMatch(/href="#field-lastName"/);
    expect(answer.html).toMatch(/id="field-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="field-email"/);
    expect(answer.html).toMatch(/value="Awa"/);
    expect(answer.html).toMatch(/value="awa@"/);
  });

  it('answers in English on the English form', async () => {
    const form = await forms.take('/en/contact');
    const answer = await submitForm(form, {
      firstName: 'Awa',
      lastName: 'Diop',
      email: 'awa@example.org',
      country: 'SN',
    });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('Fill in this field.');
    expect(answer.html).toContain('Tick this box so that we can handle your request.');
    expect(answer.html).toMatch(/<html[^>]*lang="en"/);
  });

  it('refuses unknown fields, unknown choices, and a form sent faster than a person can', async () => {
    const form = await forms.take('/brochure');
    const school = choicesOf(form, 'school')[0]!;
    const unknown = await submitForm(form, { ...person(email('x')), school, role: 'admin' });
    expect(unknown.status).toBe(422);
    expect(unknown.html).toContain('Le formulaire n&#x27;a pas pu être lu');
    const choice = await submitForm(form, { ...person(email('x')), school: 'abcdefghijklmnopqrstuvwx' });
    expect(choice.status).toBe(422);
    expect(choice.html).toContain('Choisissez une option de la liste.');
    const fresh = await openForm('/brochure');
    const tooFast = await submitForm(fresh, { ...person(email('fast')), school });
    expect(tooFast.status).toBe(422);
    expect(tooFast.html).toContain('envoyé trop vite');
  });

  it('refuses a body larger than any form with 413, in the language of the page', async () => {
    const form = await forms.take('/en/contact');
    const answer = await submitForm(form, { ...person(email('big')), message: 'x'.repeat(100_000) });
    expect(answer.status).toBe(413);
    expect(answer.html).toContain('This request is too large.');
  });

  it('a robot that fills the hidden field gets the thank-you page, and nothing is stored', async () => {
    const form = await forms.take('/brochure');
    const address = email('robot');
    const answer = await submitForm(form, {
      ...person(address),
      school: choicesOf(form, 'school')[0]!,
      leave_blank: 'http://spam.example',
    });
    expect(answer.status).toBe(303);
    // A lead the site accepts is in its outbox before the answer: once the outbox is empty, the CMS
    // (or, refused, the dead-letter folder) has every lead accepted by then.
    await outboxDrained();
    expect(await leadsByEmail([address])).toHaveLength(0);
    expect(setAside()).not.toContain(address);
  });
});

describe('the rate limit', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let outbox: string;
  beforeAll(async () => {
    outbox = mkdtempSync(join(tmpdir(), 'outbox-rate-'));
    site = await startSite({ CMS_URL: testEnv.cmsUrl, LEADS_RATE_LIMIT: '2/600', LEADS_OUTBOX_DIR: outbox });
  });
  afterAll(async () => {
    await site?.stop();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('answers 429 with a clear page in the visitor language once an address has sent its share, keeping the values', async () => {
    const form = await openForm('/en/brochure', { base: site.url });
    await waitLikeAPerson(form);
    const school = choicesOf(form, 'school')[0]!;
    const accepted = [email('rate'), email('rate')];
    for (const address of accepted) expect((await submitForm(form, { ...person(address), school })).status).toBe(303);
    const kept = email('kept-value');
    const refused = await submitForm(form, { ...person(kept), school });
    expect(refused.status).toBe(429);
    expect(refused.html).toContain(
      'We have received many requests from your connection. Please try again in 10 minutes',
    );
    expect(refused.html).toContain(`value="${kept}"`);
    // Nothing of the refused one is kept: once this site's outbox is empty, the CMS holds the two
    // accepted leads and not the third.
    await outboxDrained(outbox);
    const stored = await leadsByEmail([...accepted, kept]);
    expect(stored.map((lead) => lead.email).sort()).toEqual([...accepted].sort());
    expect(setAside(outbox)).toEqual([]);
  });
});
