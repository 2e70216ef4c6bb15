import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { Website } from '@/lib/cms/schemas/website';
import { siteTagManagerId } from '@/lib/consent/site-tag-manager';
import { CONSENT_TEXT_KEYS, type ConsentTexts } from '@/lib/consent/texts';
import { ConsentDefaultsTag } from './consent-defaults-tag';
import { ConsentManager } from './consent-manager';

/**
 * Consent (CNIL): Consent Mode's denied defaults, inline so they run before anything can load
 * the tag manager, and the banner, which loads the tag manager only after a yes. Without a
 * tag-manager container nothing non-essential exists, so nothing is asked.
 */
export async function Consent({ locale, website }: { locale: Locale; website: Website }) {
  const tagManagerId = siteTagManagerId(website);
  if (!tagManagerId) return null;
  const t = await getTranslations('consent');
  const texts = Object.fromEntries(CONSENT_TEXT_KEYS.map((key) => [key, t(key)])) as ConsentTexts;
  return (
    <>
      <ConsentDefaultsTag />
      <ConsentManager tagManagerId={tagManagerId} locale={locale} texts={texts} />
    </>
  );
}
