'use strict';

// The indexes the admissions team's reads need at a real network's size (issue 54: a year of
// admissions, 120,000 prospects and 200,000 leads; docs/decisions/admissions-at-scale.md), and
// those of the site's longest lists of content (10,000 news). The file keeps its first name: the
// migrations table knows it by it.
// Strapi indexes ids, unique fields and relations' link tables, and its schema.json declares no
// index on a plain column: these are created here, each only if missing, on SQLite and
// PostgreSQL alike. Strapi's schema sync leaves indexes it did not create alone.
//
// A migration runs before the schema sync: on a fresh database the tables do not exist yet, so
// the CMS runs this file's `up` again after every sync (src/bootstrap/database-indexes.ts), which
// also puts back an index lost when a sync rebuilt a table.

/**
 * Each index: its table and its columns, or an expression (as the queries write it: the same
 * expression, spelled the same way, lets the engine use the index; `postgres` where Strapi's own
 * queries spell it differently there).
 */
const INDEXES = [
  // The prospect list (content manager): newest lead first, by stage, one stage newest first.
  { name: 'prospects_last_lead_at_idx', table: 'prospects', columns: ['last_lead_at'] },
  { name: 'prospects_stage_last_lead_at_idx', table: 'prospects', columns: ['stage', 'last_lead_at'] },
  // The dashboard: the prospects of a period, and those waiting for a first answer, longest first.
  { name: 'prospects_first_lead_at_idx', table: 'prospects', columns: ['first_lead_at'] },
  { name: 'prospects_stage_first_lead_at_idx', table: 'prospects', columns: ['stage', 'first_lead_at'] },
  // The retention job (who is on the warning list, who has been quiet too long) and the
  // dashboard's warning list, oldest activity first. One index for both: beside an index on the
  // activity alone, SQLite walks every prospect in that order to find the few on the list.
  {
    name: 'prospects_retention_idx',
    table: 'prospects',
    columns: ['retention_warned_at', 'last_activity_at'],
  },
  // The lead list and its CSV export, newest first.
  { name: 'leads_created_at_idx', table: 'leads', columns: ['created_at', 'id'] },
  // The dashboard's leads of a period, by when they were sent: the columns it reads follow, so
  // that the period's leads are read from the index alone, without their rows.
  {
    name: 'leads_sent_at_idx',
    table: 'leads',
    expression: 'COALESCE(submitted_at, created_at), submitted_at, created_at, type, origine, utm_source, utm_medium',
  },
  // A person's leads by their address, whatever its case (privacy requests: Strapi's `$eqi`).
  {
    name: 'leads_email_lower_idx',
    table: 'leads',
    expression: 'LOWER(email)',
    postgres: 'LOWER(CAST(email AS VARCHAR))',
  },
  // The CRM queue: what is due, oldest first.
  { name: 'crm_events_due_idx', table: 'crm_events', columns: ['delivery_state', 'next_attempt_at'] },
  // The privacy log of a person, and whether an address was erased (every lead stored asks).
  { name: 'privacy_logs_email_hash_idx', table: 'privacy_logs', columns: ['email_hash'] },
  { name: 'privacy_logs_new_email_hash_idx', table: 'privacy_logs', columns: ['new_email_hash'] },
  // The site's lists of content, in their order: the latest news (the home page's cards) and the
  // news list's pages, newest first then by slug; the lives, newest first; the upcoming events,
  // soonest first. Without them, each read sorted every row of its language (10,000 news at a
  // real network's size: 31 ms of SQLite's time for the home page's ten, under 1 ms with it).
  { name: 'figs_news_publish_date_idx', table: 'figs_news', expression: 'publish_date DESC, slug' },
  { name: 'figs_lives_publish_date_idx', table: 'figs_lives', columns: ['publish_date'] },
  { name: 'events_date_start_idx', table: 'events', columns: ['date_start'] },
];

const isPostgres = (knex) => ['pg', 'postgres', 'postgresql'].includes(knex.client.config.client);

/** Creates each index whose table exists and which is missing; answers the names created. */
async function up(knex) {
  const postgres = isPostgres(knex);
  const created = [];
  for (const index of INDEXES) {
    if (!(await knex.schema.hasTable(index.table))) continue;
    const exists = postgres
      ? await knex.raw('SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() AND indexname = ?', [index.name])
      : await knex.raw("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?", [index.name]);
    if ((Array.isArray(exists) ? exists : exists.rows).length > 0) continue;
    const columns = index.columns
      ? index.columns.map((column) => knex.raw('??', [column]).toQuery()).join(', ')
      : (postgres && index.postgres) || index.expression;
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns})`, [index.name, index.table]);
    created.push(index.name);
  }
  // PostgreSQL plans with statistics, which a new index on an expression has none of until the
  // table is analyzed again (autovacuum would, some time later). SQLite plans without any.
  if (postgres)
    for (const table of new Set(INDEXES.filter((index) => created.includes(index.name)).map((index) => index.table)))
      await knex.raw('ANALYZE ??', [table]);
  return created;
}

module.exports = { up, INDEXES };
