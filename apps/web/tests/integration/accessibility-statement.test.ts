import axePackage from 'axe-core/package.json';
import { describe, expect, it } from 'vitest';
import {
  AUDITED_PAGES,
  AXE_RULE_COUNT,
  AXE_STANDARD_TAGS,
  KEYBOARD_CHECKS,
  RGAA_CRITERIA_COUNT,
  RGAA_CRITERIA_TESTED,
} from '@/lib/accessibility/audit';
import en from '@/lib/dictionary/en.json';
import fr from '@/lib/dictionary/fr.json';
import { cms } from '../support/cms';
import { decodeEntities, h1, page } from '../support/site';

const STATEMENTS = [
  { locale: 'fr', path: '/accessibilite', other: '/en/accessibility', texts: fr },
  { locale: 'en', path: '/en/accessibility', other: '/accessibilite', texts: en },
] as const;

/** The page's text, tags and comments removed, entities read back, spaces collapsed. */
const textOf = (html: string) =>
  decodeEntities(
    (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

describe.each(STATEMENTS)('the accessibility statement ($path)', ({ locale, path, other, texts }) => {
  it('answers 200 with its title, canonical and the other language as alternate', async () => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(h1(html)).toBe(texts.accessibility.title);
    expect(html).toContain(`<html lang="${locale}"`);
    expect(decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toMatch(
      new RegExp(`^${texts.accessibility.title} \\| [^|]+$`),
    );
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"`));
    expect(html).toMatch(new RegExp(`hrefLang="${locale === 'fr' ? 'en' : 'fr'}" href="https?://[^"]+${other}"`));
  });

  it('reports the audit the tests run: rules, standards, RGAA criteria, pages and keyboard checks', async () => {
    const text = textOf((await page(path)).html);
    expect(text).toContain(`axe-core ${axePackage.version}`);
    expect(text).toContain(` ${AXE_RULE_COUNT} `);
    for (const tag of AXE_STANDARD_TAGS) expect(text).toContain(tag);
    expect(text).toContain(RGAA_CRITERIA_TESTED.join(', '));
    expect(text).toMatch(new RegExp(`${RGAA_CRITERIA_TESTED.length}\\D+${RGAA_CRITERIA_COUNT}`));
    expect(text).toContain(`${AUDITED_PAGES.length} types`);
    expect(text).toContain(`${AUDITED_PAGES.length * 4}`);
    for (const sample of AUDITED_PAGES) {
      expect(text).toContain(texts.accessibility.pageTypes[sample.type as keyof typeof texts.accessibility.pageTypes]);
      expect(text).toContain(` ${sample.paths.fr}`);
      expect(text).toContain(` ${sample.paths.en}`);
    }
    for (const check of KEYBOARD_CHECKS) expect(text).toContain(texts.accessibility.keyboardChecks[check.key]);
  });

  it('names a contact (the contact form and the address from the CMS) and the recourse', async () => {
    const { html } = await page(path);
    const { json } = await cms('/users/me', { locale });
    const details = String((json as { details?: string } | null)?.details ?? '');
    expect(details).not.toBe('');
    const address = /<address[^>]*>([\s\S]*?)<\/address>/.exec(html)?.[1];
    expect(decodeEntities(address ?? '')).toBe(details);
    expect(html).toContain(`href="${locale === 'fr' ? '/contact' : '/en/contact'}"`);
    expect(textOf(html)).toContain('Libre réponse 71120, 75342 Paris CEDEX 07');
    expect(html).toContain('href="https://formulaire.defenseurdesdroits.fr/"');
  });
});

describe('the footer', () => {
  it.each([
    ['/', '/accessibilite', fr.footer.accessibility],
    ['/formations', '/accessibilite', fr.footer.accessibility],
    ['/en/faq', '/en/accessibility', en.footer.accessibility],
    ['/en/courses/no-such-course', '/en/accessibility', en.footer.accessibility],
  ])('of %s links to the statement, naming the compliance status', async (from, to, label) => {
    const footer = /<footer[\s\S]*<\/footer>/.exec((await page(from)).html)?.[0] ?? '';
    const link = new RegExp(`<a[^>]*href="${to}"[^>]*>([^<]*)</a>`).exec(footer);
    expect(decodeEntities(link?.[1] ?? '')).toBe(label);
  });
});
