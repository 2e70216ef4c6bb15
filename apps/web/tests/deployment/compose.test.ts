import { describe, expect, it } from 'vitest';
import { containerState, waitForOneShot } from '../../../../scripts/lib/compose.mjs';
import { adminToken, editAndPublish } from '../support/admin';
import { courseOf, sessionFor } from '../support/applicant';
import { cms, serviceToken } from '../support/cms';
import { EICAR, pdfOf } from '../support/documents';
import { testEnv } from '../support/env';
import { choicesOf, leadsByEmail, openForm, submitForm, theLead, waitLikeAPerson } from '../support/forms';
import { eventually } from '../support/site';
import { sitemapPaths } from '../support/sitemap';
import { composeStack, container, isRunning, podman, stack, stackOutbox } from '../support/stack';

// compose.yaml as a school's IT team runs it on one machine (deploy/README.md): PostgreSQL, Redis,
// the CMS, two site replicas, Varnish, clamd (on the tests' signatures: no ClamAV mirror is reached
// from here) and Prometheus, brought up by `npm test`'s containers pass
// with podman-compose from the images this checkout built (WEB_URL is Varnish, CMS_URL the CMS's
// published port). The tests follow one another: each leaves the stack whole for the next.

const MOBILE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** GETs each path through Varnish; the answers that were not 200, with their status or error. */
async function failuresOf(paths: string[], headers: Record<string, string> = {}): Promise<string[]> {
  const failed: string[] = [];
  for (const path of paths) {
    try {
      const response = await fetch(`${testEnv.webUrl}${path}`, { headers, redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) failed.push(`${path}: ${response.status}`);
    } catch (error) {
      failed.push(`${path}: ${String(error)}`);
    }
  }
  return failed;
}

/** A brochure request as a visitor without JavaScript sends it, through Varnish; its address. */
async function sendBrochureRequest(label: string, form?: Awaited<ReturnType<typeof openForm>>): Promise<string> {
  const opened = form ?? (await openForm('/brochure', { base: testEnv.webUrl }));
  await waitLikeAPerson(opened);
  const email = `${label}-${Date.now().toString(36)}@leads.test`;
  const sent = await submitForm(opened, {
    firstName: 'Awa',
    lastName: 'Diop',
    email,
    country: 'SN',
    consent: 'on',
    school: choicesOf(opened, 'school')[0]!,
    course: choicesOf(opened, 'course')[0]!,
  });
  expect(sent.status, sent.html.slice(0, 300)).toBe(303);
  return email;
}

/** The lead files waiting in a replica's outbox. */
const pendingIn = async (service: string) =>
  (await podman(['exec', await container(service), 'ls', '/var/lib/horizon/outbox/pending']))
    .split('\n')
    .filter(Boolean);

/**
 * Sends a file as an applicant's page does, through Varnish and the site's upload route (one part:
 * the file is small), with the applicant's cookie: the status and answer of its last part.
 */
async function uploadThroughSite(session: string, reference: string, kind: string, fileName: string, bytes: Buffer) {
  const url = `${testEnv.webUrl}/candidature/dossier/${reference}/pieces/envoi`;
  const cookie = `horizon_applicant=${session}`;
  const started = await fetch(url, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      action: 'start',
      kind,
      fileName,
      size: bytes.length,
      uploadKey: `compose-${kind}-${Date.now()}`,
    }),
  });
  expect(started.status, await started.clone().text()).toBe(200);
  const { document } = (await started.json()) as { document: { id: string } };
  const sent = await fetch(`${url}?document=${document.id}&start=0`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  return { status: sent.status, answer: (await sent.json()) as Record<string, unknown> };
}

/** Waits until the site answers through Varnish again (a replica ready behind it). */
const siteAnswers = () =>
  eventually(async () => {
    const response = await fetch(`${testEnv.webUrl}/api/health/ready`);
    if (response.status !== 200) throw new Error(`readiness ${response.status}`);
  }, 120_000);

