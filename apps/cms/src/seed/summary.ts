import type { Core } from '@strapi/strapi';
import { type WriteTally } from './types';
import { LOCALES } from './bilingual';
import { UID } from './uids';

// Counts what the database holds after the run (published versions per locale), so the
// summary also shows entries that existed before the seed or were added by editors.
export async function printSummary(strapi: Core.Strapi, tally: WriteTally, seconds: number): Promise<void> {
  const rows: string[] = [];
  for (const [name, uid] of Object.entries(UID)) {
    const contentType = strapi.contentType(uid);
    const localized =
      contentType.pluginOptions?.i18n && (contentType.pluginOptions.i18n as { localized?: boolean }).localized;
    const status = contentType.options?.draftAndPublish ? { status: 'published' as const } : {};
    const counts = localized
      ? await Promise.all(
          LOCALES.map(async (locale) => `${locale} ${await strapi.documents(uid).count({ locale, ...status })}`),
        )
      : [`${await strapi.documents(uid).count({ ...status })}`];
    rows.push(`  ${name.padEnd(16)} ${counts.join('  ')}`);
  }
  const writes = tally
    .entries()
    .reduce((sum, [, row]) => ({ created: sum.created + row.created, updated: sum.updated + row.updated }), {
      created: 0,
      updated: 0,
    });
  console.log(
    `Demo content seeded in ${seconds.toFixed(1)} s (${writes.created} documents created, ${writes.updated} updated). Published entries:`,
  );
  console.log(rows.join('\n'));
}
