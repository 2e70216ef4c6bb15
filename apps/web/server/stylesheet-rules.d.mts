/** A stylesheet's text, compiled once: `usedBy(names)` is the text of the rules a page needs. */
export function stylesheetRules(text: string): { usedBy(names: ReadonlySet<string>): string };
/** The class names (`.name`) and ids (`#name`) the elements of an HTML document carry. */
export function namesInHtml(html: string): Set<string>;
