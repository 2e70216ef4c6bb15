import { upsertSingle } from '../lib/documents';
import type { SeedContext } from '../types';
import { UID } from '../uids';
import { nationalCosts } from '../content/study-costs';

/** The national amounts of the cost calculator (the campuses and courses carry their own). */
export async function seedStudyCosts(ctx: SeedContext): Promise<void> {
  const national = nationalCosts(ctx.calendar);
  await upsertSingle(ctx, UID.studyCost, { ...national, exchangeRates: [...national.exchangeRates] });
}
