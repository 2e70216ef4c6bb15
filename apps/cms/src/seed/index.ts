import type { Core } from '@strapi/strapi';
import { ensureSuperAdmin } from './lib/admin-user';
import { ensureImages, removeReplacedImages } from './lib/media';
import { markSeeded, SEED_VERSION, seededVersion } from './lib/seed-marker';
import { withWebhooksPaused } from './lib/webhooks';
import { imageCatalogue } from './content/images';
import { ensureBrochures } from './steps/brochures';
import { seedCampuses } from './steps/campuses';
import { seedCourses } from './steps/courses';
import { seedLandings } from './steps/landings';
import { seedBanner, seedEvents, seedFaqs, seedLives, seedNews } from './steps/news-and-agenda';
import { seedOffices } from './steps/offices';
import { seedReferenceData } from './steps/reference-data';
import { seedSchools } from './steps/schools';
import { seedHomepage, seedRedirects, seedWebsite } from './steps/site';
import { seedScholarships } from './steps/scholarships';
import { seedCountryGuides } from './steps/country-guides';
import { seedStudyCosts } from './steps/study-costs';
import { printSummary } from './summary';
import { WriteTally, type SeedContext } from './types';

export interface SeedOptions {
  /** Seed again even if this version of the demo content is already in the database. */
  force: boolean;
}

/**
 * Fills an empty installation with the demo content of the Horizon network. Runs once per
 * SEED_VERSION; every write is an upsert, so a second run, a forced run or a run resumed
 * after a crash updates the same documents instead of duplicating them.
 */
export async function runSeed(strapi: Core.Strapi, { force }: SeedOptions): Promise<void> {
  const admin = await ensureSuperAdmin(strapi);
  // Its address is ADMIN_EMAIL: a container's output is a log, and no log line holds an address.
  if (admin === 'created') console.log('Super admin created (ADMIN_EMAIL, ADMIN_PASSWORD).');

  if (!force && (await seededVersion(strapi)) === SEED_VERSION) {
    console.log(`demo content already seeded (version ${SEED_VERSION}); run with --force to seed it again.`);
    return;
  }

  const started = Date.now();
  await withWebhooksPaused(strapi, async () => {
    const images = imageCatalogue();
    const seeded = await ensureImages(strapi, images);
    const files = new Map([...seeded.ids, ...(await ensureBrochures(strapi))]);
    const alts = new Map(images.map((image) => [image.key, image.alt]));
    const ctx: SeedContext = { strapi, runDay: new Date(started), files, alts, tally: new WriteTally() };

    // Targets of relations first: a relation can only point to a locale that already exists.
    const reference = await seedReferenceData(ctx);
    const campuses = await seedCampuses(ctx);
    const schools = await seedSchools(ctx, campuses);
    await seedCourses(ctx, { reference, campuses, schools });
    await seedScholarships(ctx, { reference, schools });
    await seedOffices(ctx);
    await seedCountryGuides(ctx, { reference });
    await seedNews(ctx);
    await seedEvents(ctx);
    await seedLives(ctx);
    await seedFaqs(ctx);
    await seedBanner(ctx);
    await seedLandings(ctx);
    await seedWebsite(ctx);
    await seedHomepage(ctx);
    await seedRedirects(ctx);
    await seedStudyCosts(ctx);

    const removed = await removeReplacedImages(strapi, seeded.replaced);
    if (seeded.replaced.length > 0)
      console.log(`${seeded.replaced.length} pictures drawn again; ${removed} earlier files deleted (unused).`);
    await markSeeded(strapi);
    await printSummary(strapi, ctx.tally, (Date.now() - started) / 1000);
  });
}
