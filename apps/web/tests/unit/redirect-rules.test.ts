import { describe, expect, it } from 'vitest';
import { buildRedirectTable, type RedirectRuleInput } from '@/lib/redirects/table';
import { normalizePath } from '@/lib/redirects/normalize';
import { conflictWith, pathKey, ruleProblem } from '../../../cms/src/api/redirect/redirect-rules';

// The CMS refuses, when an editor saves it, a redirect the site would drop when it builds its
// table. Both verdicts must agree, or an editor's rule would be accepted and silently ignored.

const single: Array<[string, string, number]> = [
  ['/ancienne-page', '/formations', 301],
  ['/Ancienne-Page/', '/en/courses?x=1#top', 308],
  ['/%C3%A9cole', '/ecoles', 302],
  ['/a', '/b', 307],
  ['https://old.example/a', '/b', 301],
  ['/a?x=1', '/b', 301],
  ['/a#x', '/b', 301],
  ['a', '/b', 301],
  ['/%zz', '/b', 301],
  ['/a', 'https://evil.example/', 301],
  ['/a', '//evil.example', 301],
  ['/a', '/\\evil.example', 301],
  ['/a', '/%2Fevil.example', 301],
  ['/a', '/b c', 301],
  ['/a', 'b', 301],
  ['/a', '/%zz', 301],
  ['/a', '/A/', 301],
  ['/a', '/b', 303],
  ['/a', '/b', 300],
  ['/a', '/b', 200],
];

describe('redirect rules: the CMS refuses what the site drops', () => {
  it.each(single)('%s → %s (%i)', (from, to, code) => {
    const siteAccepts = buildRedirectTable([[{ from, to, status: code }]]).size === 1;
    expect(ruleProblem({ from, to, code }) === null).toBe(siteAccepts);
  });

  // The site reads `//old.example/a` as the path /old.example/a; an editor who types it meant a domain.
  it('is stricter than the site on a former address that looks like a domain', () => {
    expect(buildRedirectTable([[{ from: '//old.example/a', to: '/b' }]]).size).toBe(1);
    expect(ruleProblem({ from: '//old.example/a', to: '/b', code: 301 })).toMatch(/sans le domaine/);
  });

  it('computes the same lookup key as the site', () => {
    for (const path of ['/', '/A//B/', '/%C3%A9cole', '/e\u0301cole', '/%zz', 'x', '/a?b#c', '/%2F'])
      expect(pathKey(path)).toBe(normalizePath(path));
  });

  const sets: Array<[string, RedirectRuleInput[], RedirectRuleInput]> = [
    ['a two-rule loop', [{ from: '/b', to: '/a' }], { from: '/a', to: '/b' }],
    [
      'a three-rule loop',
      [
        { from: '/b', to: '/c' },
        { from: '/C/', to: '/a' },
      ],
      { from: '/a', to: '/b' },
    ],
    ['a chain', [{ from: '/b', to: '/c' }], { from: '/a', to: '/b' }],
    [
      'a chain into an existing loop',
      [
        { from: '/b', to: '/c' },
        { from: '/c', to: '/b' },
      ],
      { from: '/a', to: '/b' },
    ],
    ['unrelated rules', [{ from: '/x', to: '/y' }], { from: '/a', to: '/b' }],
  ];

  it.each(sets)('%s', (_name, others, rule) => {
    let rejected = false;
    buildRedirectTable([others, [rule]], { onRejected: (r) => (rejected ||= r === rule) });
    const stored = others.map(({ from, to }) => ({ from, to }));
    expect(conflictWith({ from: rule.from, to: rule.to }, stored) === null).toBe(!rejected);
  });

  it('refuses a second rule for the same former address, however it is spelt', () => {
    expect(conflictWith({ from: '/Old-Page/', to: '/b' }, [{ from: '/old-page', to: '/c' }])).toMatch(/\/old-page/);
  });

  it('answers in both languages', () => {
    expect(ruleProblem({ from: 'https://old.example/a', to: '/b', code: 301 })).toMatch(
      /sans le domaine.*without the domain/,
    );
  });
});
