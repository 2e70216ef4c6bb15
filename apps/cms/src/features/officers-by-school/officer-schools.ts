import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { APPLICATION_EVENT_UID, APPLICATION_UID } from '../../admissions/application-labels';

// An admissions officer follows the online applications of their own schools only; the network's
// admissions lead (another role) and the super admin follow them all (docs/decisions/
// officers-by-school.md). Which schools are an officer's is an entry of `officer-school`, kept by
// the super admin: the officer's admin e-mail address and their schools. The officer role's
// permissions on applications and on their history carry the condition below, which Strapi's
// permission engine turns into a filter of every read and a check of every write of the content
// manager (lists, edit views, relations, the side panel's history).

export const OFFICER_SCHOOL_UID = 'api::officer-school.officer-school';

/** The condition's id, as the roles' permissions name it (admin-roles.ts). */
export const OFFICER_SCHOOLS_CONDITION = 'api::officer-schools';

/** What the condition limits, and the path from each to the application's school. */
const SCHOOL_PATH: Record<string, string> = {
  [APPLICATION_UID]: 'school.documentId',
  [APPLICATION_EVENT_UID]: 'application.school.documentId',
};

const normalized = (email: string) => email.trim().toLowerCase();

/** The documentIds of the schools the admin user of `email` follows; none when they have no entry. */
export async function schoolsOf(strapi: Core.Strapi, email: string): Promise<string[]> {
  const entry = (await strapi.db.query(OFFICER_SCHOOL_UID).findOne({
    where: { officerEmail: normalized(email) },
    select: ['id'],
    populate: { schools: { select: ['documentId'] } },
  })) as { schools?: Array<{ documentId: string }> } | null;
  // The link holds both versions of a school (draft, publication): one documentId each.
  return [...new Set((entry?.schools ?? []).map((school) => school.documentId))];
}

interface ConditionUser {
  email?: string | null;
  permission?: { subject?: string | null };
}

interface ConditionProvider {
  register(condition: {
    displayName: string;
    name: string;
    category: string;
    handler: (user: ConditionUser) => Promise<Record<string, unknown> | boolean>;
  }): Promise<unknown>;
}

/**
 * Registers the condition (at bootstrap, before the roles are synced: Strapi drops a permission's
 * unknown conditions). Its query is evaluated when Strapi builds a user's abilities, at each of
 * their requests: one indexed read. An officer without schools matches no application (an empty
 * list, not a missing menu), and the condition on a subject it does not know matches nothing.
 */
export async function registerOfficerSchoolsCondition(strapi: Core.Strapi): Promise<void> {
  const { conditionProvider } = strapi.service('admin::permission') as unknown as {
    conditionProvider: ConditionProvider;
  };
  await conditionProvider.register({
    displayName: 'Candidatures de ses écoles / Applications of their schools',
    name: 'officer-schools',
    category: 'Admissions',
    async handler(user) {
      const path = SCHOOL_PATH[user.permission?.subject ?? ''];
      if (!path || !user.email) return false;
      return { [path]: { $in: await schoolsOf(strapi, user.email) } };
    },
  });
}

/**
 * An officer's entry names them by their admin e-mail address, as the sign-in does: stored in lower
 * case, and refused when no admin user has it (a typo would give nobody the schools).
 */
export function registerOfficerSchoolWrites(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== OFFICER_SCHOOL_UID || (context.action !== 'create' && context.action !== 'update'))
      return next();
    const data = (context.params as { data?: { officerEmail?: unknown } }).data;
    if (typeof data?.officerEmail === 'string') {
      const email = normalized(data.officerEmail);
      const user = await strapi.db.query('admin::user').findOne({ where: { email: { $eqi: email } }, select: ['id'] });
      if (!user)
        throw new errors.ValidationError(
          `Aucun compte de l’administration n’a l’adresse ${email} / No admin account has the address ${email}`,
        );
      data.officerEmail = email;
    }
    return next();
  });
}
