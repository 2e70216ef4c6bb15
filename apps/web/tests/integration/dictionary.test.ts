import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dictionary } from '@/lib/dictionary/rules';
import { adminToken } from '../support/admin';
import { testEnv } from '../support/env';
import { eventually, h1, htmlLang, page } from '../support/site';

// Requirements 5: interface texts come from the built-in dictionary with the CMS "taxonomy" on top.
// An editor's change reaches the site through the revalidation webhook. A text over 250 characters
// is refused when saved in the admin (and would be replaced on the site by an error naming its key,
// see lib/dictionary/rules.test.ts); a key without a text shows "la taxo pour {key} n'existe pas".
// The FAQ page's heading and introduction are the texts changed here.

type Trees = { fr: Dictionary; en: Dictionary };
const TAXONOMY = `${testEnv.cmsUrl}/content-manager/single-types/api::taxonomy.taxonomy`;

async function readTaxonomy(): Promise<Trees> {
  const response = await fetch(TAXONOMY, { headers: { authorization: `Bearer ${await adminToken()}` } });
  if (!response.ok) throw new Error(`taxonomy read: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: Trees };
  return { fr: data.fr, en: data.en };
}

/** What an editor does in the admin: changes the texts and saves (the taxonomy has no draft). */
async function saveTaxonomy(trees: Trees): Promise<void> {
  const response = await fetch(TAXONOMY, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(trees),
  });
  if (!response.ok) throw new Error(`taxonomy save: ${response.status} ${await response.text()}`);
}

const faqTexts = (trees: Trees, locale: 'fr' | 'en') => trees[locale].faq as Record<string, string>;

let original: Trees;
beforeAll(async () => {
  original = await readTaxonomy();
});
afterAll(async () => {
  if (!original) return;
  // The other tests expect the texts as they were.
  await saveTaxonomy(original);
  await eventually(async () => {
    expect(h1((await page('/faq')).html)).toBe(faqTexts(original, 'fr').title);
  });
});

describe('texts edited in the CMS', () => {
  it('refuses, when an editor saves it, a text over 250 characters, naming its key', async () => {
    const tooLong = `${'Admission, visa, logement et frais : toutes les réponses. '.repeat(5)}`.slice(0, 251);
    expect(tooLong).toHaveLength(251);
    const edited: Trees = structuredClone(original);
    edited.fr.faq = { ...faqTexts(original, 'fr'), intro: tooLong };
    const response = await fetch(TAXONOMY, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(edited),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /250 caractères au plus par texte : fr\.faq\.intro/,
    );
    expect(faqTexts(await readTaxonomy(), 'fr').intro).toBe(faqTexts(original, 'fr').intro);
  });

  it('show an error naming the key of a text replaced by a group of texts', async () => {
    const edited: Trees = structuredClone(original);
    edited.fr.faq = {
      ...faqTexts(original, 'fr'),
      // A group of texts where the page expects one text: the key has no text any more.
      title: { short: 'FAQ', long: 'Questions fréquentes' },
    };
    await saveTaxonomy(edited);

    await eventually(async () => {
      const { status, html } = await page('/faq');
      expect(status).toBe(200);
      expect(h1(html)).toBe("la taxo pour faq.title n'existe pas");
    });
    // The other language keeps its own texts.
    const english = await page('/en/faq');
    expect(htmlLang(english.html)).toBe('en');
    expect(h1(english.html)).toBe(faqTexts(original, 'en').title);
  });

  it('keep a text of exactly 250 characters', async () => {
    const longest = 'Admission, visa, logement et frais : toutes les réponses. '.repeat(5).slice(0, 250);
    const edited: Trees = structuredClone(original);
    edited.fr.faq = { ...faqTexts(original, 'fr'), intro: longest };
    await saveTaxonomy(edited);
    await eventually(async () => {
      const { html } = await page('/faq');
      expect(html).toContain(longest.trim());
      expect(html).not.toContain('la taxo pour faq.intro');
      expect(h1(html)).toBe(faqTexts(original, 'fr').title);
    });
  });
});
