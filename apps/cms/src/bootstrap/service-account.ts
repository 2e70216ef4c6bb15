import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../env/cms-env';

const USER = 'plugin::users-permissions.user';

// The website signs in with this account (POST /api/login). Its credentials come from the
// environment, which stays the source of truth: a changed password is applied at start.
export async function ensureServiceAccount(strapi: Core.Strapi, roleId: number): Promise<void> {
  const { SERVICE_ACCOUNT_USERNAME: username, SERVICE_ACCOUNT_PASSWORD: password } = cmsEnv();
  if (!username || !password) {
    strapi.log.warn('SERVICE_ACCOUNT_USERNAME or SERVICE_ACCOUNT_PASSWORD is not set: the website cannot sign in.');
    return;
  }
  const users = strapi.plugin('users-permissions').service('user');
  const existing = await strapi.db.query(USER).findOne({ where: { username }, populate: ['role'] });
  if (!existing) {
    await users.add({
      username,
      email: `${username}@service.invalid`,
      password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: roleId,
    });
    strapi.log.info(`Service account "${username}" created.`);
    return;
  }
  // A user of that name that is not in the service role was not created here (an earlier sign-up,
  // an editor's account): taking it over would hand the site's rights to whoever knows its
  // password, or lock its owner out. Refuse, and say how to fix it.
  if (existing.role?.id !== roleId)
    throw new Error(
      `A user named "${username}" exists that is not the website's service account (role "${existing.role?.name ?? 'none'}"). ` +
        'Rename or delete it in the admin (Content Manager > User), or set SERVICE_ACCOUNT_USERNAME to another name.',
    );
  const same = await users.validatePassword(password, existing.password);
  if (!same || existing.blocked)
    await users.edit(existing.id, { password: same ? undefined : password, blocked: false });
}
