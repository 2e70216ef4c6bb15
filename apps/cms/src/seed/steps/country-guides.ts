import type { Seo } from '../components';
import { upsertLocalized } from '../lib/documents';
import { seo } from '../lib/seo';
import { perLocale, type SeedContext } from '../types';
import { UID } from '../uids';
import { COUNTRY_GUIDES } from '../content/country-guides';

interface CountryGuideFields {
  title: string;
  slug: string;
  country: string;
  countryCode: string;
  intro: string;
  etudesEnFrance: boolean;
  procedure: string;
  procedureFee: string;
  steps: Array<{ title: string; description: string; weeksBeforeIntake: number }>;
  otherSchools: string;
  recognition: string;
  languages: string;
  visaDocuments: Array<{ text: string }>;
  faqs: Array<{ title: string; body: string }>;
  testimonials: Array<{ text: string; author: string; role: string }>;
  seo: Seo;
}

/** One guide per office country, found again by its French slug. */
export async function seedCountryGuides(ctx: SeedContext): Promise<void> {
  for (const guide of COUNTRY_GUIDES) {
    await upsertLocalized(ctx, {
      uid: UID.countryGuide,
      key: 'slug',
      data: perLocale<CountryGuideFields>((locale) => ({
        title: guide.title[locale],
        slug: guide.slug[locale],
        country: guide.country[locale],
        countryCode: guide.countryCode,
        intro: guide.intro[locale],
        etudesEnFrance: guide.etudesEnFrance,
        procedure: guide.procedure[locale],
        procedureFee: guide.procedureFee[locale],
        steps: guide.steps.map((step) => ({
          title: step.title[locale],
          description: step.description[locale],
          weeksBeforeIntake: step.weeksBeforeIntake,
        })),
        otherSchools: guide.otherSchools[locale],
        recognition: guide.recognition[locale],
        languages: guide.languages[locale],
        visaDocuments: guide.visaDocuments.map((line) => ({ text: line[locale] })),
        faqs: guide.faqs.map((faq) => ({ title: faq.question[locale], body: faq.answer[locale] })),
        testimonials: guide.testimonials.map((quote) => ({
          text: quote.text[locale],
          author: quote.author,
          role: quote.role[locale],
        })),
        seo: seo(locale, guide.title[locale], guide.intro[locale]),
      })),
    });
  }
}
