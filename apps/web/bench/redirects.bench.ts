import { bench, describe } from 'vitest';
import { buildRedirectTable, type RedirectRuleInput } from '@/lib/redirects/table';

/**
 * Rules shaped like a large legacy export: most go straight to a page of the site, one in ten
 * points at another legacy path so that building also resolves chains.
 */
function generatedRules(count: number): RedirectRuleInput[] {
  return Array.from({ length: count }, (_, index) => ({
    from: `/fr/ancien-site/rubrique-${index % 97}/page-${index}`,
    to:
      index % 10 === 9 && index + 1 < count
        ? `/fr/ancien-site/rubrique-${(index + 1) % 97}/page-${index + 1}`
        : `/formations/formation-${index % 500}`,
    status: index % 20 === 0 ? 302 : 301,
  }));
}

const miss = '/fr/ancien-site/rubrique-3/page-inexistante';

for (const size of [0, 5_000, 50_000]) {
  describe(`lookup in a table of ${size.toLocaleString('en')} rules`, () => {
    const table = buildRedirectTable([generatedRules(size)]);
    const last = size - 1;
    const hit = `/fr/ancien-site/rubrique-${last % 97}/page-${last}`;
    // The same rule as a crawler might spell it: upper case, trailing slash; skips the fast path.
    const hitSpelledDifferently = `/FR/Ancien-Site/Rubrique-${last % 97}/Page-${last}/`;

    bench('miss', () => {
      table.lookup(miss);
    });
    // An empty table has no rule to hit.
    if (size > 0) {
      bench('hit', () => {
        table.lookup(hit);
      });
      bench('hit, spelled differently', () => {
        table.lookup(hitSpelledDifferently);
      });
    }
  });
}

describe('building the table once', () => {
  const rules = generatedRules(50_000);

  bench(
    'buildRedirectTable, 50,000 rules',
    () => {
      buildRedirectTable([rules]);
    },
    { iterations: 20 },
  );
});
