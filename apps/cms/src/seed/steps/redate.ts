import { moveDatedFields, type DatedField } from '../lib/dated-fields';
import { daysAfter } from '../lib/demo-calendar';
import { deadlineAfter, relativeTime, type RelativeTime } from '../lib/relative-time';
import { slugify } from '../lib/slug';
import { type SeedContext } from '../types';
import { perLocale } from '../bilingual';
import { UID } from '../uids';
import { demoBanner } from '../content/banner';
import { EVENTS, eventUrl } from '../content/events';
import { demoIntakes } from '../content/intakes';
import { demoLives } from '../content/lives';
import { SCHOLARSHIPS } from '../content/scholarships';

/** A field of the agenda, from the former day and from this run's. */
const moment = (ctx: SeedContext, when: RelativeTime): DatedField => ({
  was: relativeTime(ctx.former.dated.day, when),
  now: relativeTime(ctx.runDay, when),
});

/**
 * Moves the dates of a demo seeded on an earlier day to those of this run's day, in place: the
 * intakes (with their labels and slugs), the scholarship deadlines, the events, the lives (with a
 * title naming the September intake), the banner and the exchange rates' day, each where it still
 * holds what the seed gave it (docs/decisions/demo-dates.md). News, pictures and brochures keep
 * their day: they are the demo's past, and `npm run seed -- --force` writes them afresh.
 * Returns how many documents moved.
 */
export async function redateDemo(ctx: SeedContext): Promise<number> {
  let moved = 0;
  const count = (done: boolean) => void (moved += done ? 1 : 0);

  const former = new Map(demoIntakes(ctx.former.dated).map((intake) => [intake.key, intake]));
  for (const intake of demoIntakes(ctx.calendar)) {
    const was = former.get(intake.key);
    if (!was) continue;
    count(
      await moveDatedFields(
        ctx,
        UID.entryYear,
        { slug: slugify(was.label.fr) },
        perLocale((locale) => ({
          label: { was: was.label[locale], now: intake.label[locale] },
          slug: { was: slugify(was.label[locale]), now: slugify(intake.label[locale]) },
          startDate: { was: was.startDate, now: intake.startDate },
          order: { was: was.order, now: intake.order },
        })),
      ),
    );
  }

  for (const scholarship of SCHOLARSHIPS) {
    const deadline = {
      was: deadlineAfter(ctx.former.dated.day, scholarship.deadlineDays),
      now: deadlineAfter(ctx.runDay, scholarship.deadlineDays),
    };
    count(
      await moveDatedFields(
        ctx,
        UID.scholarship,
        { title: scholarship.title.fr },
        perLocale(() => ({ deadline })),
      ),
    );
  }

  for (const event of EVENTS) {
    const dates = { dateStart: moment(ctx, event.starts), dateEnd: moment(ctx, event.ends) };
    count(
      await moveDatedFields(
        ctx,
        UID.event,
        { url: eventUrl(event.key) },
        perLocale(() => dates),
      ),
    );
  }

  const formerLives = demoLives(ctx.former.dated);
  for (const live of demoLives(ctx.calendar)) {
    const was = formerLives.find((candidate) => candidate.key === live.key);
    if (!was) continue;
    count(
      await moveDatedFields(
        ctx,
        UID.live,
        { slug: slugify(was.title.fr) },
        perLocale((locale) => ({
          title: { was: was.title[locale], now: live.title[locale] },
          slug: { was: slugify(was.title[locale]), now: slugify(live.title[locale]) },
          publishDate: moment(ctx, live.when),
        })),
      ),
    );
  }

  const [wasBanner, banner] = [demoBanner(ctx.former.dated), demoBanner(ctx.calendar)];
  count(
    await moveDatedFields(
      ctx,
      UID.banner,
      { text: wasBanner.text.fr },
      perLocale((locale) => ({
        text: { was: wasBanner.text[locale], now: banner.text[locale] },
        startsAt: moment(ctx, banner.startsAt),
        endsAt: moment(ctx, banner.endsAt),
      })),
    ),
  );

  count(await moveRateDays(ctx));
  return moved;
}

/** The exchange rates still dated as the seed dated them (nine days before its run) take this run's day. */
async function moveRateDays(ctx: SeedContext): Promise<boolean> {
  const [was, now] = [daysAfter(ctx.former.dated.day, -9), daysAfter(ctx.runDay, -9)];
  const documents = ctx.strapi.documents(UID.studyCost);
  const costs = await documents.findFirst({ populate: ['exchangeRates'] });
  const rates = costs?.exchangeRates ?? [];
  if (!costs || was === now || !rates.some((rate) => rate.date === was)) return false;
  // The list is written whole (a component list has no partial update): what an editor added or
  // changed is written back as it is. The fields Strapi requires are there in every stored rate.
  const exchangeRates = rates.map(({ currency, perEuro, date, source, sourceUrl }) => ({
    currency: String(currency),
    perEuro: Number(perEuro),
    date: date === was ? now : String(date),
    source: source ?? undefined,
    sourceUrl: sourceUrl ?? undefined,
  }));
  await documents.update({ documentId: costs.documentId, data: { exchangeRates } });
  ctx.tally.record(UID.studyCost, 'updated');
  return true;
}
