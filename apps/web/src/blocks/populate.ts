import { blockRegistry } from './registry';

// Blocks that list other content (cards, carousels, FAQ) are read by the CMS but rendered by a
// later piece of work; they are populated so their data is already there.
const listingBlocks: Record<string, unknown> = {
  'blocks.cards': true,
  'blocks.carousel': { populate: { images: true } },
  'blocks.faq': true,
};

/** The Strapi populate rule of a `blocks` dynamic zone: each component with its nested fields. */
export const blocksPopulate = {
  on: {
    ...listingBlocks,
    ...Object.fromEntries([...blockRegistry.values()].map((block) => [block.uid, block.populate])),
  },
};
