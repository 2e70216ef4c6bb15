'use strict';

// A country guide's procedure fee and fare were two decimals (`procedureFeeAmount`, `travelAmount`);
// since issue 56 they are `costs.figure` components (`procedureFeeFigure`, `travelFigure`: amount,
// academic year, day published, source), as the national figures are. Strapi's schema sync drops
// the two columns: before it, this keeps their values aside, in a table of its own that the sync
// leaves alone; after it (the CMS runs `up` again after every sync, src/bootstrap/database-indexes.ts),
// each amount kept becomes its guide row's figure, with no year nor source (the guide's review asks
// editors for them), and the table kept aside is dropped. On SQLite and PostgreSQL alike; a database
// that never had the columns (a new one) has nothing to keep.

const GUIDES = 'country_guides';
const KEPT = 'country_guide_amounts_kept';
const FIGURES = 'components_costs_figures';
const LINKS = 'country_guides_cmps';
/** The former column of each amount, and the component field it moves to. */
const MOVES = [
  ['procedure_fee_amount', 'procedureFeeFigure'],
  ['travel_amount', 'travelFigure'],
];

/** Before the sync: copies the amounts of every guide row (each language, draft and published) aside. */
async function keep(knex) {
  if (!(await knex.schema.hasTable(GUIDES)) || (await knex.schema.hasTable(KEPT))) return;
  const columns = [];
  for (const [column, field] of MOVES) if (await knex.schema.hasColumn(GUIDES, column)) columns.push([column, field]);
  if (columns.length === 0) return;
  await knex.transaction(async (trx) => {
    await trx.schema.createTable(KEPT, (table) => {
      table.integer('entity_id').notNullable();
      table.string('field').notNullable();
      table.decimal('amount', 10, 2).notNullable();
    });
    for (const [column, field] of columns)
      await trx.raw(
        `INSERT INTO ${KEPT} (entity_id, field, amount) SELECT id, ?, ${column} FROM ${GUIDES} WHERE ${column} IS NOT NULL`,
        [field],
      );
  });
}

/** After the sync (the columns gone, the components' tables there): one figure per amount kept; answers how many. */
async function restore(knex) {
  if (!(await knex.schema.hasTable(KEPT))) return 0;
  for (const table of [GUIDES, FIGURES, LINKS]) if (!(await knex.schema.hasTable(table))) return 0;
  for (const [column] of MOVES) if (await knex.schema.hasColumn(GUIDES, column)) return 0;
  return knex.transaction(async (trx) => {
    let moved = 0;
    for (const { entity_id: entityId, field, amount } of await trx(KEPT).select('entity_id', 'field', 'amount')) {
      const guide = await trx(GUIDES).where({ id: entityId }).first('id');
      const linked = await trx(LINKS).where({ entity_id: entityId, field }).first('id');
      if (!guide || linked) continue;
      const [inserted] = await trx(FIGURES)
        .insert({ amount: Number(amount) })
        .returning('id');
      const figureId = typeof inserted === 'object' ? inserted.id : inserted;
      await trx(LINKS).insert({ entity_id: entityId, cmp_id: figureId, component_type: 'costs.figure', field });
      moved += 1;
    }
    await trx.schema.dropTable(KEPT);
    return moved;
  });
}

/** Keeps the amounts before the sync, and moves them into the figures after it; answers the figures written. */
async function up(knex) {
  await keep(knex);
  return restore(knex);
}

module.exports = { up };
