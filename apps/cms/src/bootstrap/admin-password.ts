import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../env/cms-env';

/**
 * Admin passwords that have been published (in this repository's history and README): an admin
 * account with one of them is open to anyone. The first admin's password is now generated on
 * first start (scripts/env.mjs).
 */
export const KNOWN_DEFAULT_PASSWORDS = ['Horizon-Admin-2026', 'Test-Admin-2026'] as const;

const FIX =
  'Choose another password: in apps/cms/.env (ADMIN_PASSWORD, used when the first admin is created) and for the account itself ' +
  '(`npx strapi admin:reset-user-password --email <email> --password <new password>` in apps/cms).';

/**
 * In production the CMS does not start while the first admin's configured password, or the
 * password of an admin account, is a published default.
 */
export async function refuseKnownAdminPasswords(strapi: Core.Strapi): Promise<void> {
  const { NODE_ENV, ADMIN_PASSWORD: configured } = cmsEnv();
  if (NODE_ENV !== 'production') return;
  if (configured && (KNOWN_DEFAULT_PASSWORDS as readonly string[]).includes(configured))
    throw new Error(`ADMIN_PASSWORD is a published default password. ${FIX}`);
  const admins: Array<{ email: string; password?: string }> = await strapi.db
    .query('admin::user')
    .findMany({ select: ['email', 'password'] });
  const auth = strapi.service('admin::auth') as {
    validatePassword: (password: string, hash: string) => Promise<boolean>;
  };
  for (const admin of admins)
    for (const known of KNOWN_DEFAULT_PASSWORDS)
      if (admin.password && (await auth.validatePassword(known, admin.password)))
        throw new Error(`The admin account ${admin.email} has a published default password. ${FIX}`);
}
