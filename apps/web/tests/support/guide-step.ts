import type { GuideStepData } from '@/lib/cms/schemas/country-guide';

/**
 * A guide step as the CMS gives it, titled by its key: `weeks` before the intake (or on a day of
 * the year), after `needs`, asking for and giving the documents named.
 */
export const guideStep = (
  key: string,
  weeks: number,
  needs: string[] = [],
  deadline: number | null = null,
  { asks = [], produces = [], onDay = null }: { asks?: string[]; produces?: string[]; onDay?: string | null } = {},
): GuideStepData => ({
  key,
  title: key,
  description: null,
  needs,
  asks,
  produces,
  weeksBeforeIntake: weeks,
  onDay,
  deadlineWeeksBeforeIntake: deadline,
});
