// The page's stylesheets, in the page. Next links each CSS chunk from the <head>: a browser paints
// nothing until it has fetched them, one more round trip after the document (0.7 s for a phone on
// a slow network, when the HTML had arrived already). Here each link becomes a <style> with the
// rules of the file the page uses (server/stylesheet-rules.ts), and the link stays, `disabled`:
// a browser does not fetch a disabled stylesheet, and React, which looks for
// `link[rel="stylesheet"][href=…]` when the page hydrates or a later page needs the same file,
// finds it and adds nothing. Once the page has loaded, a line of script enables the links, so the
// whole files apply before a script draws what the page did not have (a menu, another page).
// Next's own `experimental.inlineCss` writes the CSS into the page's flight data too, twice the
// bytes. See docs/decisions/inline-css.md.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { namesInHtml, stylesheetRules } from './stylesheet-rules';

// As React writes a stylesheet link with a precedence (the only stylesheets Next links).
const STYLESHEET_LINK = /<link rel="stylesheet" href="\/_next\/(static\/[\w/.-]+\.css)" data-precedence="([\w-]+)"\/>/g;
// A page is held whole (its used rules depend on all of it) up to this size; a larger one keeps
// the whole files in its head and streams on.
const MAX_HELD_BYTES = 2 * 1024 * 1024;
const HEAD_END = '</head>';
// A cached page comes out of Next the same, byte for byte, at each request: its inlined form is
// kept (by the hash of the page) rather than worked out again, which cost a cached page a third of
// its CPU time (bench/shared-cache.mjs). Bounded, the least recently used first out.
const MAX_REMEMBERED_BYTES = 32 * 1024 * 1024;
// Enables the links once the page has loaded, or at the visitor's first touch or key if sooner:
// the rules the page did not use come from the browser's fetch of the files, after the first
// paint and off the critical path, before a script draws what the page did not have.
const ENABLE_LINKS =
  '<script>(function(){var done=0;function e(){if(done)return;done=1;' +
  'document.querySelectorAll("link[rel=stylesheet][data-precedence][disabled]").forEach(function(l){l.disabled=false})}' +
  'if(document.readyState=="complete")e();else{addEventListener("load",e);' +
  '["pointerdown","keydown","focusin"].forEach(function(t){addEventListener(t,e,{once:true,capture:true})})}})()</script>';

type InlineOptions = { whole?: boolean };
type Sheet = { text: string; rules: ReturnType<typeof stylesheetRules> };

/**
 * The inliner of the build in `distDir`: `inline(html)` gives the HTML with the rules of its
 * stylesheets it uses in it (all of them with `{ whole: true }`), `bodyStep` does it to an answer
 * as Next writes it. The files of a build never change: each is read and compiled once. A
 * file that cannot be read keeps its link.
 */
export function stylesheetInliner(distDir: string) {
  const sheets = new Map<string, Sheet | null>();
  const sheetOf = (file: string): Sheet | null => {
    if (file.includes('..')) return null;
    if (!sheets.has(file)) {
      let sheet: Sheet | null = null;
      try {
        const text = readFileSync(join(distDir, file), 'utf8');
        sheet = { text, rules: stylesheetRules(text) };
      } catch {
        // Not in this build: the link stays as it is.
      }
      sheets.set(file, sheet);
    }
    return sheets.get(file) ?? null;
  };

  const inline = (html: string, { whole = false }: InlineOptions = {}): string => {
    const names = whole ? null : namesInHtml(html);
    let inlined = false;
    const page = html.replace(STYLESHEET_LINK, (link: string, file: string, precedence: string) => {
      const sheet = sheetOf(file);
      if (sheet === null) return link;
      inlined = true;
      const href = `/_next/${file}`;
      // A stylesheet cannot end the <style> element early; `<\/` is the same text for CSS.
      const text = (names ? sheet.rules.usedBy(names) : sheet.text).replaceAll('</', '<\\/');
      return (
        `<style data-precedence="${precedence}" data-href="${href}">${text}</style>` +
        `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`
      );
    });
    return inlined && names ? page.replace(HEAD_END, `${ENABLE_LINKS}${HEAD_END}`) : page;
  };

  const remembered = new Map<string, Buffer>();
  let rememberedBytes = 0;
  /** `inline` of the page in `source` (a Buffer), as a Buffer, from the last time it was asked if it was. */
  const inlinedBuffer = (source: Buffer, options?: InlineOptions): Buffer => {
    const key = createHash('sha1')
      .update(options?.whole ? 'whole\0' : 'used\0')
      .update(source)
      .digest('base64');
    const known = remembered.get(key);
    if (known) {
      remembered.delete(key);
      remembered.set(key, known);
      return known;
    }
    const page = Buffer.from(inline(source.toString('utf8'), options));
    if (page.length > MAX_REMEMBERED_BYTES / 16) return page;
    remembered.set(key, page);
    rememberedBytes += page.length;
    for (const [oldKey, old] of remembered) {
      if (rememberedBytes <= MAX_REMEMBERED_BYTES) break;
      remembered.delete(oldKey);
      rememberedBytes -= old.length;
    }
    return page;
  };

  /**
   * Step 4 of the response pipeline (server/response-pipeline.ts) for an answer to `req`: an HTML
   * page is held until it ends, and sent with its stylesheets in it; one that passes
   * MAX_HELD_BYTES keeps the whole files in its head and goes on as it comes. Null for any other
   * answer.
   */
  const bodyStep = (req: IncomingMessage, status: number, contentType: string) =>
    contentType.startsWith('text/html') && req.method !== 'HEAD' && status !== 204 && status !== 304
      ? {
          maxHeldBytes: MAX_HELD_BYTES,
          rewrite: (body: Buffer, complete: boolean) => inlinedBuffer(body, { whole: !complete }),
        }
      : null;

  return { inline, bodyStep };
}
