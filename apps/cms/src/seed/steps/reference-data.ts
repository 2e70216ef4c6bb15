import { upsertAllLocalized } from '../lib/documents';
import { slugify } from '../lib/slug';
import { type SeedContext } from '../types';
import { perLocale } from '../bilingual';
import { UID } from '../uids';
import { CATEGORIES, type CategoryKey } from '../content/program-categories';
import { GRADUATION_LEVELS, type LevelKey } from '../content/graduation-levels';
import { demoIntakes, type IntakeKey } from '../content/intakes';

interface CategoryFields {
  titre: string;
  slug: string;
  description: string;
  order: number;
}
interface LevelFields {
  label: string;
  slug: string;
  order: number;
  entryDiploma: 'secondary' | 'undergraduate';
  languageLevel: string;
}
interface EntryYearFields {
  label: string;
  slug: string;
  startDate: string;
  order: number;
}

export interface ReferenceIds {
  categories: Map<CategoryKey, string>;
  levels: Map<LevelKey, string>;
  intakes: Map<IntakeKey, string>;
}

/** The three taxonomies the course filters rely on: fields, levels and intakes. */
export async function seedReferenceData(ctx: SeedContext): Promise<ReferenceIds> {
  const categories = await upsertAllLocalized(
    ctx,
    UID.category,
    'slug',
    CATEGORIES.map((category, i) => ({
      id: category.key,
      data: perLocale<CategoryFields>((locale) => ({
        titre: category.title[locale],
        slug: category.slug[locale],
        description: category.description[locale],
        order: i + 1,
      })),
    })),
  );
  const levels = await upsertAllLocalized(
    ctx,
    UID.graduationLevel,
    'slug',
    GRADUATION_LEVELS.map((level) => ({
      id: level.key,
      data: perLocale<LevelFields>((locale) => ({
        label: level.label[locale],
        slug: level.slug[locale],
        order: level.order,
        entryDiploma: level.entryDiploma,
        languageLevel: level.languageLevel[locale],
      })),
    })),
  );
  const intakes = await upsertAllLocalized(ctx, UID.entryYear, 'slug', intakeEntries(ctx));
  return { categories, levels, intakes };
}

/**
 * The intakes as entries of the entry-year type, each with the slug the same season had in the
 * calendar the database was dated with: a later run moves that entry to its new date.
 */
export function intakeEntries(ctx: SeedContext) {
  const former = new Map(demoIntakes(ctx.former.dated).map((intake) => [intake.key, intake]));
  return demoIntakes(ctx.calendar).map((intake) => ({
    id: intake.key,
    data: perLocale<EntryYearFields>((locale) => ({
      label: intake.label[locale],
      slug: slugify(intake.label[locale]),
      startDate: intake.startDate,
      order: intake.order,
    })),
    formerKey: slugify(former.get(intake.key)?.label.fr ?? intake.label.fr),
  }));
}
