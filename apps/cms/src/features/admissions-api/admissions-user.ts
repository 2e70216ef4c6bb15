import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import type { FollowUpAuthor } from '../../admissions/follow-up';
import { FOLLOW_UP_ROLES } from '../../admissions/prospect-labels';

/** The admin user of a request (`ctx.state.user`), roles populated by Strapi's admin sign-in. */
export interface AdminUser {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  roles?: Array<{ code: string }>;
}

/** Admissions officers and the super admin: who follows prospects up and answers their requests. */
export const isAdmissionsUser = (user: AdminUser | undefined): user is AdminUser =>
  Boolean(user?.roles?.some((role) => (FOLLOW_UP_ROLES as readonly string[]).includes(role.code)));

/** The user as records sign them: `First Last <email>`, as they were named then. */
export function authorOf(user: AdminUser): FollowUpAuthor {
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return { id: user.id, name: `${name || 'Admin'}${user.email ? ` <${user.email}>` : ''}` };
}

/** The admissions officer (or super admin) making the request; anyone else is a 403. */
export function requireOfficer(ctx: Context): AdminUser {
  const user = ctx.state.user as AdminUser | undefined;
  if (!isAdmissionsUser(user)) throw new errors.ForbiddenError('Admissions officers only');
  return user;
}
