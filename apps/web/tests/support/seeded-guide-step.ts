import type { GuideStepSeed } from '../../../cms/src/seed/content/country-guide-steps';
import type { GuideStep } from '@/lib/guides/intake-timeline';

/** A step of the demo's guides as the site reads it from the CMS (English title, no description). */
export const asSiteStep = (step: GuideStepSeed): GuideStep => ({
  key: step.key,
  title: step.title.en,
  description: null,
  needs: step.needs,
  asks: step.asks,
  produces: step.produces,
  weeksBeforeIntake: step.weeksBeforeIntake,
  onDay: step.onDay ?? null,
  deadlineWeeksBeforeIntake: step.deadlineWeeksBeforeIntake ?? null,
});
