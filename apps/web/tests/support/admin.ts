import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { testEnv } from './env';

// What an editor does in the Strapi admin, through the same admin API the admin UI calls:
// sign in, edit a document, publish it.

let token: Promise<string> | null = null;

/**
 * An admin session. Strapi limits admin sign-ins per address, so `npm test` signs in for every
 * test file and keeps the token in a file (TEST_ADMIN_TOKEN_FILE), read at each call: it renews it
 * before Strapi's 30-minute session ends. A file run on its own signs in itself.
 */
export function adminToken(): Promise<string> {
  const file = process.env.TEST_ADMIN_TOKEN_FILE;
  if (file) return Promise.resolve(readFileSync(file, 'utf8').trim());
  token ??= signIn();
  return token;
}

async function signIn(): Promise<string> {
  const response = await fetch(`${testEnv.cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: testEnv.adminEmail, password: testEnv.adminPassword }),
  });
  if (!response.ok) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  const json = (await response.json()) as { data: { token: string } };
  return json.data.token;
}

export async function editAndPublish(
  token: string,
  uid: string,
  documentId: string,
  locale: string,
  data: Record<string, unknown>,
) {
  const base = `${testEnv.cmsUrl}/content-manager/collection-types/${uid}/${documentId}`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const update = await fetch(`${base}?locale=${locale}`, { method: 'PUT', headers, body: JSON.stringify(data) });
  if (!update.ok) throw new Error(`update failed: ${update.status} ${await update.text()}`);
  const publish = await fetch(`${base}/actions/publish?locale=${locale}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(data),
  });
  if (!publish.ok) throw new Error(`publish failed: ${publish.status} ${await publish.text()}`);
}

/**
 * A call to the admin API as the admin UI makes it; answers the status and the parsed body. `base`:
 * another CMS than the run's (one a test started).
 */
export async function adminApi(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  base = testEnv.cmsUrl,
): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

export type AdminUser = { email: string; password: string; token: string };

/**
 * A new admin user with the role of `code` (`strapi-editor`, `admissions-officer`, …), invited by
 * the super admin and signed up through the invitation, as an admissions lead would do it.
 * `language`: the admin language of their profile.
 */
export async function adminWithRole(code: string, language?: 'fr' | 'en'): Promise<AdminUser> {
  const superAdmin = await adminToken();
  const roles = await adminApi(superAdmin, 'GET', '/admin/roles');
  const role = (roles.json?.data as Array<{ id: number; code: string }>).find((r) => r.code === code);
  if (!role) throw new Error(`no admin role ${code}`);
  const email = `${code}-${randomBytes(4).toString('hex')}@horizon.example`;
  const invited = await adminApi(superAdmin, 'POST', '/admin/users', {
    firstname: 'Test',
    lastname: code,
    email,
    roles: [role.id],
  });
  if (invited.status !== 201) throw new Error(`invitation failed: ${invited.status} ${JSON.stringify(invited.json)}`);
  const registrationToken = (invited.json?.data as { registrationToken: string }).registrationToken;
  const password = `Hz1-${randomBytes(12).toString('hex')}`;
  const registered = await fetch(`${testEnv.cmsUrl}/admin/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ registrationToken, userInfo: { firstname: 'Test', lastname: code, password } }),
  });
  if (registered.status !== 200) throw new Error(`sign-up failed: ${registered.status} ${await registered.text()}`);
  const token = ((await registered.json()) as { data: { token: string } }).data.token;
  if (language) await adminApi(token, 'PUT', '/admin/users/me', { preferedLanguage: language });
  return { email, password, token };
}

/**
 * Gives an admissions officer the schools whose applications they follow (their entry of
 * `officer-school`, written by the super admin as the admin's form does), in place of any they had.
 */
export async function assignSchools(officer: AdminUser, schools: string[]): Promise<void> {
  const superAdmin = await adminToken();
  const base = '/content-manager/collection-types/api::officer-school.officer-school';
  const found = await adminApi(superAdmin, 'GET', `${base}?filters[officerEmail][$eq]=${officer.email}&pageSize=1`);
  const entry = (found.json?.results as Array<{ documentId: string }> | undefined)?.[0];
  const body = {
    officerEmail: officer.email,
    schools: { set: schools.map((documentId) => ({ documentId, locale: 'fr' })) },
  };
  const saved = entry
    ? await adminApi(superAdmin, 'PUT', `${base}/${entry.documentId}`, body)
    : await adminApi(superAdmin, 'POST', base, body);
  if (saved.status !== 200 && saved.status !== 201)
    throw new Error(`assigning schools failed: ${saved.status} ${JSON.stringify(saved.json)}`);
}
