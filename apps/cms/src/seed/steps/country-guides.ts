import type { Seo } from '../components';
import { requireId, upsertLocalized } from '../lib/documents';
import { seo } from '../lib/seo';
import { type SeedContext } from '../types';
import { perLocale, type Locale } from '../bilingual';
import { UID } from '../uids';
import { COUNTRY_GUIDES, faqAnswer, guideFigure } from '../content/country-guides';
import type { GuideStepSeed } from '../content/country-guide-steps';
import type { ReferenceIds } from './reference-data';

interface StepFields {
  key: string;
  title: string;
  description: string;
  needs: string;
  asks: string;
  produces: string;
  weeksBeforeIntake: number;
  onDay?: string;
  deadlineWeeksBeforeIntake?: number;
}

type GuideFigure = ReturnType<typeof guideFigure>;

interface CountryGuideFields {
  title: string;
  slug: string;
  country: string;
  countryCode: string;
  intro: string;
  etudesEnFrance: boolean;
  procedure: string;
  procedureFee: string;
  currency: string;
  procedureFeeFigure: GuideFigure;
  travelFigure: GuideFigure;
  steps: StepFields[];
  levelPaths: Array<{
    graduationLevel: string;
    requirements: string;
    diploma: string;
    entryYear: string;
    steps: StepFields[];
  }>;
  otherSchools: string;
  recognition: string;
  translationsRequired: boolean;
  languages: string;
  visaDocuments: Array<{ text: string }>;
  faqs: Array<{ title: string; body: string }>;
  testimonials: Array<{ text: string; author: string; role: string }>;
  seo: Seo;
}

const stepFields = (step: GuideStepSeed, locale: Locale): StepFields => ({
  key: step.key,
  title: step.title[locale],
  description: step.description[locale],
  needs: step.needs.join(','),
  asks: step.asks.join(','),
  produces: step.produces.join(','),
  weeksBeforeIntake: step.weeksBeforeIntake,
  ...(step.onDay === undefined ? {} : { onDay: step.onDay }),
  ...(step.deadlineWeeksBeforeIntake === undefined
    ? {}
    : { deadlineWeeksBeforeIntake: step.deadlineWeeksBeforeIntake }),
});

/** One guide per office country, found again by its French slug; each level path names its level. */
export async function seedCountryGuides(ctx: SeedContext, { reference }: { reference: ReferenceIds }): Promise<void> {
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
        currency: guide.currency,
        procedureFeeFigure: guideFigure(guide.procedureFeeFigure, ctx.calendar),
        travelFigure: guideFigure(guide.travelFigure, ctx.calendar),
        steps: guide.steps.map((step) => stepFields(step, locale)),
        levelPaths: guide.levelPaths.map((path) => ({
          graduationLevel: requireId(reference.levels, path.level, 'graduation level'),
          requirements: path.requirements[locale],
          diploma: path.diploma[locale],
          entryYear: path.entryYear[locale],
          steps: path.steps.map((step) => stepFields(step, locale)),
        })),
        otherSchools: guide.otherSchools[locale],
        recognition: guide.recognition[locale],
        translationsRequired: guide.translationsRequired,
        languages: guide.languages[locale],
        visaDocuments: guide.visaDocuments.map((line) => ({ text: line[locale] })),
        faqs: guide.faqs.map((faq) => ({ title: faq.question[locale], body: faqAnswer(faq, ctx.calendar)[locale] })),
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
