import { describe, expect, it } from 'vitest';
import legacyRedirects from './legacy-redirects.json';
import { normalizePath } from './normalize';
import { buildRedirectTable, type RedirectRuleInput } from './table';

type Rejection = { from: unknown; reason: string };

/** The table of `sources` and the rules it rejected, in the order they were reported. */
function build(...sources: RedirectRuleInput[][]) {
  const rejected: Rejection[] = [];
  // `rule` is whatever the source held, even `null`.
  const table = buildRedirectTable(sources, {
    onRejected: (rule, reason) => rejected.push({ from: rule?.from, reason }),
  });
  return { table, rejected };
}

/** The one reason `rule` was rejected for, alone in its table. */
function rejectionOf(rule: RedirectRuleInput): string | undefined {
  const { table, rejected } = build([rule]);
  expect(table.size).toBe(0);
  expect(rejected).toHaveLength(1);
  return rejected[0]?.reason;
}

describe('rule validation', () => {
  it('accepts a path of this site, with or without a query string', () => {
    const { table, rejected } = build([
      { from: '/old', to: '/formations' },
      { from: '/old-search', to: '/formations?programCat=design&city=lyon' },
    ]);
    expect(rejected).toEqual([]);
    expect(table.lookup('/old-search')).toEqual({ to: '/formations?programCat=design&city=lyon', status: 301 });
  });

  it.each([
    ['https://evil.com', /path of this site/],
    ['http://evil.com/formations', /path of this site/],
    ['//evil.com', /another host/],
    ['///evil.com', /another host/],
    ['/%2F/evil.com', /another host/],
    ['/%5Cevil.com', /another host/],
    ['/\\evil.com', /backslash/],
    ['\\\\evil.com', /backslash/],
    ['/\t/evil.com', /control characters/],
    ['/formations\r\nSet-Cookie: a=b', /control characters/],
    ['/ /evil.com', /whitespace/],
    [' /formations', /whitespace/],
    ['javascript:alert(1)', /path of this site/],
    ['JavaScript:alert(1)//', /path of this site/],
    ['data:text/html,<script>alert(1)</script>', /path of this site/],
    ['formations', /path of this site/],
    ['', /path of this site/],
    [`/${'a'.repeat(2048)}`, /longer than 2048/],
    ['/fr/%E0%A4%A', /malformed percent-encoding/],
  ])('rejects the target %j (no open redirect)', (to, reason) => {
    expect(rejectionOf({ from: '/old', to })).toMatch(reason);
  });

  it('defaults the status to 301 and keeps 301, 302, 307 and 308', () => {
    const { table, rejected } = build([
      { from: '/a', to: '/' },
      { from: '/b', to: '/', status: null },
      ...[301, 302, 307, 308].map((status) => ({ from: `/status-${status}`, to: '/', status })),
    ]);
    expect(rejected).toEqual([]);
    expect(table.lookup('/a')?.status).toBe(301);
    expect(table.lookup('/b')?.status).toBe(301);
    for (const status of [301, 302, 307, 308]) expect(table.lookup(`/status-${status}`)?.status).toBe(status);
  });

  it.each([200, 300, 303, 304, 404, 0, 301.5, Number.NaN])('rejects the status %s', (status) => {
    expect(rejectionOf({ from: '/old', to: '/', status })).toMatch(/status must be 301, 302, 307 or 308/);
  });

  it('rejects a status that is not a number', () => {
    expect(rejectionOf({ from: '/old', to: '/', status: '301' as unknown as number })).toMatch(/status/);
  });

  it('rejects a rule that redirects to itself, however its target is spelled', () => {
    expect(rejectionOf({ from: '/fr/Ecole', to: '/fr/ecole/' })).toMatch(/redirects to itself/);
    expect(rejectionOf({ from: '/fr/école', to: '/fr/%C3%A9cole' })).toMatch(/redirects to itself/);
    // Adding the query back on each request would redirect forever.
    expect(rejectionOf({ from: '/fr/ecole', to: '/fr/ecole?x=1' })).toMatch(/redirects to itself/);
  });

  it('rejects a source path that cannot be looked up', () => {
    expect(rejectionOf({ from: 'contact-us', to: '/' })).toMatch(/from must be a path/);
    expect(rejectionOf({ from: '/fr/%E0%A4%A', to: '/' })).toMatch(/well-formed percent-encoding/);
    expect(rejectionOf({ from: `/${'a'.repeat(2048)}`, to: '/' })).toMatch(/at most 2048/);
    expect(rejectionOf({ from: '/index?page=contact', to: '/' })).toMatch(/query string/);
  });

  it('rejects entries that are not rules, without throwing', () => {
    expect(rejectionOf({ from: 42, to: '/' } as unknown as RedirectRuleInput)).toMatch(/from must be a string/);
    expect(rejectionOf({ from: '/old' } as unknown as RedirectRuleInput)).toMatch(/to must be a string/);
    expect(rejectionOf(null as unknown as RedirectRuleInput)).toMatch(/not a \{ from, to, status \} object/);
  });

  it('builds without a rejection handler', () => {
    const table = buildRedirectTable([
      [
        { from: '/a', to: '//evil.com' },
        { from: '/b', to: '/' },
      ],
    ]);
    expect(table.size).toBe(1);
  });
});

