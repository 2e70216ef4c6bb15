// The page's stylesheets, in the page. Next links each CSS chunk from the <head>: a browser paints
// nothing until it has fetched them, one more round trip after the document (0.7 s for a phone on
// a slow network, when the HTML had arrived already). Here each link becomes a <style> with the
// file's text, and the link stays, `disabled`: a browser does not fetch a disabled stylesheet,
// and React, which looks for `link[rel="stylesheet"][href=…]` when the page hydrates or a later
// page needs the same file, finds it and adds nothing. The CSS is in the document once: Next's own
// `experimental.inlineCss` also writes it into the page's flight data, which doubled it.
// See docs/decisions/inline-css.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// As React writes a stylesheet link with a precedence (the only stylesheets Next links).
const STYLESHEET_LINK = /<link rel="stylesheet" href="\/_next\/(static\/[\w/.-]+\.css)" data-precedence="([\w-]+)"\/>/g;
// The head of a page is in its first kilobytes; past this, a body is passed on as it is.
const MAX_HEAD_BYTES = 256 * 1024;
const HEAD_END = '</head>';

/** The content type a `writeHead(status, [reason], [headers])` call sets, or the one set before. */
export function contentTypeOf(res, writeHeadArgs) {
  const passed = writeHeadArgs.find((arg) => typeof arg === 'object' && arg !== null);
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
function withoutContentLength(args) {
  return args.map((arg) => {
    if (Array.isArray(arg)) return arg.filter((_, i) => String(arg[i - (i % 2)]).toLowerCase() !== 'content-length');
    if (typeof arg === 'object' && arg !== null)
      return Object.fromEntries(Object.entries(arg).filter(([name]) => name.toLowerCase() !== 'content-length'));
    return arg;
  });
}

/**
 * The inliner of the build in `distDir`: `inline(html)` gives the HTML with its stylesheets in
 * it, `wrap(req, res)` does it to an answer as Next writes it. The files of a build never change:
 * each is read once. A file that cannot be read keeps its link.
 */
export function stylesheetInliner(distDir) {
  const texts = new Map();
  const textOf = (file) => {
    if (file.includes('..')) return null;
    if (!texts.has(file)) {
      let text = null;
      try {
        // A stylesheet cannot end the <style> element early; `<\/` is the same text for CSS.
        text = readFileSync(join(distDir, file), 'utf8').replaceAll('</', '<\\/');
      } catch {
        // Not in this build: the link stays as it is.
      }
      texts.set(file, text);
    }
    return texts.get(file);
  };

  const inline = (html) =>
    html.replace(STYLESHEET_LINK, (link, file, precedence) => {
      const text = textOf(file);
      if (text === null) return link;
      const href = `/_next/${file}`;
      return (
        `<style data-precedence="${precedence}" data-href="${href}">${text}</style>` +
        `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`
      );
    });

  /**
   * Wraps `res` so that an HTML answer has its head rewritten on the way out: the body is held
   * until its `</head>` has been written, then goes on as it comes. Wrap before anything that
   * captures `res.writeHead` (server.mjs), and over the compression, which must see the text.
   */
  const wrap = (req, res) => {
    const { writeHead, write, end } = res;
    let held = null;
    const release = (self, chunk) => {
      const parts = held;
      held = null;
      if (chunk?.length) parts.push(Buffer.from(chunk));
      return Buffer.from(inline(Buffer.concat(parts).toString('utf8')));
    };

    res.writeHead = function writeHeadOfInlinedPage(status, ...args) {
      const html = String(contentTypeOf(this, args) ?? '').startsWith('text/html');
      if (!html || req.method === 'HEAD' || status === 204 || status === 304)
        return writeHead.call(this, status, ...args);
      held = [];
      this.removeHeader('content-length');
      return writeHead.call(this, status, ...withoutContentLength(args));
    };

    res.write = function writeHeld(chunk, ...rest) {
      if (!this.headersSent) this.writeHead(this.statusCode);
      if (held === null || chunk === undefined || chunk === null) return write.call(this, chunk, ...rest);
      const encoding = typeof rest[0] === 'string' ? rest[0] : undefined;
      held.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk));
      const callback = rest.findLast((arg) => typeof arg === 'function');
      const text = Buffer.concat(held).toString('latin1');
      if (!text.includes(HEAD_END) && text.length < MAX_HEAD_BYTES) {
        callback?.();
        return true;
      }
      return callback ? write.call(this, release(this), callback) : write.call(this, release(this));
    };

    res.end = function endHeld(chunk, ...rest) {
      if (!this.headersSent) this.writeHead(this.statusCode);
      if (held === null) return end.call(this, chunk, ...rest);
      const encoding = typeof rest[0] === 'string' ? rest[0] : undefined;
      const last = typeof chunk === 'function' ? undefined : chunk;
      const callback = [chunk, ...rest].findLast((arg) => typeof arg === 'function');
      const body = release(this, last === undefined || last === null ? null : Buffer.from(last, encoding));
      return callback ? end.call(this, body, callback) : end.call(this, body);
    };
  };

  return { inline, wrap };
}
