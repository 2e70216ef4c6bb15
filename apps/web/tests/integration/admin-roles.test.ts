import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminApi, adminToken, adminWithRole } from '../support/admin';
import { cms, serviceToken } from '../support/cms';

// Who may do what in the admin: admissions officers read and export leads and touch nothing
// else; editors manage content and never see leads; nobody types a lead by hand.

const manager = '/content-manager/collection-types';
const leads = `${manager}/api::lead.lead`;

async function firstCourse(token: string, locale: 'fr' | 'en' = 'fr') {
  const list = await adminApi(token, 'GET', `${manager}/api::course.course?page=1&pageSize=1&locale=${locale}`);
  return {
    status: list.status,
    documentId: (list.json?.results as Array<{ documentId: string }> | undefined)?.[0]?.documentId,
  };
}

describe('admin roles', () => {
  it('lets an admissions officer read leads, sorted newest first, and nothing they could change', async () => {
    const { token } = await adminWithRole('admissions-officer');
    const list = await adminApi(token, 'GET', `${leads}?page=1&pageSize=10&sort=createdAt:DESC`);
    expect(list.status).toBe(200);

    const course = await firstCourse(await adminToken());
    expect((await firstCourse(token, 'en')).documentId).toBeDefined();
    const edit = await adminApi(token, 'PUT', `${manager}/api::course.course/${course.documentId}?locale=fr`, {
      title: 'Changed by admissions',
    });
    expect(edit.status).toBe(403);
    expect((await adminApi(token, 'GET', `${manager}/api::article.article?page=1&pageSize=1`)).status).toBe(403);
    expect((await adminApi(token, 'GET', `${manager}/api::redirect.redirect?page=1&pageSize=1`)).status).toBe(403);
    expect((await adminApi(token, 'POST', leads, { type: 'contact' })).status).toBe(403);
  });

  it('keeps leads away from editors, who still manage content', async () => {
    const { token } = await adminWithRole('strapi-editor');
    expect((await adminApi(token, 'GET', `${leads}?page=1&pageSize=1`)).status).toBe(403);
    // In both languages: a localized type's permissions name its locales, or its lists are empty.
    for (const locale of ['fr', 'en'] as const) expect((await firstCourse(token, locale)).documentId).toBeDefined();
    expect((await adminApi(token, 'GET', `${manager}/api::redirect.redirect?page=1&pageSize=1`)).status).toBe(200);
  });

  it('refuses a lead typed or changed by hand in the admin, even by a super admin', async () => {
    const token = await adminToken();
    const typed = await adminApi(token, 'POST', leads, {
      type: 'contact',
      firstName: 'Hand',
      lastName: 'Made',
      email: 'hand.made@example.org',
    });
    expect(typed.status).toBe(403);

    // A lead as the site sends it, then an edit of it in the admin.
    const sent = await cms('/leads', {
      method: 'POST',
      token: await serviceToken(),
      body: {
        data: {
          type: 'contact',
          firstName: 'Awa',
          lastName: 'Diop',
          email: `awa.${randomBytes(4).toString('hex')}@example.com`,
          locale: 'fr',
          consent: true,
          idempotencyKey: randomUUID(),
          submittedAt: new Date().toISOString(),
        },
      },
    });
    expect(sent.status).toBe(201);
    const documentId = (sent.json?.data as { documentId: string }).documentId;
    const edit = await adminApi(token, 'PUT', `${leads}/${documentId}`, { firstName: 'Changed' });
    expect(edit.status).toBe(403);
    expect((edit.json?.error as { message: string }).message).toMatch(/viennent du site/);
    const stored = await adminApi(token, 'GET', `${leads}/${documentId}`);
    expect((stored.json?.data as { firstName: string }).firstName).toBe('Awa');
  });
});
