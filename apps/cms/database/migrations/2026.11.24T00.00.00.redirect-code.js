'use strict';

// Strapi 5 reserves `status` for draft/published: a redirect's HTTP code stored under that name
// could not be saved from the admin. The column is renamed, values kept, before the schema sync
// (which would otherwise drop `status` and add an empty `code`).
module.exports = {
  async up(knex) {
    const table = 'redirects';
    if (!(await knex.schema.hasTable(table))) return;
    const hasStatus = await knex.schema.hasColumn(table, 'status');
    const hasCode = await knex.schema.hasColumn(table, 'code');
    if (hasStatus && !hasCode) {
      await knex.schema.alterTable(table, (t) => t.renameColumn('status', 'code'));
    }
  },
};
