'use strict';

// An application's course, intake and school link both versions of each (draft and publication)
// since applications are made through the document service (src/features/applications/
// applications.ts). Those made before linked the published version alone, which the admin's edit
// view does not show: for a source without drafts, Strapi's content manager reads the draft
// versions of its relations (`/content-manager/relations/...`), so the fields looked empty while
// the list, which reads any version, showed them. Each such link gets its draft version beside it,
// the one of the same document and language. On SQLite and PostgreSQL alike; a second run adds nothing.

const LINKS = [
  { table: 'applications_course_lnk', column: 'course_id', targets: 'courses' },
  { table: 'applications_intake_lnk', column: 'entry_year_id', targets: 'entry_years' },
  { table: 'applications_school_lnk', column: 'school_id', targets: 'schools' },
];

/** Links each application linked to a published version alone to its draft too; answers the links written. */
async function linkDraftVersions(knex) {
  let written = 0;
  for (const { table, column, targets } of LINKS) {
    if (!(await knex.schema.hasTable(table)) || !(await knex.schema.hasTable(targets))) continue;
    const [before] = await knex(table).count({ n: '*' });
    await knex.raw(
      `INSERT INTO ${table} (application_id, ${column})
       SELECT l.application_id, d.id
       FROM ${table} l
       JOIN ${targets} p ON p.id = l.${column} AND p.published_at IS NOT NULL
       JOIN ${targets} d ON d.document_id = p.document_id AND d.published_at IS NULL
         AND (d.locale = p.locale OR (d.locale IS NULL AND p.locale IS NULL))
       WHERE NOT EXISTS (
         SELECT 1 FROM ${table} k JOIN ${targets} kd ON kd.id = k.${column}
         WHERE k.application_id = l.application_id AND kd.published_at IS NULL
       )
       ORDER BY l.application_id`,
    );
    const [after] = await knex(table).count({ n: '*' });
    written += Number(after.n) - Number(before.n);
  }
  return written;
}

async function up(knex) {
  return linkDraftVersions(knex);
}

module.exports = { up, linkDraftVersions };
