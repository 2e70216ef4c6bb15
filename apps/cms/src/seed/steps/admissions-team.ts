import type { Modules } from '@strapi/strapi';
import { ADMISSIONS_LEAD_ROLE, ADMISSIONS_ROLE } from '../../bootstrap/admin-roles';
import { OFFICER_SCHOOL_UID } from '../../features/officers-by-school/officer-schools';
import type { SchoolCode } from '../content/schools';
import type { SeedContext } from '../types';

// The demo's admissions team (docs/decisions/officers-by-school.md): an officer of Alderan
// Business School, one of the Institut Kerlys du numérique, each following that school's online
// applications alone, and the network's admissions lead, who follows them all. They are invited,
// not given a password (a published password would open the admin to anyone): the super admin
// sends the invitation's link from Settings → Users to whoever plays them.

const TEAM: ReadonlyArray<{ email: string; lastname: string; role: string; school?: SchoolCode }> = [
  { email: 'admissions.alderan@horizon.example', lastname: 'Alderan', role: ADMISSIONS_ROLE.code, school: 'ABS' },
  { email: 'admissions.kerlys@horizon.example', lastname: 'Kerlys', role: ADMISSIONS_ROLE.code, school: 'KIN' },
  { email: 'admissions.reseau@horizon.example', lastname: 'Réseau', role: ADMISSIONS_LEAD_ROLE.code },
];

interface AdminUsers {
  create(attributes: {
    email: string;
    firstname: string;
    lastname: string;
    roles: number[];
    isActive: boolean;
  }): Promise<unknown>;
}

/** Invites the team (once each) and gives each officer their school; found again by address. */
export async function seedAdmissionsTeam(
  ctx: SeedContext,
  { schools }: { schools: ReadonlyMap<SchoolCode, string> },
): Promise<void> {
  const { strapi } = ctx;
  for (const member of TEAM) {
    const role = (await strapi.db.query('admin::role').findOne({ where: { code: member.role }, select: ['id'] })) as {
      id: number;
    } | null;
    if (!role) throw new Error(`no admin role ${member.role}: the CMS's bootstrap makes it`);
    const user = await strapi.db.query('admin::user').findOne({ where: { email: member.email }, select: ['id'] });
    if (!user)
      await (strapi.service('admin::user') as unknown as AdminUsers).create({
        email: member.email,
        firstname: 'Admissions',
        lastname: member.lastname,
        roles: [role.id],
        isActive: false,
      });
    const school = member.school ? schools.get(member.school) : undefined;
    if (!school) continue;
    const data = {
      officerEmail: member.email,
      schools: [{ documentId: school, locale: 'fr' }],
    } as unknown as Modules.Documents.Params.Data.Input<typeof OFFICER_SCHOOL_UID>;
    const entry = await strapi.documents(OFFICER_SCHOOL_UID).findFirst({ filters: { officerEmail: member.email } });
    if (entry) await strapi.documents(OFFICER_SCHOOL_UID).update({ documentId: entry.documentId, data });
    else await strapi.documents(OFFICER_SCHOOL_UID).create({ data });
    ctx.tally.record(OFFICER_SCHOOL_UID, entry ? 'updated' : 'created');
  }
}
