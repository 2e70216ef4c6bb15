/** Why a CLOCK_OFFSET_DAYS is refused: it is not a whole number of days. */
export const CLOCK_OFFSET_WHOLE_DAYS: string;
/** Why a CLOCK_OFFSET_DAYS is refused: it is more than a hundred years either way. */
export const CLOCK_OFFSET_WITHIN_A_CENTURY: string;

/**
 * CLOCK_OFFSET_DAYS as both apps read it: unset or blank is 0; otherwise a whole number of days
 * within a hundred years either way (spaces around it allowed), or why it is refused.
 */
export function readClockOffsetDays(raw: string | undefined): { days: number } | { error: string };

/**
 * "Now" for what an app decides from dates (open intakes, deadlines, the next live, the demo's
 * dates): the machine's time moved by `days`. Timers, durations, cache ages and log times keep
 * `Date.now()`: they measure time that passes, not the day it is.
 */
export function movedNow(days: number): Date;
