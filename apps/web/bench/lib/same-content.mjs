// The same-content bare page: a site page's own elements, text and styles, rendered by a bare Next
// app as a server component, with none of the site's code (no client component, no script of its
// own, no consent manager, no prefetching link). What a text page costs a phone because of what it
// shows (its HTML, its elements to parse, style, lay out and hydrate) is then told apart from what
// the site's code adds to it: the floor a text page of that content can reach on this framework.
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../../../scripts/lib/chromium.mjs';
import { CHROMIUM, FRENCH } from './lighthouse.mjs';

/** Where the bare app serves the same-content page of a site page's role. */
export const sameContentPath = (role) => `/content/${role}`;

// HTML attribute names that React spells otherwise (the rest it takes as they are).
const REACT_NAMES = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  crossorigin: 'crossOrigin',
  enctype: 'encType',
  novalidate: 'noValidate',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  datetime: 'dateTime',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  'accept-charset': 'acceptCharset',
  referrerpolicy: 'referrerPolicy',
  autocapitalize: 'autoCapitalize',
  spellcheck: 'spellCheck',
  formaction: 'formAction',
  formnovalidate: 'formNoValidate',
  popovertarget: 'popoverTarget',
  autofocus: 'autoFocus',
  'xlink:href': 'xlinkHref',
};
const BOOLEANS = ['hidden', 'open', 'disabled', 'required', 'multiple', 'readOnly', 'noValidate', 'autoFocus', 'inert'];

// What counts as a part of a page in its shape (`shapeOf`): landmarks, sections and forms.
const PART = 'header, footer, nav, aside, section, dialog, form, [role="region"], [role="dialog"]';

/**
 * What a page is made of (`Shape` in verdicts.d.mts), run in the page: its elements (those the
 * same-content page draws: no script, nothing in a template), how many of them are on the first
 * screen (a box on it, not hidden), and its parts, largest first: the outermost elements matching
 * `part`, found through the wrappers around them, each named by its tag and its label, heading or
 * id, with its elements, its markup's length and whether it starts on the first screen.
 */
function shapeOf({ part, skipped }) {
  const screenHeight = window.innerHeight;
  const counted = (element) => !skipped.includes(element.tagName) && !element.closest('template');
  const elementsIn = (root) => [root, ...root.querySelectorAll('*')].filter(counted).length;
  const onFirstScreen = (element) => {
    const box = element.getBoundingClientRect();
    return (box.width > 0 || box.height > 0) && box.top < screenHeight && box.bottom > 0;
  };
  // Its label, else its first heading, else its id (class names are the build's hashes).
  const nameOf = (element) => {
    const heading = element.querySelector('h1, h2, h3, h4')?.textContent?.trim();
    const said = element.getAttribute('aria-label') || heading || element.id;
    const short = said && said.length > 48 ? `${said.slice(0, 47)}…` : said;
    return short ? `${element.tagName.toLowerCase()} “${short}”` : element.tagName.toLowerCase();
  };
  const parts = [];
  const walk = (element) => {
    for (const child of element.children) {
      if (!counted(child)) continue;
      if (child.matches(part)) parts.push(child);
      else if (child.querySelector(part)) walk(child);
    }
  };
  walk(document.body);
  const all = [...document.body.querySelectorAll('*')].filter(counted);
  return {
    elements: all.length,
    firstScreenElements: all.filter(onFirstScreen).length,
    screenHeight,
    parts: parts
      .map((element) => ({
        name: nameOf(element),
        elements: elementsIn(element),
        bytes: element.outerHTML.length,
        firstScreen: onFirstScreen(element),
      }))
      .sort((a, b) => b.elements - a.elements),
  };
}

/**
 * A site page as Lighthouse's phone gets it on a first visit, before any script runs, in `browser`:
 * its body's elements as a tree of React elements' props (`{ t, p, c }`: tag, props, children; text
 * as strings), the text of its stylesheets (the site inlines them), the pictures its head preloads,
 * and, apart, the uploads its pictures are made from (`uploads`) and its shape (`shapeOf`).
 */
