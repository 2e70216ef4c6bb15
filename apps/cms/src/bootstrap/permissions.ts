import type { Core } from '@strapi/strapi';
import { publicActions, serviceActions, SERVICE_ROLE_TYPE } from './access';

const ROLE = 'plugin::users-permissions.role';
const PERMISSION = 'plugin::users-permissions.permission';

async function ensureRole(strapi: Core.Strapi, type: string, name: string, description: string): Promise<number> {
  const existing = await strapi.db.query(ROLE).findOne({ where: { type } });
  if (existing) return existing.id as number;
  const created = await strapi.db.query(ROLE).create({ data: { type, name, description } });
  return created.id as number;
}

// Grants exactly the listed actions (adds missing ones, removes others) so that the
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
  const extra = current.filter((p) => !wanted.has(p.action) && p.action.startsWith('api::'));
  for (const p of extra) await strapi.db.query(PERMISSION).delete({ where: { id: p.id } });
}

export async function syncPermissions(strapi: Core.Strapi): Promise<number> {
  const publicRole = await ensureRole(strapi, 'public', 'Public', 'Anonymous visitors');
  await syncActions(strapi, publicRole, publicActions);
  const serviceRole = await ensureRole(
    strapi,
    SERVICE_ROLE_TYPE,
    'Website service',
    'The website server (service account)',
  );
  await syncActions(strapi, serviceRole, serviceActions);
  return serviceRole;
}
