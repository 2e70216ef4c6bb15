'use strict';

// Each prospect's school, kept on the prospect since issue 54 (src/features/prospects/
// prospect-school.ts), filled for the prospects stored before: the school named by their earliest
// lead that names one (by when it was sent, then by id), linked to the same versions of the school
// (draft, publication) as that lead is. On SQLite and PostgreSQL alike.
//
// A migration runs before the schema sync, and the prospects' link table to the schools is made by
// that sync: the CMS runs this file's `up` again after every sync (src/bootstrap/database-indexes.ts).
// It fills only while the link table is empty: from then on src/features/prospects/attach-lead.ts
// keeps each prospect's school, and a later start reads one row of the catalogue and one of the
// table. The generated network (src/seed/network) writes its prospects by rows and fills theirs.

const LINK = 'prospects_school_lnk';
const TABLES = [LINK, 'prospects', 'leads', 'leads_prospect_lnk', 'leads_school_lnk', 'schools'];

/** Links each prospect that has no school yet to the school of their earliest lead naming one; answers the links written. */
async function fillProspectSchools(knex) {
  const [before] = await knex(LINK).count({ n: '*' });
  await knex.raw(
    `INSERT INTO ${LINK} (prospect_id, school_id)
     SELECT f.prospect_id, lx.school_id
     FROM (
       SELECT lp.prospect_id, l.id AS lead_id,
         ROW_NUMBER() OVER (PARTITION BY lp.prospect_id ORDER BY COALESCE(l.submitted_at, l.created_at), l.id) AS rn
       FROM leads_prospect_lnk lp JOIN leads l ON l.id = lp.lead_id
       WHERE EXISTS (
         SELECT 1 FROM leads_school_lnk nx JOIN schools x ON x.id = nx.school_id WHERE nx.lead_id = l.id
       )
       AND NOT EXISTS (SELECT 1 FROM ${LINK} kept WHERE kept.prospect_id = lp.prospect_id)
     ) f
     JOIN leads_school_lnk lx ON lx.lead_id = f.lead_id
     JOIN schools x ON x.id = lx.school_id
     JOIN prospects p ON p.id = f.prospect_id
     WHERE f.rn = 1
     ORDER BY f.prospect_id, lx.school_id`,
  );
  const [after] = await knex(LINK).count({ n: '*' });
  return Number(after.n) - Number(before.n);
}

/** Fills the prospects' schools if none is kept yet (and the tables exist); answers the links written. */
async function up(knex) {
  for (const table of TABLES) if (!(await knex.schema.hasTable(table))) return 0;
  if (await knex(LINK).first('id')) return 0;
  return fillProspectSchools(knex);
}

module.exports = { up, fillProspectSchools };
