import { describe, expect, it } from 'vitest';
import { checkSteps, stepsOfLevel, type GuideStepSeed } from '../../../../cms/src/seed/content/country-guide-steps';
import { COUNTRY_GUIDES } from '../../../../cms/src/seed/content/country-guides';
import { INTAKES } from '../../../../cms/src/seed/content/intakes';
import { SCHOLARSHIPS } from '../../../../cms/src/seed/content/scholarships';
import { datedSteps, weeksBefore, type GuideStep } from './intake-timeline';

// The CMS seed owns the guides' steps; the site dates them. This holds the two equal: every seeded
// guide, at every level and for every seeded intake, is dated by its usual weeks alone (no step had
// to be moved after a step it needs), and the seed's own check refuses a step dated before its need.

const asSiteStep = (step: GuideStepSeed): GuideStep => ({
  key: step.key,
  title: step.title.en,
  description: null,
  needs: step.needs,
  weeksBeforeIntake: step.weeksBeforeIntake,
  deadlineWeeksBeforeIntake: step.deadlineWeeksBeforeIntake ?? null,
});

describe('the seeded country guides', () => {
  it.each(COUNTRY_GUIDES.map((guide) => [guide.countryCode, guide] as const))(
    '%s: each level walks its steps after what they need, for every intake',
    (_code, guide) => {
      expect(guide.levelPaths.map((path) => path.level)).toEqual(['bac3', 'bac5']);
      for (const path of guide.levelPaths) {
        const steps = stepsOfLevel(guide.steps, path).map(asSiteStep);
        for (const intake of INTAKES) {
          const dated = datedSteps(steps, intake.startDate, '2000-01-01');
          for (const step of dated) {
            expect(step.date, `${path.level} ${intake.key} ${step.key}`).toBe(
              weeksBefore(intake.startDate, step.weeksBeforeIntake),
            );
            for (const need of dated.filter((other) => step.needs.includes(other.key)))
              expect(need.date < step.date, `${path.level} ${intake.key}: ${step.key} after ${need.key}`).toBe(true);
          }
          // The visa file asks for the housing and the admission.
          const order = dated.map((step) => step.key);
          expect(order.indexOf('housing')).toBeLessThan(order.indexOf('visa'));
          expect(order.indexOf('admission')).toBeLessThan(order.indexOf('visa'));
        }
      }
    },
  );

  it('names, for each scholarship, a step every guide has', () => {
    for (const scholarship of SCHOLARSHIPS)
      for (const guide of COUNTRY_GUIDES) expect(guide.steps.map((step) => step.key)).toContain(scholarship.requires);
  });

  it('refuses a step dated before a step it needs, an unknown need, a missing level', () => {
    const guide = COUNTRY_GUIDES[0]!;
    const moved = guide.steps.map((step) => (step.key === 'housing' ? { ...step, weeksBeforeIntake: 6 } : step));
    expect(() => checkSteps('XX', moved, guide.levelPaths)).toThrow(/visa is dated on or before housing/);
    const unknown = guide.steps.map((step) => (step.key === 'visa' ? { ...step, needs: ['passport' as const] } : step));
    // @ts-expect-error -- an editor's key the seed does not know
    expect(() => checkSteps('XX', unknown, guide.levelPaths)).toThrow(/needs "passport"/);
    expect(() => checkSteps('XX', guide.steps, guide.levelPaths.slice(0, 1))).toThrow(/bac5 path/);
  });
});
