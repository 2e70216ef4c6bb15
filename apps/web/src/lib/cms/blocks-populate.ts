/** The components each dynamic zone of the CMS accepts (apps/cms/src/api/{course,landing,…} schemas). */
export const PAGE_BLOCKS = [
  'blocks.title',
  'blocks.rich-text',
  'blocks.quote',
  'blocks.checklist',
  'blocks.accordion',
  'blocks.faq',
  'blocks.cards',
  'blocks.carousel',
  'blocks.illustrated-video',
  'blocks.badge',
  'blocks.key-datas',
  'blocks.two-routes',
] as const;

/** A course has the page blocks and those of a programme. */
export const COURSE_BLOCKS = [
  'blocks.course-panel',
  'blocks.skill-unit',
  'blocks.teaching-unit',
  'blocks.after-bachelor',
  ...PAGE_BLOCKS,
] as const;

// What each block needs populated beyond its own scalar fields (nested components and media).
// Pure data, apart from the components, so that the CMS readers never import React code.
const nested: Record<string, { populate: Record<string, unknown> }> = {
  'blocks.course-panel': { populate: { highlights: true } },
  'blocks.skill-unit': { populate: { blocs: { populate: { skills: true } } } },
  'blocks.teaching-unit': { populate: { modules: true } },
  'blocks.after-bachelor': { populate: { furtherStudies: true, careers: true } },
  'blocks.two-routes': { populate: { routes: { populate: { points: true } } } },
  'blocks.checklist': { populate: { items: true } },
  'blocks.accordion': { populate: { items: true } },
  'blocks.quote': { populate: { image: true } },
  'blocks.carousel': { populate: { images: true } },
  'blocks.illustrated-video': { populate: { poster: true } },
};

/** The Strapi populate rule of a `blocks` dynamic zone: each allowed component with its nested fields. */
export function blocksPopulate(allowed: readonly string[]) {
  return { on: Object.fromEntries(allowed.map((uid) => [uid, nested[uid] ?? true])) };
}
