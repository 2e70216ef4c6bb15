// The edits a replay publishes, as an editor makes them: a course's summary, a school's tagline, a
// news item's excerpt, mostly in French; each text is the one found with a marker of the edit
// appended, and every text edited is put back as found at the end.
import { shuffled } from './zipf.mjs';

/** What is edited, by kind: the content type and its text field. */
export const EDITED = {
  course: { uid: 'api::course.course', field: 'summary' },
  school: { uid: 'api::school.school', field: 'tagline' },
  news: { uid: 'api::figs-news.figs-news-item', field: 'excerpt' },
};
// Ten edits in a row: half courses, three news items, two schools.
const KINDS = ['course', 'news', 'course', 'school', 'course', 'news', 'course', 'school', 'course', 'news'];
// What an edit appends to the text it edits (`marked`), and finds again (`MARKER`).
const marked = (text, mark) => `${text ?? ''} (bench ${mark})`.trim();
const MARKER = / ?\(bench (?:\d+|one edit)\)$/;
// The n-th edit of a kind is in English when n % 5 === 4 (one in five).
const isEnglish = (n) => n % 5 === 4;

/** The documents of `uid` published as they are drafted (no pending draft an edit would publish) in both languages. */
async function publishedDocuments(cms, uid) {
  const [fr, en] = await Promise.all(['fr', 'en'].map((locale) => cms.list(uid, locale)));
  const inEnglish = new Set(en.filter((d) => d.status === 'published').map((d) => d.documentId));
  return fr.filter((d) => d.status === 'published' && inEnglish.has(d.documentId)).map((d) => d.documentId);
}

/**
 * `count` edits in the order they are published (`{ kind, uid, field, documentId, locale, text }`),
 * one more (`single`): a French course summary no other edit touches, and `originals`, the text of
 * each edited field as found (`Map` of `{ uid, documentId, locale, field, value }`).
 */
export async function editPlan(cms, count, random) {
  const documents = {};
  for (const [kind, { uid }] of Object.entries(EDITED)) {
    documents[kind] = shuffled(await publishedDocuments(cms, uid), random);
    if (documents[kind].length === 0) throw new Error(`No published ${kind} in both languages: is the CMS seeded?`);
  }
  const originals = new Map();
  const original = async ({ uid, documentId, locale, field }) => {
    const key = `${uid} ${documentId} ${locale} ${field}`;
    if (!originals.has(key)) {
      const draft = await cms.read(uid, documentId, locale);
      originals.set(key, { uid, documentId, locale, field, value: draft[field] ?? null });
    }
    return originals.get(key).value;
  };
  const seen = { course: 0, school: 0, news: 0 };
  const edits = [];
  for (let i = 0; i < count; i += 1) {
    const kind = KINDS[i % KINDS.length];
    const n = seen[kind]++;
    const { uid, field } = EDITED[kind];
    const documentId = documents[kind][n % documents[kind].length];
    const locale = isEnglish(n) ? 'en' : 'fr';
    const found = await original({ uid, documentId, locale, field });
    edits.push({ kind, uid, field, documentId, locale, text: marked(found, i + 1) });
  }
  const usedCourses = new Set(edits.filter((e) => e.kind === 'course').map((e) => e.documentId));
  const course = documents.course.find((id) => !usedCourses.has(id)) ?? documents.course[0];
  const single = { kind: 'course', ...EDITED.course, documentId: course, locale: 'fr' };
  single.text = marked(await original(single), 'one edit');
  return { edits, single, originals };
}

/** Puts every text of `originals` back as found, published, and checks it is. */
export async function restoreAll(cms, originals, log) {
  let restored = 0;
  for (const { uid, documentId, locale, field, value } of originals.values()) {
    await cms.editAndPublish(uid, documentId, locale, { [field]: value });
    const now = (await cms.read(uid, documentId, locale))[field] ?? null;
    if (now !== value) throw new Error(`${uid} ${documentId} (${locale}) ${field} was not restored.`);
    restored += 1;
  }
  log(`${restored} edited texts restored as found`);
}

/**
 * Takes out of the CMS the markers a run that could not restore its edits left (it was stopped, the
 * CMS went away), and publishes the texts as found, before a run reads them.
 */
export async function repairLeftovers(cms, log) {
  let repaired = 0;
  for (const { uid, field } of Object.values(EDITED))
    for (const locale of ['fr', 'en'])
      for (const document of await cms.list(uid, locale)) {
        let text = document[field];
        if (typeof text !== 'string' || !MARKER.test(text)) continue;
        while (MARKER.test(text)) text = text.replace(MARKER, '');
        await cms.editAndPublish(uid, document.documentId, locale, { [field]: text });
        repaired += 1;
      }
  if (repaired) log(`${repaired} texts a previous run left edited put back`);
}