async function contentOf(browser, url, { acceptLanguage = FRENCH } = {}) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    // Lighthouse's phone, whose user agent the site answers with its phone page.
    userAgent: userAgents.mobile,
    viewport: { width: screenEmulationMetrics.mobile.width, height: screenEmulationMetrics.mobile.height },
    deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
    isMobile: true,
    locale: acceptLanguage.split(',')[0],
    extraHTTPHeaders: { 'accept-language': acceptLanguage },
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}.`);
    const content = await page.evaluate(
      ({ names, booleans }) => {
        const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
        const styleObject = (text) =>
          Object.fromEntries(
            text
              .split(';')
              .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
              .filter(([property, value]) => property && value)
              .map(([property, value]) => [property.startsWith('--') ? property : camel(property), value]),
          );
        const propsOf = (element) => {
          const svg = element instanceof SVGElement;
          const props = {};
          for (const attribute of element.getAttributeNames()) {
            const value = element.getAttribute(attribute) ?? '';
            let name = names[attribute] ?? attribute;
            if (svg && name.includes('-') && !/^(data|aria)-/.test(name)) name = camel(name);
            if (name === 'style') props.style = styleObject(value);
            else if (booleans.includes(name)) props[name] = value === '' || value === name.toLowerCase() || value;
            else if (name === 'value' && element.tagName !== 'OPTION' && element.tagName !== 'BUTTON')
              props.defaultValue = value;
            else if (name === 'checked') props.defaultChecked = true;
            else if (name !== 'selected') props[name] = value;
          }
          if (element instanceof HTMLSelectElement) {
            const chosen = [...element.options].filter((option) => option.hasAttribute('selected'));
            if (chosen.length) props.defaultValue = element.multiple ? chosen.map((o) => o.value) : chosen[0].value;
          }
          return props;
        };
        const treeOf = (node) => {
          if (node.nodeType === Node.TEXT_NODE) return node.textContent;
          if (node.nodeType !== Node.ELEMENT_NODE) return null;
          const tag = node.tagName.toLowerCase();
          // The site's scripts stay out: what is measured is the page without the site's code.
          if (tag === 'script' || tag === 'template') return null;
          const source = tag === 'noscript' ? [] : [...node.childNodes];
          if (tag === 'textarea') return { t: tag, p: { ...propsOf(node), defaultValue: node.value }, c: [] };
          return { t: tag, p: propsOf(node), c: source.map(treeOf).filter((child) => child !== null) };
        };
        const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
          href: link.getAttribute('href') ?? undefined,
          imageSrcSet: link.getAttribute('imagesrcset') ?? undefined,
          imageSizes: link.getAttribute('imagesizes') ?? undefined,
          fetchPriority: link.getAttribute('fetchpriority') ?? undefined,
        }));
        return {
          title: document.title,
          css: [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n'),
          preloads,
          body: [...document.body.childNodes].map(treeOf).filter((child) => child !== null),
        };
      },
      { names: REACT_NAMES, booleans: BOOLEANS },
    );
    const shape = await page.evaluate(shapeOf, { part: PART, skipped: ['SCRIPT', 'TEMPLATE'] });
    const uploads = new Set(
      [...JSON.stringify(content).matchAll(/url=(%2Fuploads%2F[^&"\s]+)/g)].map(([, path]) => decodeURIComponent(path)),
    );
    return { content, uploads: [...uploads], shape };
  } finally {
    await context.close();
  }
}

/**
 * The same-content pages' input for `buildBareApp`: each page's content (`pages`: rows with `role`,
 * `path` and, for another browser than a French one, `acceptLanguage`) read from the site at
 * `origin`, and the original bytes of the uploads its pictures are made from (the site's
 * `/uploads/…` passes on the CMS's), so that the bare app's image optimizer makes the same pictures;
 * and each page's shape (`shapes`, by role), for the report.
 */
export async function sameContentOf(origin, pages) {
  const contents = {};
  const shapes = {};
  const originals = new Map();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    for (const page of pages) {
      const url = new URL(page.path, origin).href;
      const { content, uploads, shape } = await contentOf(browser, url, { acceptLanguage: page.acceptLanguage });
      contents[page.role] = content;
      shapes[page.role] = shape;
      for (const file of uploads) {
        if (originals.has(file)) continue;
        const response = await fetch(new URL(file, origin));
        if (!response.ok) throw new Error(`${file} answered ${response.status}.`);
        originals.set(file, Buffer.from(await response.arrayBuffer()));
      }
    }
  } finally {
    await browser.close();
  }
  return { contents, originals, shapes };
}

/**
 * The bare app's files for the same-content pages: `contents` maps a role to its content (`contentOf`),
 * with `originals` the bytes of each upload (`/uploads/<file>` → Buffer). Each page is static, as
 * the site's cached pages are, its stylesheet inline at the top of its body and its pictures
 * preloaded as the site's head preloads them.
 */
export function sameContentFiles(contents, originals) {
  const files = {
    'app/content/render.tsx': `import { createElement, Fragment, type ReactNode } from 'react';
import { preload, type PreloadOptions } from 'react-dom';

type Tree = string | { t: string; p: Record<string, unknown>; c: Tree[] };
export type Content = {
  css: string;
  title: string;
  preloads: (PreloadOptions & { href?: string })[];
  body: Tree[];
};

const element = (node: Tree): ReactNode =>
  typeof node === 'string' ? node : createElement(node.t, node.p, ...node.c.map(element));

/** A page's content: its pictures preloaded, its stylesheet first, then its elements. */
export function render({ css, preloads, body }: Content) {
  for (const { href, ...options } of preloads) preload(href ?? '', { ...options, as: 'image' });
  return createElement(
    Fragment,
    null,
    createElement('style', { dangerouslySetInnerHTML: { __html: css } }),
    ...body.map(element),
  );
}
`,
  };
  for (const [file, bytes] of originals) files[`public${file}`] = bytes;
  for (const [role, content] of Object.entries(contents)) {
    files[`app/content/${role}/content.json`] = JSON.stringify(content);
    files[`app${sameContentPath(role)}/page.tsx`] = `import { render, type Content } from '../render';
import data from './content.json';

const content = data as unknown as Content;

export const metadata = { title: content.title };

export default function SameContent() {
  return render(content);
}
`;
  }
  return files;
}
