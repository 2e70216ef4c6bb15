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
import type { IncomingMessage, ServerResponse } from 'node:http';
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

// Node's write and end take their callback last, whatever comes before it.
const isCallback = (arg: unknown): arg is () => void => typeof arg === 'function';

/** The content type a `writeHead(status, [reason], [headers])` call sets, or the one set before. */
export function contentTypeOf(res: ServerResponse, writeHeadArgs: readonly unknown[]): unknown {
  const passed = writeHeadArgs.find(
    (arg): arg is unknown[] | Record<string, unknown> => typeof arg === 'object' && arg !== null,
  );
  if (Array.isArray(passed)) {
    const index = passed.findIndex((value, i) => i % 2 === 0 && String(value).toLowerCase() === 'content-type');
    if (index >= 0) return passed[index + 1];
  } else if (passed) {
    const key = Object.keys(passed).find((name) => name.toLowerCase() === 'content-type');
    if (key) return passed[key];
  }
  return res.getHeader('content-type');
}

/** `writeHead`'s arguments without a content-length (the body's length changes). */
function withoutContentLength(args: readonly unknown[]): unknown[] {
  return args.map((arg) => {
    if (Array.isArray(arg))
      return (arg as unknown[]).filter((_, i) => String(arg[i - (i % 2)]).toLowerCase() !== 'content-length');
    if (typeof arg === 'object' && arg !== null)
      return Object.fromEntries(Object.entries(arg).filter(([name]) => name.toLowerCase() !== 'content-length'));
    return arg;
  });
}

/**
 * The inliner of the build in `distDir`: `inline(html)` gives the HTML with the rules of its
 * stylesheets it uses in it (all of them with `{ whole: true }`), `wrap(req, res)` does it to an
 * answer as Next writes it. The files of a build never change: each is read and compiled once. A
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
   * Wraps `res` so that an HTML answer is rewritten on the way out: the body is held until it
   * ends (or passes MAX_HELD_BYTES: then it keeps the whole files and goes on as it comes). Wrap
   * before anything that captures `res.writeHead` (server/main.ts), and over the compression, which
   * must see the text.
   */
  const wrap = (req: IncomingMessage, res: ServerResponse): void => {
    // As one signature rather than Node's overloads, none of which takes arguments passed on as
    // received (whichever overload the writer called).
    const writeHead = res.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
    const write = res.write as (this: ServerResponse, ...args: unknown[]) => boolean;
    const end = res.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
    let held: Buffer[] | null = null;
    let heldBytes = 0;
    const release = (parts: Buffer[], chunk: Buffer | null, options?: InlineOptions): Buffer => {
      held = null;
      if (chunk?.length) parts.push(Buffer.from(chunk));
      return inlinedBuffer(Buffer.concat(parts), options);
    };

    res.writeHead = function writeHeadOfInlinedPage(
      this: ServerResponse,
      status: number,
      ...args: unknown[]
    ): ServerResponse {
      const html = String(contentTypeOf(this, args) ?? '').startsWith('text/html');
      if (!html || req.method === 'HEAD' || status === 204 || status === 304)
        return writeHead.call(this, status, ...args);
      held = [];
      this.removeHeader('content-length');
      return writeHead.call(this, status, ...withoutContentLength(args));
    };

    res.write = function writeHeld(
      this: ServerResponse,
      chunk: string | Uint8Array | null | undefined,
      ...rest: unknown[]
    ): boolean {
      if (!this.headersSent) this.writeHead(this.statusCode);
      if (held === null || chunk === undefined || chunk === null) return write.call(this, chunk, ...rest);
      const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
      held.push(buffer);
      heldBytes += buffer.length;
      const callback = rest.findLast(isCallback);
      if (heldBytes <= MAX_HELD_BYTES) {
        callback?.();
        return true;
      }
      const body = release(held, null, { whole: true });
      return callback ? write.call(this, body, callback) : write.call(this, body);
    };

    res.end = function endHeld(
      this: ServerResponse,
      chunk?: string | Uint8Array | (() => void) | null,
      ...rest: unknown[]
    ): ServerResponse {
      if (!this.headersSent) this.writeHead(this.statusCode);
      if (held === null) return end.call(this, chunk, ...rest);
      const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
      const last = typeof chunk === 'function' ? undefined : chunk;
      const callback = [chunk, ...rest].findLast(isCallback);
      const body = release(
        held,
        last === undefined || last === null
          ? null
          : typeof last === 'string'
            ? Buffer.from(last, encoding)
            : Buffer.from(last),
      );
      return callback ? end.call(this, body, callback) : end.call(this, body);
    };
  };

  return { inline, wrap };
}
