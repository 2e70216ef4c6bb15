import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Device } from '@/lib/device';

/**
 * A CMS content block: its Strapi component UID, the schema its data must match, and the server
 * component that renders it, for the page's device class (a phone may show less of a long list).
 * What the CMS must populate for it is in src/lib/cms/blocks-populate.ts.
 */
export type BlockDefinition<S extends z.ZodType = z.ZodType> = {
  uid: string;
  schema: S;
  Component: ComponentType<{ data: z.infer<S>; device: Device }>;
};

export const defineBlock = <S extends z.ZodType>(definition: BlockDefinition<S>): BlockDefinition<S> => definition;
