import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import { afterAll, describe, expect, it } from 'vitest';
import PageCacheHandler, { changedSince } from '../../server/page-cache-handler';

// Next's own file-system cache under our handler, on a temporary folder: what a render that
// began before an editor's change stores must not outlive the change; what a render that began
// after it stores is kept at once.
const root = mkdtempSync(join(tmpdir(), 'page-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const handler = new PageCacheHandler({
  fs: nodeFs,
  flushToDisk: true,
  serverDistDir: join(root, 'server'),
  revalidatedTags: [],
});

const cmsRead = (text: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify({ text }), status: 200, url: '' },
  revalidate: 3600,
});
const page = (tags: string, status = 200) => ({
  kind: 'APP_PAGE',
  html: '<h1>Questions fréquentes</h1>',
  rscData: Buffer.from(''),
  headers: { 'x-next-cache-tags': tags },
  status,
  postponed: undefined,
  segmentData: undefined,
});
const fetchContext = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: [] });
const pageContext = { kind: 'APP_PAGE' };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tick = () => wait(5);

describe('the page cache', () => {
  it('keeps a CMS read and a page whose tags did not change during their render', async () => {
    expect(await handler.get('read-kept', fetchContext(['news:fr']))).toBeNull();
    await handler.set('read-kept', cmsRead('kept'), { fetchCache: true, tags: ['news:fr'] });
    expect(await handler.get('read-kept', fetchContext(['news:fr']))).not.toBeNull();
    expect(await handler.get('/fr/d/actualites', pageContext)).toBeNull();
    await handler.set('/fr/d/actualites', page('news:fr,_N_T_/fr/d/actualites'), { cacheControl: { revalidate: 60 } });
    expect(await handler.get('/fr/d/actualites', pageContext)).not.toBeNull();
  });

  it('does not keep what was read or rendered while one of its tags changed', async () => {
    // A render begins (its reads miss)…
    expect(await handler.get('read-during-change', fetchContext(['taxonomy:fr']))).toBeNull();
    expect(await handler.get('/fr/d/faq', pageContext)).toBeNull();
    await tick();
    // …the webhook expires the tag while it runs…
    await handler.revalidateTag('taxonomy:fr', { expire: 0 });
    await tick();
    // …and it ends after: stored now, it would pass for newer than the change.
    await handler.set('read-during-change', cmsRead('old text'), { fetchCache: true, tags: ['taxonomy:fr'] });
    await handler.set('/fr/d/faq', page('taxonomy:fr,_N_T_/fr/d/faq'), { cacheControl: { revalidate: 60 } });
    expect(await handler.get('read-during-change', fetchContext(['taxonomy:fr']))).toBeNull();
    expect(await handler.get('/fr/d/faq', pageContext)).toBeNull();
  });

  it('keeps at once what a render that began after the change stores', async () => {
    // The gets of the previous test were the misses of the renders that follow the change.
    // Read back from disk, an entry is dated by its file's mtime, which the kernel takes from a
    // coarse clock, a few milliseconds behind Date.now() (docs/decisions/cache-revalidation.md):
    // stored within those milliseconds of the change, it would read as older than it, and expired.
    await wait(50);
    await handler.set('read-during-change', cmsRead('new text'), { fetchCache: true, tags: ['taxonomy:fr'] });
    await handler.set('/fr/d/faq', page('taxonomy:fr,_N_T_/fr/d/faq'), { cacheControl: { revalidate: 60 } });
    expect(await handler.get('read-during-change', fetchContext(['taxonomy:fr']))).not.toBeNull();
    expect(await handler.get('/fr/d/faq', pageContext)).not.toBeNull();
  });

  it('tells a change after a moment from one before it', () => {
    expect(changedSince(['taxonomy:fr'], Date.now() - 60_000)).toBe(true);
    expect(changedSince(['taxonomy:fr'], Date.now() + 1)).toBe(false);
    expect(changedSince(['news:fr'], 0)).toBe(false);
  });

  it('never keeps a 404 or a redirect', async () => {
    await handler.set('/fr/d/formations/nothing', page('courses:fr', 404), { cacheControl: { revalidate: 60 } });
    expect(await handler.get('/fr/d/formations/nothing', pageContext)).toBeNull();
  });
});