describe('compose.yaml, run with podman-compose', () => {
  it('answers 50 pages of the sitemap with 200 through Varnish, the second time from its cache', async () => {
    const paths = (await sitemapPaths(testEnv.webUrl)).slice(0, 50);
    expect(paths).toHaveLength(50);
    expect(await failuresOf(paths)).toEqual([]);
    const again = await fetch(`${testEnv.webUrl}${paths[1]}`);
    expect(again.headers.get('x-cache')).toBe('HIT');
  });

  it('refuses a purge that comes through a proxy in front of Varnish', async () => {
    const response = await fetch(`${testEnv.webUrl}/`, {
      method: 'PURGE',
      headers: { 'xkey-purge': 'cms:course', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.status).toBe(403);
  });

  it('stores a lead sent through a site replica once', async () => {
    const email = await sendBrochureRequest('compose');
    expect((await theLead(email)).email).toBe(email);
    expect(await leadsByEmail([email])).toHaveLength(1);
  });

  it("scans an applicant's documents with the stack's clamd: a PDF kept as clean, the EICAR test file refused", async () => {
    const clamav = await container('clamav');
    await eventually(async () => {
      const ping = await podman([
        'exec',
        clamav,
        'clamdscan',
        '--config-file=/etc/clamav/clamdscan.conf',
        '--ping',
        '1',
      ]);
      if (ping !== 'PONG') throw new Error(`clamd: ${ping}`);
    }, 60_000);
    const session = await sessionFor(`compose-documents-${Date.now().toString(36)}@example.com`, 'fr', stackOutbox);
    const course = await courseOf(true);
    const started = await cms('/applicant/applications/start', {
      method: 'POST',
      token: await serviceToken(),
      body: { token: session, course: course.documentId, intake: course.entryYears[0]!.documentId },
    });
    const reference = (started.json?.data as { reference: string }).reference;

    const pdf = await uploadThroughSite(session, reference, 'cv', 'cv.pdf', pdfOf(1));
    expect(pdf).toMatchObject({ status: 200, answer: { status: 'kept', document: { virusScan: 'clean' } } });
    expect(await uploadThroughSite(session, reference, 'other', 'releve.pdf', EICAR)).toEqual({
      status: 422,
      answer: { status: 'refused', reason: 'virus' },
    });
    // Refused by clamd, on the tests' signature (ClamAV's own database names it Win.Test.EICAR_HDB-1).
    expect(await podman(['logs', clamav])).toMatch(/Horizon\.Test\.EICAR\S* FOUND/);
  });

  it('shows an edit published in the CMS through Varnish within seconds: the purge reached it', async () => {
    const { json } = await cms('/courses', { query: { pagination: { pageSize: 1 }, fields: ['title', 'slug'] } });
    const course = (json?.data as Array<{ documentId: string; slug: string; title: string }>)[0]!;
    const path = `/formations/${course.slug}`;
    await fetch(`${testEnv.webUrl}${path}`).then((r) => r.arrayBuffer());
    expect((await fetch(`${testEnv.webUrl}${path}`)).headers.get('x-cache')).toBe('HIT');
    const title = `${course.title} (${Date.now().toString(36)})`;
    await editAndPublish(await adminToken(), 'api::course.course', course.documentId, 'fr', { title });
    try {
      // The page stays an hour in Varnish (s-maxage) unless the CMS's publish purged it.
      await eventually(async () => {
        const html = await (await fetch(`${testEnv.webUrl}${path}`)).text();
        if (!html.includes(title)) throw new Error('the old title still');
      }, 15_000);
    } finally {
      await editAndPublish(await adminToken(), 'api::course.course', course.documentId, 'fr', { title: course.title });
    }
  });

  it('keeps answering through the other replica while one is killed: no error', async () => {
    // The phone's pages: not in Varnish yet, so that each goes to a replica.
    const paths = (await sitemapPaths(testEnv.webUrl)).slice(0, 60);
    const web1 = await container('web-1');
    const load = failuresOf(paths, { 'user-agent': MOBILE });
    await new Promise((r) => setTimeout(r, 1500));
    await podman(['kill', web1]);
    expect(await load).toEqual([]);
    // Back for the next tests (podman's restart policy may have brought it back already).
    if (!(await isRunning('web-1'))) await podman(['start', web1]);
    await eventually(async () => {
      const ready = await podman([
        'exec',
        web1,
        'node',
        '-e',
        "fetch('http://127.0.0.1:3000/api/health/ready').then(r=>console.log(r.status))",
      ]);
      if (ready !== '200') throw new Error(`web-1 readiness ${ready}`);
    }, 120_000);
  });

  it('delivers once a lead whose replica was deleted and recreated on its volume while the CMS was away', async () => {
    const form = await openForm('/brochure', { base: testEnv.webUrl });
    const cmsContainer = await container('cms');
    await podman(['stop', '--time', '30', cmsContainer]);
    let email = '';
    try {
      email = await sendBrochureRequest('outage', form);
      // The replica that took it keeps it on its volume until the CMS is back.
      const holder = await eventually(async () => {
        for (const service of ['web-1', 'web-2']) if ((await pendingIn(service)).length > 0) return service;
        throw new Error('in no outbox');
      });
      await podman(['rm', '--force', await container(holder)]);
      await composeStack(['up', '-d', '--no-deps', holder]);
      expect(await pendingIn(holder)).toHaveLength(1);
    } finally {
      await podman(['start', cmsContainer]);
    }
    await siteAnswers();
    expect((await theLead(email)).email).toBe(email);
    await new Promise((r) => setTimeout(r, 3000));
    expect(await leadsByEmail([email])).toHaveLength(1);
  });

  it('keeps its data and its secrets on a second up, and seeds nothing again', async () => {
    const before = await podman(['exec', await container('cms'), 'cat', '/run/horizon/cms.env']);
    const { json } = await cms('/courses', { query: { pagination: { pageSize: 1 } } });
    const courses = (json?.meta as { pagination: { total: number } }).pagination.total;
    const email = await sendBrochureRequest('second-up');
    await theLead(email);
    await composeStack(['down']);
    await composeStack(['up', '-d']);
    await waitForOneShot(stack.project, 'seed');
    expect(await podman(['logs', await container('seed')])).toContain('already seeded');
    await siteAnswers();
    expect(await podman(['exec', await container('cms'), 'cat', '/run/horizon/cms.env'])).toBe(before);
    const after = await cms('/courses', { query: { pagination: { pageSize: 1 } } });
    expect((after.json?.meta as { pagination: { total: number } }).pagination.total).toBe(courses);
    expect(await leadsByEmail([email])).toHaveLength(1);
    expect((await containerState(await container('secrets'))).exitCode).toBe(0);
  });
});
