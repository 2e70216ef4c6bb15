import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { COUNTRY_GUIDES } from '../../../cms/src/seed/content/country-guides';
import { stepsOfLevel } from '../../../cms/src/seed/content/country-guide-steps';
import { demoIntakes } from '../../../cms/src/seed/content/intakes';
import { demoCalendar } from '../../../cms/src/seed/lib/demo-calendar';
import { intakeTimelines, type GuideStep } from '@/lib/guides/intake-timeline';
import { timelineEntries } from '@/lib/guides/scholarship-deadlines';
import { asSiteStep } from '../support/seeded-guide-step';

vi.mock('next-intl/server', () => import('../support/builtin-translations'));
const { GuideTimeline } = await import('@/components/guides/guide-timeline');

// A Senegalese Bachelor's timeline as the guide draws it, for the demo seeded on a set day and read
// on set days: the closed intakes and the one that can still be made, whatever day the test runs.

const senegal = COUNTRY_GUIDES.find((guide) => guide.countryCode === 'SN')!;
const steps: GuideStep[] = stepsOfLevel(senegal.steps, senegal.levelPaths[0]!).map(asSiteStep);

async function drawn(seeded: string, today: string) {
  const intakes = demoIntakes(demoCalendar(new Date(`${seeded}T09:00:00Z`))).map((intake) => ({
    label: intake.label.en,
    slug: intake.key,
    startDate: intake.startDate,
  }));
  const timelines = intakeTimelines(steps, intakes, today).map((timeline) => ({
    ...timeline,
    entries: timelineEntries(timeline.steps, []),
  }));
  const html = renderToStaticMarkup(await GuideTimeline({ steps, timelines, group: 'intake-bac3', locale: 'en' }));
  const disclosures = html.split('<details ').slice(1);
  return {
    html,
    intakes: disclosures.map((body) => ({
      label: /<summary>([^(<]*)/.exec(body)![1]!.trim(),
      open: /^[^>]*\bopen=""/.test(body),
      closed: body.includes('can no longer be made'),
      dated: (body.match(/<time /g) ?? []).length,
      next: /href="#intake-bac3-([a-z]+)"/.exec(body)?.[1] ?? null,
    })),
  };
}

describe('the intakes of a guide', () => {
  it('seeded and read on 29 November 2026: January and February too late, pointing to September, open', async () => {
    const { intakes } = await drawn('2026-11-29', '2026-11-29');
    expect(intakes).toEqual([
      { label: 'January 2027 intake', open: false, closed: true, dated: 0, next: 'september' },
      { label: 'February 2027 intake', open: false, closed: true, dated: 0, next: 'september' },
      { label: 'September 2027 intake', open: true, closed: false, dated: steps.length, next: null },
    ]);
  });

  it('seeded in spring: every intake can still be made, the first one open', async () => {
    const { intakes } = await drawn('2027-03-01', '2027-03-01');
    expect(intakes.map(({ label, open, closed }) => [label, open, closed])).toEqual([
      ['September 2027 intake', true, false],
      ['January 2028 intake', false, false],
      ['February 2028 intake', false, false],
    ]);
    expect(intakes.every((intake) => intake.dated === steps.length)).toBe(true);
  });

  it('read long after its seeding, with no intake left to make: each says so, none is open', async () => {
    const { html, intakes } = await drawn('2026-11-29', '2027-06-01');
    expect(intakes).toEqual([{ label: 'September 2027 intake', open: false, closed: true, dated: 0, next: null }]);
    expect(html).toContain('None of the intakes announced can still be made');
  });
});
