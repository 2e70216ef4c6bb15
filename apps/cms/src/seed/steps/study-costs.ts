import { upsertSingle } from '../lib/documents';
import type { SeedContext } from '../types';
import { UID } from '../uids';
import { NATIONAL_COSTS } from '../content/study-costs';

/** The national amounts of the cost calculator (the campuses and courses carry their own). */
export async function seedStudyCosts(ctx: SeedContext): Promise<void> {
  await upsertSingle(ctx, UID.studyCost, { ...NATIONAL_COSTS, exchangeRates: [...NATIONAL_COSTS.exchangeRates] });
}
