import { requireId, upsertLocalized } from '../lib/documents';
import { deadlineAfter } from '../lib/relative-time';
import { type SeedContext } from '../types';
import { perLocale } from '../bilingual';
import { UID } from '../uids';
import { SCHOLARSHIPS } from '../content/scholarships';
import type { SchoolCode } from '../content/schools';
import type { ReferenceIds } from './reference-data';

interface ScholarshipFields {
  title: string;
  description: string;
  amount: number;
  amountPeriod: 'year' | 'once';
  deadline: string;
  requires: 'file' | 'interview' | 'admission';
  countries: string;
  merit: boolean;
  openToEtudesEnFrance: boolean;
  schools: string[];
  graduationLevels: string[];
}

/** The scholarships the cost calculator shows, found again by their French title. */
export async function seedScholarships(
  ctx: SeedContext,
  { reference, schools }: { reference: ReferenceIds; schools: ReadonlyMap<SchoolCode, string> },
): Promise<void> {
  for (const scholarship of SCHOLARSHIPS) {
    await upsertLocalized(ctx, {
      uid: UID.scholarship,
      key: 'title',
      data: perLocale<ScholarshipFields>((locale) => ({
        title: scholarship.title[locale],
        description: scholarship.description[locale],
        amount: scholarship.amount,
        amountPeriod: scholarship.amountPeriod,
        deadline: deadlineAfter(ctx.runDay, scholarship.deadlineDays),
        requires: scholarship.requires,
        countries: scholarship.countries,
        merit: scholarship.merit,
        openToEtudesEnFrance: scholarship.openToEtudesEnFrance,
        schools: scholarship.schools.map((code) => requireId(schools, code, 'school')),
        graduationLevels: scholarship.levels.map((key) => requireId(reference.levels, key, 'graduation level')),
      })),
    });
  }
}