describe('merging sources', () => {
  it('lets a later source win for the same normalized path', () => {
    const file = [
      { from: '/fr/Ancienne-Page/', to: '/formations' },
      { from: '/fr/autre', to: '/ecoles' },
    ];
    const cms = [{ from: '/fr/ancienne-page', to: '/horizon', status: 302 }];
    const { table, rejected } = build(file, cms);
    expect(rejected).toEqual([]);
    expect(table.size).toBe(2);
    expect(table.lookup('/fr/ancienne-page')).toEqual({ to: '/horizon', status: 302 });
    expect(table.lookup('/fr/autre')).toEqual({ to: '/ecoles', status: 301 });
  });

  it('lets the last rule win within one source', () => {
    const { table } = build([
      { from: '/a', to: '/formations' },
      { from: '/A/', to: '/ecoles' },
    ]);
    expect(table.lookup('/a')?.to).toBe('/ecoles');
  });

  it('keeps the earlier rule when the later one is rejected', () => {
    const { table, rejected } = build([{ from: '/a', to: '/formations' }], [{ from: '/a', to: 'https://evil.com' }]);
    expect(rejected).toHaveLength(1);
    expect(table.lookup('/a')?.to).toBe('/formations');
  });
});

describe('chains', () => {
  it('answers every rule in one hop, with the status of the first rule', () => {
    const { table, rejected } = build([
      { from: '/a', to: '/b', status: 302 },
      { from: '/b', to: '/c' },
      { from: '/c', to: '/formations', status: 308 },
    ]);
    expect(rejected).toEqual([]);
    expect(table.lookup('/a')).toEqual({ to: '/formations', status: 302 });
    expect(table.lookup('/b')).toEqual({ to: '/formations', status: 301 });
    expect(table.lookup('/c')).toEqual({ to: '/formations', status: 308 });
  });

  it('follows a chain whatever the order of its rules and the spelling of its paths', () => {
    const { table } = build(
      [{ from: '/c', to: '/formations' }],
      [{ from: '/A', to: '/B/' }],
      [{ from: '/b', to: '/C' }],
    );
    expect(table.lookup('/a')?.to).toBe('/formations');
  });

  it('carries the query strings of intermediate targets, as following the chain would', () => {
    const { table } = build([
      { from: '/a', to: '/b?utm=a#form' },
      { from: '/b', to: '/formations?programCat=design' },
    ]);
    expect(table.lookup('/a')?.to).toBe('/formations?programCat=design&utm=a#form');
  });

  it('resolves a chain of 10,000 rules without recursion', () => {
    const rules = Array.from({ length: 10_000 }, (_, index) => ({ from: `/step-${index}`, to: `/step-${index + 1}` }));
    const { table, rejected } = build(rules);
    expect(rejected).toEqual([]);
    expect(table.lookup('/step-0')?.to).toBe('/step-10000');
    expect(table.lookup('/step-9999')?.to).toBe('/step-10000');
  });
});

describe('loops', () => {
  it('rejects every rule of a loop and says which loop', () => {
    const { table, rejected } = build([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
      { from: '/ok', to: '/formations' },
    ]);
    expect(table.size).toBe(1);
    expect(table.lookup('/a')).toBeNull();
    expect(table.lookup('/b')).toBeNull();
    expect(rejected).toEqual([
      { from: '/a', reason: 'redirect loop: /a → /b → /a' },
      { from: '/b', reason: 'redirect loop: /a → /b → /a' },
    ]);
  });

  it('detects longer loops', () => {
    const { table, rejected } = build([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/c' },
      { from: '/c', to: '/d' },
      { from: '/d', to: '/A/' },
    ]);
    expect(table.size).toBe(0);
    expect(rejected.map((rejection) => rejection.reason)).toEqual(
      Array(4).fill('redirect loop: /a → /b → /c → /d → /a'),
    );
  });

  it('rejects rules that lead into a loop, whether they come before or after it', () => {
    const loop = [
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
    ];
    const tails = [
      { from: '/into-loop', to: '/a' },
      { from: '/into-tail', to: '/into-loop' },
    ];
    for (const rules of [
      [...tails, ...loop],
      [...loop, ...tails],
    ]) {
      const { table, rejected } = build(rules);
      expect(table.size).toBe(0);
      const reasons = new Map(rejected.map((rejection) => [rejection.from, rejection.reason]));
      expect(reasons.get('/a')).toMatch(/^redirect loop/);
      expect(reasons.get('/b')).toMatch(/^redirect loop/);
      expect(reasons.get('/into-loop')).toMatch(/loop/);
      expect(reasons.get('/into-tail')).toMatch(/loop/);
    }
  });
});

