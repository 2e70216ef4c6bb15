// The rules of a stylesheet a page can use, found from the class names and ids its HTML carries.
// A rule stays unless one of its selectors needs a class or an id that no element of the page
// has (`.card .title` needs both); a selector's pseudo-classes, attributes and element names are
// never judged, so a rule for a state a visitor can reach without a script (`:hover`, `[open]`,
// `:checked`, `:target`) stays with its classes. What is left out can only apply once a script has
// added an element or a class (a menu opened, a dialog, another page's content). See
// docs/decisions/inline-css.md.
import postcss, { type Container, type Rule } from 'postcss';

// At-rules whose rules are style rules to judge one by one; any other (`@keyframes`, `@font-face`,
// `@property`, a `@layer` statement) stays whole.
const GROUPING = new Set(['media', 'supports', 'layer', 'container', 'scope', 'document']);

type Names = ReadonlySet<string>;

// A style rule or an at-rule kept whole, or a grouping at-rule with the parts inside it.
type Part = { text: string; test: (names: Names) => boolean } | { open: string; children: Part[] };

// A hex escape, as a CSS module name that starts with a digit is written (`.-\35 gzdG_layout` for
// the class `-5gzdG_layout`), and one character of a name after it.
const HEX_ESCAPE = /\\([0-9a-fA-F]{1,6}) ?/g;
const NAME = /[.#](?:-?(?:[A-Za-z_]|\\[0-9a-fA-F]{1,6} ?)(?:[\w-]|\\[0-9a-fA-F]{1,6} ?)*)/g;

/** The class (`.name`) and id (`#name`) names a selector needs, or null when it cannot tell. */
function namesNeeded(selector: string): string[] | null {
  // Any other escape (`.a\:b`, `.w-1\/2`) is read as "cannot tell": the rule stays.
  if (selector.replace(HEX_ESCAPE, '').includes('\\')) return null;
  // Attribute values and the arguments of :is(), :not(), :has()… are not names every match needs.
  let bare = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    else if (depth === 0) bare += char;
  }
  return [...bare.matchAll(NAME)].map(([name]) =>
    name.replace(HEX_ESCAPE, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))),
  );
}

/** `test(names)` of one style rule: does a page with these names need it? */
function ruleTest(rule: Rule): (names: Names) => boolean {
  const selectors = rule.selectors.map(namesNeeded);
  if (!selectors.every((needed): needed is string[] => needed !== null && needed.length > 0)) return () => true;
  return (names) => selectors.some((needed) => needed.every((name) => names.has(name)));
}

function compile(container: Container): Part[] {
  const parts: Part[] = [];
  container.each((node) => {
    if (node.type === 'rule') parts.push({ text: node.toString(), test: ruleTest(node) });
    else if (node.type === 'atrule' && node.nodes && GROUPING.has(node.name.toLowerCase()))
      parts.push({ open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}{`, children: compile(node) });
    else if (node.type !== 'comment') parts.push({ text: node.toString(), test: () => true });
  });
  return parts;
}

function pick(parts: Part[], names: Names): string {
  let text = '';
  for (const part of parts) {
    if ('children' in part) {
      const inner = pick(part.children, names);
      if (inner) text += `${part.open}${inner}}`;
    } else if (part.test(names)) {
      text += part.text.endsWith('}') || part.text.endsWith(';') ? part.text : `${part.text};`;
    }
  }
  return text;
}

/** A stylesheet's text, compiled once: `usedBy(names)` is the text of the rules a page needs. */
export function stylesheetRules(text: string): { usedBy(names: Names): string } {
  const parts = compile(postcss.parse(text));
  return { usedBy: (names) => pick(parts, names) };
}

/** The class names (`.name`) and ids (`#name`) the elements of an HTML document carry. */
export function namesInHtml(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, attribute, value = ''] of html.matchAll(/\s(class|id)="([^"]*)"/g)) {
    const prefix = attribute === 'class' ? '.' : '#';
    for (const name of value.split(/\s+/)) if (name) names.add(prefix + name);
  }
  return names;
}
