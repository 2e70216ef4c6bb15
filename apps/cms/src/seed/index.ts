import type { Core } from '@strapi/strapi';
import { now } from '../utils/now';
import { ensureSuperAdmin } from './lib/admin-user';
import { demoCalendar } from './lib/demo-calendar';
import { ensureImages, removeReplacedImages } from './lib/media';
import { FIRST_DATED_DAY, markDatedFrom, markSeeded, SEED_VERSION, seedDays, seededVersion } from './lib/seed-marker';
import { staleDates } from './lib/stale-dates';
import { withWebhooksPaused } from './lib/webhooks';
import { imageCatalogue } from './content/images';
import { demoIntakes } from './content/intakes';
import { ensureBrochures } from './steps/brochures';
import { seedCampuses } from './steps/campuses';
import { seedCourses } from './steps/courses';
import { seedLandings } from './steps/landings';
import { seedBanner, seedEvents, seedFaqs, seedLives, seedNews } from './steps/news-and-agenda';
import { seedOffices } from './steps/offices';
import { redateDemo } from './steps/redate';
import { seedReferenceData } from './steps/reference-data';
import { seedSchools } from './steps/schools';
import { seedHomepage, seedRedirects, seedWebsite } from './steps/site';
import { seedScholarships } from './steps/scholarships';
import { seedCountryGuides } from './steps/country-guides';
import { seedStudyCosts } from './steps/study-costs';
import { seedAdmissionsTeam } from './steps/admissions-team';
import { printSummary } from './summary';
import { WriteTally, type SeedContext } from './types';

export interface SeedOptions {
  /** Seed again even if this version of the demo content is already in the database. */
  force: boolean;
}

/**
 * Fills an empty installation with the demo content of the Horizon network, dated from the day it
 * runs on the CMS's clock. Runs once per SEED_VERSION; every write is an upsert, so a second run,
 * a forced run or a run resumed after a crash updates the same documents instead of duplicating
 * them. Run again on a demo whose dates have gone stale, it moves them to its own day
 * (docs/decisions/demo-dates.md).
 */
export async function runSeed(strapi: Core.Strapi, { force }: SeedOptions): Promise<void> {
  const admin = await ensureSuperAdmin(strapi);
  // Its address is ADMIN_EMAIL: a container's output is a log, and no log line holds an address.
  if (admin === 'created') console.log('Super admin created (ADMIN_EMAIL, ADMIN_PASSWORD).');

  const started = Date.now();
  const runDay = now();
  const day = runDay.toISOString().slice(0, 10);
  // A database seeded before the dates counted from the run keeps no day: its content was written
  // for FIRST_DATED_DAY.
  const days = await seedDays(strapi);
  const datedFrom = days.datedFrom ?? FIRST_DATED_DAY;
  const calendarOf = (iso: string) => demoCalendar(new Date(`${iso}T00:00:00Z`));
  const ctx = (files: ReadonlyMap<string, number>, alts: SeedContext['alts']): SeedContext => ({
    strapi,
    runDay,
    calendar: demoCalendar(runDay),
    former: { dated: calendarOf(datedFrom), seeded: calendarOf(days.seededOn ?? FIRST_DATED_DAY) },
    files,
    alts,
    tally: new WriteTally(),
  });

  if (!force && (await seededVersion(strapi)) === SEED_VERSION) {
    const stale = staleDates(datedFrom, runDay);
    if (!stale) {
      console.log(`demo content already seeded (version ${SEED_VERSION}); run with --force to seed it again.`);
      return;
    }
    console.log(`demo dates are stale (${stale}): moving them to ${day}.`);
    const redating = ctx(new Map(), new Map());
    const moved = await withWebhooksPaused(strapi, () => redateDemo(redating));
    await markDatedFrom(strapi, day);
    console.log(`demo dates moved to ${day}: ${moved} documents in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return;
  }

  await withWebhooksPaused(strapi, async () => {
    const calendar = demoCalendar(runDay);
    const images = imageCatalogue(calendar);
    const seeded = await ensureImages(strapi, images);
    const files = new Map([...seeded.ids, ...(await ensureBrochures(strapi, demoIntakes(calendar)))]);
    const alts = new Map(images.map((image) => [image.key, image.alt]));
    const seeding = ctx(files, alts);

    // Targets of relations first: a relation can only point to a locale that already exists.
    const reference = await seedReferenceData(seeding);
    const campuses = await seedCampuses(seeding);
    const schools = await seedSchools(seeding, campuses);
    await seedCourses(seeding, { reference, campuses, schools });
    await seedScholarships(seeding, { reference, schools });
    await seedOffices(seeding);
    await seedCountryGuides(seeding, { reference });
    await seedNews(seeding);
    await seedEvents(seeding);
    await seedLives(seeding);
    await seedFaqs(seeding);
    await seedBanner(seeding);
    await seedLandings(seeding);
    await seedWebsite(seeding);
    await seedHomepage(seeding);
    await seedRedirects(seeding);
    await seedStudyCosts(seeding);
    await seedAdmissionsTeam(seeding, { schools });

    const removed = await removeReplacedImages(strapi, seeded.replaced);
    if (seeded.replaced.length > 0)
      console.log(`${seeded.replaced.length} pictures drawn again; ${removed} earlier files deleted (unused).`);
    await markSeeded(strapi, day);
    await printSummary(strapi, seeding.tally, (Date.now() - started) / 1000);
  });
}