describe('lookup', () => {
  const { table } = build([
    { from: '/contact-us', to: '/' },
    { from: '/fr/école-hôtelière', to: '/ecoles/edh' },
  ]);

  it('finds a rule under any spelling of its path', () => {
    expect(table.lookup('/Contact-Us/')).toEqual({ to: '/', status: 301 });
    expect(table.lookup('/fr/%C3%89cole-h%C3%B4teli%C3%A8re')?.to).toBe('/ecoles/edh');
  });

  it('takes the pathname only, but tolerates a query string left on it', () => {
    expect(table.lookup('/contact-us?utm_source=x')?.to).toBe('/');
  });

  it('answers null for a path that is not a rule, nor a valid path', () => {
    expect(table.lookup('/formations')).toBeNull();
    expect(table.lookup('/')).toBeNull();
    expect(table.lookup('/contact-us/more')).toBeNull();
    expect(table.lookup('/%E0%A4%A')).toBeNull();
    expect(table.lookup(`/${'a'.repeat(5000)}`)).toBeNull();
    expect(table.lookup('')).toBeNull();
  });

  it('answers null on an empty table', () => {
    expect(buildRedirectTable([]).lookup('/contact-us')).toBeNull();
    expect(buildRedirectTable([[], []]).size).toBe(0);
  });
});

describe('the legacy redirects file', () => {
  const { table, rejected } = build(legacyRedirects);

  it('has every rule accepted, each for its own path', () => {
    expect(rejected).toEqual([]);
    expect(table.size).toBe(legacyRedirects.length);
    expect(legacyRedirects.length).toBeGreaterThanOrEqual(300);
    expect(legacyRedirects.length).toBeLessThanOrEqual(400);
  });

  it.each([
    ['/contact-us', '/'],
    ['/fr/candidature-en-ligne', '/formations'],
    ['/fr/contactez-nous', '/horizon'],
    ['/fr/paiement-confirme', '/paiement-en-ligne'],
    ['/fr/merci-virement', '/autre-moyen-de-paiement'],
    ['/fr/demande-de-documentation', '/remerciement-contact'],
  ])('redirects %s to %s with a 301', (from, to) => {
    expect(table.lookup(from)).toEqual({ to, status: 301 });
  });

  it('resolves its two-hop chains in one hop', () => {
    expect(table.lookup('/fr/candidature')?.to).toBe('/formations');
    expect(table.lookup('/fr/nous-contacter')?.to).toBe('/horizon');
    expect(table.lookup('/fr/campagne/rentree-2022')).toEqual({ to: '/formations', status: 301 });
    expect(table.lookup('/en/study-in-france/casablanca')?.to).toBe('/en/offices');
    const chains = legacyRedirects.filter((rule) => table.lookup(rule.to) !== null);
    expect(chains.length).toBeGreaterThanOrEqual(3);
    for (const rule of legacyRedirects) {
      const target = table.lookup(rule.from);
      expect(target, rule.from).not.toBeNull();
      expect(table.lookup(target?.to ?? ''), `${rule.from} answers in one hop`).toBeNull();
    }
  });

  it('redirects no page of the new site', () => {
    const sitePages = [
      /^\/$/,
      /^\/(formations|ecoles|bureaux|news|horizon|temoignages|outre-mer|brochure|contact|inscription)(\/|$)/,
      /^\/(etudier-en-france|etudier-dans-votre-pays|paiement-en-ligne|autre-moyen-de-paiement|remerciement-contact)(\/|$)/,
      /^\/en$/,
      /^\/(accompagnement|admission|faq|lives|campus|mentions-legales|charte-donnees-personnelles)(\/|$)/,
      /^\/en\/(courses|schools|offices|news|faq|lives|campus|horizon|support|brochure|contact|registration)(\/|$)/,
      // English landings of the demo content (their slugs are translated), and their articles.
      /^\/en\/(study-in-france|international-students|admissions|online-payment|other-payment-methods|thank-you|testimonials|overseas-france|legal-notice|personal-data-charter)$/,
      /^\/en\/study-in-france\/(student-visa|student-accommodation|cost-of-living|health-insurance|working-while-studying)$/,
      /^\/en\/international-students\/our-programmes-abroad$/,
    ];
    // `/fr/...` is the old French prefix; the new site only redirects it away (French is unprefixed).
    const newSitePages = legacyRedirects
      .map((rule) => normalizePath(rule.from))
      .filter((key) => sitePages.some((page) => page.test(key ?? '')));
    expect(newSitePages).toEqual([]);
    expect(legacyRedirects.map((rule) => normalizePath(rule.from))).not.toContain('/fr');
  });
});
