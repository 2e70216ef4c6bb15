import { testEnv } from './env';

/** A GET on the running site, without following redirects. */
export async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${testEnv.webUrl}${path}`, { redirect: 'manual', headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The path a redirect leads to (Location may be relative or absolute). */
export const locationPath = (headers: Headers) => {
  const location = headers.get('location');
  return location ? new URL(location, testEnv.webUrl).pathname : null;
};

export const htmlLang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];
const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
/** Text as React escapes it in HTML, read back. */
export const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity] ?? entity);

export const h1 = (html: string) => {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner === undefined ? undefined : decodeEntities(inner.replace(/<[^>]+>/g, '')).trim();
};

/** Polls until `check` passes (for effects that travel through a webhook). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

/**
 * What the CMS's webhook does when an editor saves an entry of `uid` (a Strapi content-type UID):
 * the site at `base` expires what it cached of that content.
 */
export async function announceChange(uid: string, base = testEnv.webUrl): Promise<void> {
  const response = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${testEnv.revalidateSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ event: 'entry.update', uid, entry: {} }),
  });
  if (!response.ok) throw new Error(`revalidation of ${uid}: ${response.status} ${await response.text()}`);
}

/**
 * The error page of requirements 8 as the server's HTML shows it (no JavaScript): language, title,
 * code, message, the way home, and whether it sits inside the site's frame (header and footer).
 */
export function errorPageOf(html: string) {
  const text = (pattern: RegExp) => {
    const inner = pattern.exec(html)?.[1];
    return inner === undefined ? null : decodeEntities(inner.replace(/<[^>]+>/g, '')).trim();
  };
  const home = /<a[^>]*href="([^"]*)"[^>]*>((?:(?!<\/a>)[\s\S])*)<\/a>\s*<\/(?:section|main)>/.exec(html);
  return {
    lang: htmlLang(html) ?? null,
    title: text(/<title>([\s\S]*?)<\/title>/),
    code: text(/<p[^>]*class="[^"]*code[^"]*"[^>]*>([\s\S]*?)<\/p>/),
    message: h1(html) ?? null,
    home: home?.[1] ?? null,
    homeLabel: home?.[2] === undefined ? null : decodeEntities(home[2].replace(/<[^>]+>/g, '')).trim(),
    framed: /<header[\s>]/.test(html) && /<footer[\s>]/.test(html),
  };
}
