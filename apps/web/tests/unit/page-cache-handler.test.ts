import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import { afterAll, describe, expect, it } from 'vitest';
import PageCacheHandler, { changedRecently, SETTLING_MS } from '../../server/page-cache-handler.mjs';

// Next's own file-system cache under our handler, on a temporary folder: what a render stores
// right after an editor's change must not outlive the change.
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
  revalidate: 60,
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

describe('the page cache', () => {
  it('keeps a CMS read and a page whose tags have not changed', async () => {
    await handler.set('read-kept', cmsRead('kept'), { fetchCache: true, tags: ['news:fr'] });
    expect(await handler.get('read-kept', fetchContext(['news:fr']))).not.toBeNull();
    await handler.set('/fr/d/actualites', page('news:fr,_N_T_/fr/d/actualites'), { cacheControl: { revalidate: 60 } });
    expect(await handler.get('/fr/d/actualites', { kind: 'APP_PAGE' })).not.toBeNull();
  });

  it('does not keep what was read or rendered while one of its tags changed', async () => {
    // The webhook expires the tag while a render that read the old text is still running…
    await handler.revalidateTag('taxonomy:fr', { expire: 0 });
    // …and the render ends after it: stored now, it would pass for newer than the change.
    await handler.set('read-during-change', cmsRead('old text'), { fetchCache: true, tags: ['taxonomy:fr'] });
    await handler.set('/fr/d/faq', page('taxonomy:fr,_N_T_/fr/d/faq'), { cacheControl: { revalidate: 60 } });
    expect(await handler.get('read-during-change', fetchContext(['taxonomy:fr']))).toBeNull();
    expect(await handler.get('/fr/d/faq', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('keeps entries again once the change has settled', () => {
    const later = Date.now() + SETTLING_MS + 1;
    expect(changedRecently(['taxonomy:fr'])).toBe(true);
    expect(changedRecently(['taxonomy:fr'], later)).toBe(false);
    expect(changedRecently(['news:fr'])).toBe(false);
  });

  it('never keeps a 404 or a redirect', async () => {
    await handler.set('/fr/d/formations/nothing', page('courses:fr', 404), { cacheControl: { revalidate: 60 } });
    expect(await handler.get('/fr/d/formations/nothing', { kind: 'APP_PAGE' })).toBeNull();
  });
});
