// The CMS as an editor works in it, through the admin API the admin UI calls (as
// tests/support/admin.ts does): sign in, read a document, edit its draft and publish it; and the
// admin's webhooks (Settings > Webhooks), for a benchmark that registers one of its own.
import { join } from 'node:path';
import { parseEnvFile } from '../../../../scripts/env.mjs';
import { webDir } from './site.mjs';

/**
 * The admin account: ADMIN_EMAIL and ADMIN_PASSWORD from the environment when set, else from
 * apps/cms/.env (where `npm start` writes them, and where `npm test` reads them).
 */
export function adminAccount() {
  const file = parseEnvFile(join(webDir, '../cms/.env'));
  const email = process.env.ADMIN_EMAIL ?? file.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD ?? file.ADMIN_PASSWORD;
  if (!email || !password)
    throw new Error('No admin account: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm start` once (apps/cms/.env).');
  return { email, password };
}

/**
 * An admin session on the CMS at `cmsUrl`: TEST_ADMIN_TOKEN when set (Strapi limits sign-ins per
 * address), else one sign-in with `adminAccount()`.
 */
export async function adminSession(cmsUrl) {
  let token = process.env.TEST_ADMIN_TOKEN;
  if (!token) {
    const response = await fetch(`${cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adminAccount()),
    });
    if (!response.ok) throw new Error(`Admin sign-in failed: ${response.status} ${await response.text()}`);
    token = (await response.json()).data.token;
  }
  const api = async (method, path, body) => {
    const response = await fetch(`${cmsUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
  const documents = (uid) => `/content-manager/collection-types/${uid}`;
  return {
    /** The drafts of `uid` in `locale` (the content manager's list: up to 200). */
    list: async (uid, locale) =>
      (await api('GET', `${documents(uid)}?page=1&pageSize=200&locale=${locale}`)).results ?? [],
    /** A document's draft in `locale`. */
    read: async (uid, documentId, locale) =>
      (await api('GET', `${documents(uid)}/${documentId}?locale=${locale}`)).data,
    /** Saves the draft with `data` (what an editor's Save does): the draft saved. */
    save: async (uid, documentId, locale, data) =>
      (await api('PUT', `${documents(uid)}/${documentId}?locale=${locale}`, data)).data,
    /** Publishes the draft, with `data` (what an editor's Publish does): the entry published. */
    publish: async (uid, documentId, locale, data) =>
      (await api('POST', `${documents(uid)}/${documentId}/actions/publish?locale=${locale}`, data)).data,
    /** Saves the draft with `data`, then publishes it. */
    async editAndPublish(uid, documentId, locale, data) {
      await this.save(uid, documentId, locale, data);
      await this.publish(uid, documentId, locale, data);
    },
    webhooks: async () => (await api('GET', '/admin/webhooks')).data ?? [],
    addWebhook: async (webhook) => (await api('POST', '/admin/webhooks', webhook)).data,
    removeWebhook: (id) => api('DELETE', `/admin/webhooks/${id}`),
  };
}
