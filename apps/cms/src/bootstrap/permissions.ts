import type { Core } from '@strapi/strapi';
import { authenticatedActions, publicActions, serviceActions, SERVICE_ROLE_TYPE } from './access';

const ROLE = 'plugin::users-permissions.role';
const PERMISSION = 'plugin::users-permissions.permission';

async function ensureRole(strapi: Core.Strapi, type: string, name: string, description: string): Promise<number> {
  const existing = await strapi.db.query(ROLE).findOne({ where: { type } });
  if (existing) return existing.id as number;
  const created = await strapi.db.query(ROLE).create({ data: { type, name, description } });
  return created.id as number;
}

// Grants exactly the listed actions (adds missing ones, removes every other, the plugins' own
// included: users-permissions gives the public role sign-up and sign-in on install) so that the
// access rules stay those of the code, whatever was clicked in the admin.
async function syncActions(strapi: Core.Strapi, roleId: number, actions: readonly string[]): Promise<void> {
  const current: Array<{ id: number; action: string }> = await strapi.db
    .query(PERMISSION)
    .findMany({ where: { role: roleId } });
  const wanted = new Set(actions);
  const have = new Set(current.map((p) => p.action));
  for (const action of wanted) {
    if (!have.has(action)) await strapi.db.query(PERMISSION).create({ data: { action, role: roleId } });
  }
  const extra = current.filter((p) => !wanted.has(p.action));
  for (const p of extra) await strapi.db.query(PERMISSION).delete({ where: { id: p.id } });
}

export async function syncPermissions(strapi: Core.Strapi): Promise<number> {
  const publicRole = await ensureRole(strapi, 'public', 'Public', 'Anonymous visitors');
  await syncActions(strapi, publicRole, publicActions);
  const authenticatedRole = await ensureRole(strapi, 'authenticated', 'Authenticated', 'Default role of new users');
  await syncActions(strapi, authenticatedRole, authenticatedActions);
  // Nobody signs up: the only user of the API is the service account, created at start.
  const advanced = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const settings = ((await advanced.get()) ?? {}) as Record<string, unknown>;
  if (settings.allow_register !== false) await advanced.set({ value: { ...settings, allow_register: false } });
  const serviceRole = await ensureRole(
    strapi,
    SERVICE_ROLE_TYPE,
    'Website service',
    'The website server (service account)',
  );
  await syncActions(strapi, serviceRole, serviceActions);
  return serviceRole;
}
