import { describe, expect, it } from 'vitest';
import { isLinkable } from './site-anchor';

describe('isLinkable', () => {
  it.each([
    '/',
    '/formations',
    '/en/courses?programCat=x',
    'https://www.example.org/a',
    'mailto:a@b.fr',
    'tel:+33 1 23 45 67 89',
  ])('accepts %s', (href) => expect(isLinkable(href)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'www.example.org',
    'ftp://x',
    '/a b',
    '',
  ])('refuses %j', (href) => expect(isLinkable(href)).toBe(false));
});
