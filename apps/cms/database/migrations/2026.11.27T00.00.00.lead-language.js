'use strict';

// Strapi 5 reserves `locale` (its i18n field): a lead's visitor language stored under that name
// skipped the schema's checks and shared the column Strapi adds to every table. The column is
// renamed, values kept, before the schema sync (which would otherwise leave the values under
// `locale` and add an empty `language`).
module.exports = {
  async up(knex) {
    const table = 'leads';
    if (!(await knex.schema.hasTable(table))) return;
    const hasLocale = await knex.schema.hasColumn(table, 'locale');
    const hasLanguage = await knex.schema.hasColumn(table, 'language');
    if (hasLocale && !hasLanguage) {
      await knex.schema.alterTable(table, (t) => t.renameColumn('locale', 'language'));
    }
  },
};
