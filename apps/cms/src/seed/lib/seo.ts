import type { Meta, Seo } from '../components';
import type { Locale } from '../bilingual';

// Limits of the shared.seo component (maxLength 70 and 200): longer texts are cut at a word.
const TITLE_MAX = 70;
const DESCRIPTION_MAX = 200;

const BRAND: Record<Locale, string> = { fr: 'Horizon Écoles', en: 'Horizon Schools' };

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.–-]+$/, '')}…`;
}

export function seo(
  locale: Locale,
  title: string,
  description: string,
  options: { shareImage?: { id: number; alt: string }; metas?: Meta[] } = {},
): Seo {
  const branded = `${title} | ${BRAND[locale]}`;
  return {
    metaTitle: branded.length <= TITLE_MAX ? branded : shorten(title, TITLE_MAX),
    metaDescription: shorten(description.replace(/\s+/g, ' ').trim(), DESCRIPTION_MAX),
    ...(options.shareImage ? { shareImage: options.shareImage.id, shareImageAlt: options.shareImage.alt } : {}),
    ...(options.metas ? { metas: options.metas } : {}),
  };
}
