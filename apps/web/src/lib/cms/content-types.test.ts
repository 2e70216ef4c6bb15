import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicReadable, serviceOnlyReadable } from '../../../../cms/src/bootstrap/access';
import { cmsResources, relationResources, singleTypes } from './tags';

interface ContentTypeSchema {
  kind: 'collectionType' | 'singleType';
  info: { singularName: string; pluralName: string };
  attributes: Record<string, { type: string; target?: string }>;
}

// The CMS's content model by UID (api::<api folder>.<content-type folder>), from its schema files.
const apiDir = join(__dirname, '../../../../cms/src/api');
const contentTypes = new Map(
  readdirSync(apiDir).flatMap((api) => {
    const dir = join(apiDir, api, 'content-types');
    if (!existsSync(dir)) return [];
    return readdirSync(dir).map((name): [string, ContentTypeSchema] => [
      `api::${api}.${name}`,
      JSON.parse(readFileSync(join(dir, name, 'schema.json'), 'utf8')) as ContentTypeSchema,
    ]);
  }),
);

describe('the content types the site caches', () => {
  it('are exactly those the CMS lets its service account read', () => {
    expect(Object.keys(cmsResources).sort()).toEqual([...publicReadable, ...serviceOnlyReadable].sort());
  });

  it.each(Object.entries(cmsResources))('%s is read under its REST path /%s', (uid, path) => {
    const schema = contentTypes.get(uid);
    expect(schema, `no content type ${uid} in apps/cms/src/api`).toBeDefined();
    expect(path).toBe(schema?.kind === 'singleType' ? schema.info.singularName : schema?.info.pluralName);
    expect(singleTypes.has(path), 'singleTypes in tags.ts').toBe(schema?.kind === 'singleType');
  });
});

describe('the relations the page tags follow', () => {
  const componentsDir = join(__dirname, '../../../../cms/src/components');
  const components = readdirSync(componentsDir).flatMap((category) =>
    readdirSync(join(componentsDir, category)).map(
      (file) =>
        JSON.parse(readFileSync(join(componentsDir, category, file), 'utf8')) as Pick<ContentTypeSchema, 'attributes'>,
    ),
  );
  // Every relation to a type the site reads, in content types and components, by attribute name.
  const relations = [...contentTypes.values(), ...components].flatMap((schema) =>
    Object.entries(schema.attributes).flatMap(([name, attribute]) =>
      attribute.type === 'relation' && attribute.target && Object.hasOwn(cmsResources, attribute.target)
        ? [[name, cmsResources[attribute.target as keyof typeof cmsResources]] as const]
        : [],
    ),
  );

  it.each(relations)('%s points to %s wherever it is', (name, resource) => {
    expect(relationResources[name]).toBe(resource);
  });
});
