import type { Core } from '@strapi/strapi';

// The tables and link tables of content types, from Strapi's own metadata, for the raw queries
// that read them: so that those queries follow the schemas instead of spelling table names.

interface LinkTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}
interface Metadata {
  tableName: string;
  attributes: Record<string, { joinTable?: LinkTable; columnName?: string }>;
}

const metadataOf = (strapi: Core.Strapi, uid: string) => strapi.db.metadata.get(uid) as unknown as Metadata;

/** The table of a content type. */
export const tableOf = (strapi: Core.Strapi, uid: string): string => metadataOf(strapi, uid).tableName;

/** The column of a content type's own (not relation) attribute. */
export function columnOf(strapi: Core.Strapi, uid: string, attribute: string): string {
  const column = metadataOf(strapi, uid).attributes[attribute]?.columnName;
  if (!column) throw new Error(`${uid}.${attribute} has no column`);
  return column;
}

/** The link table of a relation: its name, the column of the entry's own id, and the other side's. */
export function linkTableOf(strapi: Core.Strapi, uid: string, attribute: string) {
  const join = metadataOf(strapi, uid).attributes[attribute]?.joinTable;
  if (!join) throw new Error(`${uid}.${attribute} has no link table`);
  return { table: join.name, own: join.joinColumn.name, other: join.inverseJoinColumn.name };
}
