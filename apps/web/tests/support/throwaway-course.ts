import { adminApi, adminToken } from './admin';

const MANAGER = '/content-manager/collection-types/api::course.course';

export type ThrowawayCourse = { documentId: string; title: string; slug: string; remove: () => Promise<void> };

/**
 * A French course an editor creates and publishes in the admin, for a test that needs one the
 * seed does not have (a title no other course shares, a course the first ones by title leave out).
 * `remove` deletes it: call it after the test, so that the other files see the demo's courses.
 */
export async function publishThrowawayCourse(
  title: string,
  { levelId, campusId, tuition }: { levelId?: string; campusId?: string; tuition?: { eu: number; nonEu: number } } = {},
): Promise<ThrowawayCourse> {
  const token = await adminToken();
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const connect = (documentId: string) => ({ connect: [{ documentId, locale: 'fr' }] });
  const created = await adminApi(token, 'POST', `${MANAGER}?locale=fr`, {
    title,
    name: title,
    slug,
    ...(levelId ? { graduationLevel: connect(levelId) } : {}),
    ...(campusId ? { campuses: connect(campusId) } : {}),
    ...(tuition ? { tuition: { ...tuition, workStudy: false, academicYear: '2026-2027' } } : {}),
  });
  if (created.status !== 201) throw new Error(`course not created: ${created.status} ${JSON.stringify(created.json)}`);
  const { documentId } = created.json?.data as { documentId: string };
  const remove = async () => {
    await adminApi(await adminToken(), 'DELETE', `${MANAGER}/${documentId}?locale=fr`);
  };
  const published = await adminApi(token, 'POST', `${MANAGER}/${documentId}/actions/publish?locale=fr`, {});
  if (published.status !== 200) {
    await remove();
    throw new Error(`course not published: ${published.status} ${JSON.stringify(published.json)}`);
  }
  return { documentId, title, slug, remove };
}
