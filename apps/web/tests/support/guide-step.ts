import type { GuideStepData } from '@/lib/cms/schemas/country-guide';

/** A guide step as the CMS gives it, titled by its key: `weeks` before the intake, after `needs`. */
export const guideStep = (
  key: string,
  weeks: number,
  needs: string[] = [],
  deadline: number | null = null,
  description: string | null = null,
): GuideStepData => ({
  key,
  title: key,
  description,
  needs,
  weeksBeforeIntake: weeks,
  deadlineWeeksBeforeIntake: deadline,
});
