import type { ComponentType } from 'react';
import type { z } from 'zod';

/**
 * A CMS content block: its Strapi component UID, the populate rule its nested fields need, the
 * schema its data must match, and the server component that renders it.
 */
export type BlockDefinition<S extends z.ZodType = z.ZodType> = {
  uid: string;
  populate: true | { populate: Record<string, unknown> };
  schema: S;
  Component: ComponentType<{ data: z.infer<S> }>;
};

export const defineBlock = <S extends z.ZodType>(definition: BlockDefinition<S>): BlockDefinition<S> => definition;
