import { describe, expect, it } from 'vitest';
import { COUNTRY_GUIDES, faqAnswer, guideFigure } from '../../src/seed/content/country-guides';
import { LANDINGS } from '../../src/seed/content/pages/landings';
import { ONE_PLUS_TWO_TUITION } from '../../src/seed/content/pages/international-pages';
import { renderBlocks } from '../../src/seed/content/pages/page-blocks';
import { demoCalendar } from '../../src/seed/lib/demo-calendar';

// The amounts a family checks in the guides (issue 56): each with its source, the academic year it
// is published for and the day it was published, as the national figures; none said in a text
// without them.

const calendar = demoCalendar(new Date('2030-11-29T00:00:00Z'));

describe('the amounts of the seeded guides', () => {
  it.each(COUNTRY_GUIDES.map((guide) => [guide.countryCode, guide] as const))(
    '%s: the procedure fee cites its Campus France, the fare its basis, both with their year and day',
    (_code, guide) => {
      const fee = guideFigure(guide.procedureFeeFigure, calendar);
      const fare = guideFigure(guide.travelFigure, calendar);
      for (const figure of [fee, fare]) {
        expect(figure.academicYear).toBe(calendar.figuresYear);
        // Published before the demo can be seeded for that year (its September intake, at the earliest).
        expect(figure.publishedOn < `${calendar.figuresYear.slice(0, 4)}-09-08`).toBe(true);
        expect(figure.amount).toBeGreaterThan(0);
      }
      expect(fee.source).toMatch(/^Campus France .+ – frais de procédure Études en France$/);
      expect(fee.sourceEn).toMatch(/^Campus France .+ – Études en France procedure fee$/);
      expect(fee.sourceUrl).toMatch(/^https:\/\/www\.[a-z]+\.campusfrance\.org$/);
      expect(fare.source).toMatch(/^Estimation du réseau : .+–Paris en classe économique, relevé en juin/);
      expect(fare.sourceEn).toMatch(/^Network estimate: .+–Paris, surveyed in June/);
    },
  );

  it('gives the “1 + 2” year’s fee with its academic year and the page that publishes it, the page’s own', () => {
    const page = LANDINGS.flatMap((landing) => landing.articles).find(
      (article) => article.key === 'programmes-abroad',
    )!;
    const keyDatas = JSON.stringify(renderBlocks(page.blocks, 'fr', () => ({ id: 1, alt: '' })));
    const amount = { fr: ONE_PLUS_TWO_TUITION.firstYear.toLocaleString('fr-FR'), en: '3,900' };
    expect(keyDatas).toContain(`${amount.fr} € la 1re année`);
    const answers = COUNTRY_GUIDES.flatMap((guide) => guide.faqs.map((faq) => faqAnswer(faq, calendar))).filter(
      (answer) => answer.fr.includes('150 heures de français'),
    );
    expect(answers.length).toBeGreaterThanOrEqual(4);
    for (const answer of answers) {
      // "3 900 € cette année-là" said neither its year nor its source.
      expect(answer.fr).not.toContain('cette année-là');
      expect(answer.fr).toContain(
        `${amount.fr} € (tarif ${calendar.figuresYear} du réseau, donné sur notre page « Nos programmes internationaux »)`,
      );
      expect(answer.en).toContain(
        `€${amount.en} (the network’s ${calendar.figuresYear} fee, given on our “Our programmes abroad” page)`,
      );
    }
  });
});
