import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_ANSWERS, courseOf, signedInVisitor } from '../support/applicant';
import { axeViolations, hydrated, launchBrowser, PHONE } from '../support/browser';
import { cms, serviceToken } from '../support/cms';
import { choose, pdfOf, pngOf } from '../support/documents';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

// An application's documents on a phone with JavaScript (issue 58): a photo taken with the camera,
// reduced on the phone before it is sent, sent in parts; the connection drops in the middle of
// the upload and the page is closed; the next visit resumes it from where the CMS says it stands,
// and the file the CMS keeps is the whole photo, once. In English, on a slowed connection.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});

const LABELS: Record<string, string> = {
  secondaryDiploma: 'Baccalauréat or equivalent',
  universityTranscripts: 'University transcripts',
};

type Read = {
  requiredDocuments: string[];
  documents: Array<{ kind: string; fileName: string; contentType: string; size: number; state: string; pages: number }>;
  missing: Array<{ step: string; field: string }>;
};

async function draftFor(session: string): Promise<{ reference: string; read: () => Promise<Read> }> {
  const call = async (path: string, body: Record<string, unknown>) =>
    cms(`/applicant/applications/${path}`, {
      method: 'POST',
      token: await serviceToken(),
      body: { token: session, ...body },
    });
  const course = await courseOf(false, { locale: 'en' });
  const started = await call('start', { course: course.documentId, intake: course.entryYears[0]!.documentId });
  const reference = (started.json?.data as { reference: string }).reference;
  for (const [step, values] of Object.entries(COMPLETE_ANSWERS)) await call('save', { reference, step, values });
  return { reference, read: async () => (await call('read', { reference })).json?.data as Read };
}

describe('documents on a phone whose connection drops, in English', () => {
  it('reduces a photo, resumes its upload after a dropped connection and a closed page, and keeps it once', async () => {
    const email = `kofi.${randomBytes(4).toString('hex')}@example.com`;
    const {
      context,
      page,
      token: session,
    } = await signedInVisitor(browser, { ...PHONE, locale: 'en-GB' }, email, 'en');
    const { reference, read } = await draftFor(session);
    const documentsPage = `${testEnv.webUrl}/en/apply/application/${reference}/documents`;
    // A file this phone took 8 days ago and never sent, kept as the documents' page keeps them
    // (idb-keyval's store), from a page that sends none: past the week the CMS would keep its
    // parts, the documents' page forgets it, and does not send it.
    await page.goto(`${testEnv.webUrl}/en/apply/my-space`);
    await page.evaluate(
      ({ reference: forApplication, keptAt }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('horizon-uploads');
          open.onupgradeneeded = () => open.result.createObjectStore('pending');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            try {
              const transaction = open.result.transaction('pending', 'readwrite');
              const upload = {
                uploadKey: 'stale-upload-0001',
                reference: forApplication,
                kind: 'cv',
                fileName: 'old-cv.pdf',
                blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
                document: null,
                keptAt,
              };
              transaction.objectStore('pending').put(upload, upload.uploadKey);
              transaction.oncomplete = () => {
                open.result.close();
                resolve();
              };
              transaction.onerror = () => reject(transaction.error);
            } catch (error) {
              reject(error);
            }
          };
        }),
      { reference, keptAt: Date.now() - 8 * 24 * 3_600_000 },
    );
    await page.goto(documentsPage);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe('Documents');
    expect(await axeViolations(page)).toEqual([]);

    // A slow phone's connection: 3G-like, so that a part takes its time.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 100_000,
    });
    // The connection drops as the second part leaves.
    let parts = 0;
    await page.route(/\/documents\/upload\?/, async (route) => {
      parts += 1;
      if (parts === 2) {
        await context.setOffline(true);
        await route.abort('internetdisconnected');
      } else await route.continue();
    });

    const photo = pngOf(2400, 1800);
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    await choose(page, 'Take a photo: Passport', { name: 'IMG_2041.PNG', mimeType: 'image/png', buffer: photo });
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /^Connection lost at \d+%/ })
            .count(),
        POLL,
      )
      .toBe(1);
    expect(parts).toBe(2);
    // Kept on the phone meanwhile; the page is closed before the connection comes back.
    await page.close();
    await context.setOffline(false);
    // The passport alone: the stale file was not sent.
    expect((await read()).documents).toMatchObject([{ kind: 'passport', state: 'receiving' }]);

    const again = await context.newPage();
    await again.goto(documentsPage);
    await hydrated(again);
    await expect
      .poll(() => again.getByRole('status').filter({ hasText: '“IMG_2041.jpg” is received.' }).count(), POLL)
      .toBe(1);
    const [passport] = (await read()).documents;
    expect(passport).toMatchObject({ kind: 'passport', state: 'kept', contentType: 'image/jpeg', pages: 1 });
    // Reduced on the phone: a page of a transcript at most 500 KB, from a photo of more than 1 MB.
    expect(passport!.size).toBeLessThanOrEqual(500 * 1024);
    // Nothing of it stays on the phone once kept.
    await expect
      .poll(() =>
        again.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('horizon-uploads');
              open.onsuccess = () => {
                const count = open.result.transaction('pending').objectStore('pending').count();
                count.onsuccess = () => resolve(count.result);
              };
            }),
        ),
      )
      .toBe(0);
    // The file opens from its link, for its applicant.
    const link = again.getByRole('link', { name: 'IMG_2041.jpg' });
    const file = await context.request.get(`${testEnv.webUrl}${await link.getAttribute('href')}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/jpeg');

    // A PDF chosen as a file, twice pressed: one document.
    const pdf = pdfOf(2);
    const kind = (await read()).requiredDocuments.find((candidate) => candidate !== 'passport')!;
    await choose(again, `Choose a file: ${LABELS[kind]}`, {
      name: 'transcript.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect
      .poll(() => again.getByRole('status').filter({ hasText: '“transcript.pdf” is received.' }).count(), POLL)
      .toBe(1);
    expect((await read()).documents.filter((document) => document.kind === kind)).toMatchObject([
      { fileName: 'transcript.pdf', pages: 2, state: 'kept' },
    ]);
    expect(await axeViolations(again)).toEqual([]);
  });
});
