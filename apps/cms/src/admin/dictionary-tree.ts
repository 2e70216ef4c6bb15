// The text dictionary (taxonomy) as editors see it: one row per text, its French and English
// values side by side. Shared by the admin editor and the server's check (imports nothing).

export type Tree = { [key: string]: string | Tree };

/** Requirements 5: a text longer than this is replaced on the site by an error naming its key. */
export const DICTIONARY_TEXT_MAX = 250;

export type DictionaryRow = { key: string; section: string; fr: string; en: string };

export const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every text of a tree by its dotted key, in the tree's order. */
export function flatten(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) return flatten(value, path);
    return typeof value === 'string' ? [[path, value]] : [];
  });
}

// Accents and case do not matter in a search: "entree" finds "Entrée".
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The rows of both trees (keys of either), in the French tree's order, matching `query` if any. */
export function dictionaryRows(fr: Tree, en: Tree, query = ''): DictionaryRow[] {
  const english = new Map(flatten(en));
  const french = new Map(flatten(fr));
  const keys = [...new Set([...french.keys(), ...english.keys()])];
  const wanted = folded(query.trim());
  return keys
    .map((key) => ({
      key,
      section: key.split('.')[0] ?? key,
      fr: french.get(key) ?? '',
      en: english.get(key) ?? '',
    }))
    .filter((row) => !wanted || [row.key, row.fr, row.en].some((text) => folded(text).includes(wanted)));
}

/** A copy of `tree` with the text at the dotted `key` replaced. */
export function setText(tree: Tree, key: string, text: string): Tree {
  const [head, ...rest] = key.split('.');
  if (head === undefined) return tree;
  if (rest.length === 0) return { ...tree, [head]: text };
  const child = tree[head];
  return { ...tree, [head]: setText(isTree(child) ? child : {}, rest.join('.'), text) };
}

/** The keys whose text is longer than the limit. */
export const textsOverLimit = (tree: Tree): string[] =>
  flatten(tree)
    .filter(([, text]) => text.length > DICTIONARY_TEXT_MAX)
    .map(([key]) => key);
