import { z } from 'zod';
import { listOf } from './fields';

const link = z.object({ id: z.number(), label: z.string(), url: z.string() });

const menuItem = link.extend({ __component: z.literal('core.menu-item') });
const menuGroup = z.object({
  __component: z.literal('core.menu'),
  id: z.number(),
  label: z.string(),
  slug: z.string(),
  items: listOf(link),
});

// An entry of a kind this site does not know yet is dropped rather than failing the menu.
const entry = z.union([menuItem, menuGroup, z.looseObject({ __component: z.string() }).transform(() => null)]);

export const richMenuSchema = z.object({
  slug: z.string(),
  type: z.enum(['navbar', 'footer']),
  body: listOf(entry).transform((body) => body.filter((e): e is MenuEntry => e !== null)),
});

export type MenuLink = z.infer<typeof link>;
export type MenuEntry = z.infer<typeof menuItem> | z.infer<typeof menuGroup>;
export type RichMenu = z.infer<typeof richMenuSchema>;
