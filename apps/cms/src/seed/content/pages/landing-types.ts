import type { Bilingual } from '../../bilingual';
import type { BlockSeed } from './page-blocks';

export interface ArticleSeed {
  key: string;
  title: Bilingual<string>;
  slug: Bilingual<string>;
  excerpt: Bilingual<string>;
  blocks: BlockSeed[];
}

/** A rubrique served at /{slug}; its articles at /{slug}/{article slug}. */
export interface LandingSeed {
  key: string;
  title: Bilingual<string>;
  slug: Bilingual<string>;
  intro: Bilingual<string>;
  /** Image key of the banner (each article has its own, see content/images.ts). */
  image: string;
  blocks: BlockSeed[];
  articles: ArticleSeed[];
}
