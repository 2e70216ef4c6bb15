import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, editAndPublish } from '../support/admin';
import { cms } from '../support/cms';
import { decodeEntities, eventually, page } from '../support/site';

// Images are described in the page's language: the entry's own alternative text (its `…Alt`
// field) wins over the media library's single one, and an editor's change reaches the page.

type Course = { documentId: string; slug: string; imageAlt: string | null };

async function lastCourse(locale: 'fr' | 'en'): Promise<Course> {
  const { json } = await cms('/courses', {
    locale,
    query: { fields: ['slug', 'imageAlt'], sort: ['slug:asc'], pagination: { limit: 1 } },
  });
  return (json?.data as Course[])[0]!;
}

const alts = (html: string) => [...html.matchAll(/<img[^>]*\balt="([^"]*)"/g)].map((m) => decodeEntities(m[1]!));

let restore: (() => Promise<void>) | undefined;
afterAll(async () => restore?.());

describe('alternative texts in both languages', () => {
  it('describes a course image in English on the English page and in French on the French one', async () => {
    const en = await lastCourse('en');
    const fr = await lastCourse('fr');
    expect(en.imageAlt).toMatch(/^Illustration of the /);
    expect(fr.imageAlt).toMatch(/^Illustration du domaine /);
    expect(alts(await (await page(`/en/courses/${en.slug}`)).html)).toContain(en.imageAlt);
    expect(alts(await (await page(`/formations/${fr.slug}`)).html)).toContain(fr.imageAlt);
  });

  it("shows an editor's new English alternative text once published", async () => {
    const en = await lastCourse('en');
    const token = await adminToken();
    const changed = `Students at work in a sunny classroom ${Date.now()}`;
    restore = () => editAndPublish(token, 'api::course.course', en.documentId, 'en', { imageAlt: en.imageAlt });
    await editAndPublish(token, 'api::course.course', en.documentId, 'en', { imageAlt: changed });
    await eventually(async () => expect(alts(await (await page(`/en/courses/${en.slug}`)).html)).toContain(changed));
    const fr = await lastCourse('fr');
    expect(alts(await (await page(`/formations/${fr.slug}`)).html)).not.toContain(changed);
  });
});
