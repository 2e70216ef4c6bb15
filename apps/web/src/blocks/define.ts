import type { ComponentType } from 'react';
import type { z } from 'zod';

/**
 * A CMS content block: its Strapi component UID, the schema its data must match, and the server
 * component that renders it. What the CMS must populate for it is in ./populate.ts.
 */
export type BlockDefinition<S extends z.ZodType = z.ZodType> = {
  uid: string;
  schema: S;
  Component: ComponentType<{ data: z.infer<S> }>;
};

export const defineBlock = <S extends z.ZodType>(definition: BlockDefinition<S>): BlockDefinition<S> => definition;
