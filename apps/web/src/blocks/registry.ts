import type { BlockDefinition } from './define';
import { accordionBlock } from './accordion';
import { afterBachelorBlock } from './after-bachelor';
import { badgeBlock } from './badge';
import { cardsBlock } from './cards';
import { carouselBlock } from './carousel';
import { checklistBlock } from './checklist';
import { coursePanelBlock } from './course-panel';
import { faqBlock } from './faq';
import { illustratedVideoBlock } from './illustrated-video';
import { keyDatasBlock } from './key-datas';
import { quoteBlock } from './quote';
import { richTextBlock } from './rich-text';
import { skillUnitBlock } from './skill-unit';
import { teachingUnitBlock } from './teaching-unit';
import { titleBlock } from './title';
import { twoRoutesBlock } from './two-routes';

/** Every block the site renders, by Strapi component UID. */
export const blockRegistry: ReadonlyMap<string, BlockDefinition> = new Map(
  [
    accordionBlock,
    afterBachelorBlock,
    badgeBlock,
    cardsBlock,
    carouselBlock,
    checklistBlock,
    coursePanelBlock,
    faqBlock,
    illustratedVideoBlock,
    keyDatasBlock,
    quoteBlock,
    richTextBlock,
    skillUnitBlock,
    teachingUnitBlock,
    titleBlock,
    twoRoutesBlock,
  ].map((block) => [block.uid, block as BlockDefinition]),
);
