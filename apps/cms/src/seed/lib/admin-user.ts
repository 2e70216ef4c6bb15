import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../../env/cms-env';

interface AdminUserService {
  exists(attributes?: Record<string, unknown>): Promise<boolean>;
  create(attributes: {
    email: string;
    firstname: string;
    lastname: string;
    password: string;
    isActive: boolean;
    registrationToken: null;
    roles: number[];
  }): Promise<{ id: number }>;
}
interface AdminRoleService {
  getSuperAdmin(): Promise<{ id: number } | null>;
}

/**
 * Creates the first super admin from ADMIN_EMAIL / ADMIN_PASSWORD, so that a fresh install
 * can sign in to the admin panel without going through the registration screen. An existing
 * admin (any) means someone already owns the panel: nothing is changed then.
 */
export async function ensureSuperAdmin(strapi: Core.Strapi): Promise<'created' | 'exists' | 'skipped'> {
  const users = strapi.service('admin::user') as AdminUserService;
  if (await users.exists()) return 'exists';
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = cmsEnv();
  if (!email || !password) {
    strapi.log.warn('ADMIN_EMAIL or ADMIN_PASSWORD is not set: no admin user was created.');
    return 'skipped';
  }
  const superAdminRole = await (strapi.service('admin::role') as AdminRoleService).getSuperAdmin();
  if (!superAdminRole) throw new Error('The super admin role does not exist; has the admin plugin started?');
  await users.create({
    email: email.toLowerCase(),
    firstname: 'Admin',
    lastname: 'Horizon',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdminRole.id],
  });
  return 'created';
}
