import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken, adminWithRole } from '../support/admin';
import { APPLICATIONS, COMPLETE_ANSWERS, applicationInAdmin, courseOf, sessionFor } from '../support/applicant';
import { cms, serviceToken } from '../support/cms';
import { queryCmsDatabase } from '../support/cms-database';
import { EICAR, documentCall, pdfOf, pngOf, sentDocument } from '../support/documents';
import { testEnv } from '../support/env';
import { sendRaw } from '../support/raw-http';

// An application's documents (issue 58), through the CMS's API as the site's server calls it, the
// site's upload route as a phone's page calls it, and the officers' routes: each file typed by its
// content, counted, scanned by the run's clamd (scripts/lib/clamd.mjs: the EICAR signatures), kept
// in the database and nowhere public, read only by its applicant and the officers, and gone with
// the application.

const tag = randomBytes(4).toString('hex');
let admin: string;

const applicationCall = async (path: string, body: Record<string, unknown>) =>
  cms(`/applicant/applications/${path}`, { method: 'POST', token: await serviceToken(), body });

/** A signed-in applicant with a draft application, its steps filled (documents not yet sent). */
async function draft(name: string, language: 'fr' | 'en' = 'fr') {
  const email = `${name}.${tag}@example.com`;
  const session = await sessionFor(email, language);
  const course = await courseOf(true);
  const started = await applicationCall('start', {
    token: session,
    course: course.documentId,
    intake: course.entryYears[0]!.documentId,
  });
  const reference = (started.json?.data as { reference: string }).reference;
  for (const [step, values] of Object.entries(COMPLETE_ANSWERS))
    await applicationCall('save', { token: session, reference, step, values });
  return { email, session, reference };
}

const read = async (session: string, reference: string) =>
  (await applicationCall('read', { token: session, reference })).json?.data as {
    stage: string;
    requiredDocuments: string[];
    offeredDocuments: string[];
    missing: Array<{ step: string; field: string }>;
    documents: Array<{ id: string; kind: string; fileName: string; state: string; pages: number; virusScan: string }>;
  };

const partsOf = async (documentId: string) =>
  Number(
    (
      await queryCmsDatabase(
        `SELECT COUNT(*) AS n FROM application_document_parts p JOIN application_documents d ON d.id = p.document_id WHERE d.document_id = '${documentId}'`,
      )
    )[0]?.n,
  );

const allPartsOf = async (documentIds: string[]) =>
  Number(
    (
      await queryCmsDatabase(
        `SELECT COUNT(*) AS n FROM application_document_parts WHERE document_id IN (SELECT id FROM application_documents WHERE document_id IN (${documentIds.map((id) => `'${id}'`).join(',') || "''"}))`,
      )
    )[0]?.n,
  );

/** The site's upload route, with the applicant's cookie, as the page's script calls it. */
const site = (session: string, reference: string) => {
  const url = `${testEnv.webUrl}/candidature/dossier/${reference}/pieces/envoi`;
  const cookie = `horizon_applicant=${session}`;
  return {
    json: (body: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    part: (document: string, start: number, bytes: Buffer) =>
      fetch(`${url}?document=${document}&start=${start}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(bytes),
      }),
    file: (id: string) =>
      fetch(`${testEnv.webUrl}/candidature/dossier/${reference}/pieces/${id}`, {
        headers: { cookie },
        redirect: 'manual',
      }),
  };
};

beforeAll(async () => {
  admin = await adminToken();
});

describe('an application’s documents', () => {
  it('asks a Master’s applicant for transcripts and a degree, a Bachelor’s for the baccalauréat', async () => {
    const { session, reference } = await draft('levels');
    const application = await read(session, reference);
    // The demo's Études en France course with an intake is a Bachelor or a Master: either list is whole.
    expect([
      ['passport', 'secondaryDiploma'],
      ['passport', 'universityTranscripts', 'degree', 'cv'],
    ]).toContainEqual(application.requiredDocuments);
    expect(application.missing.filter((entry) => entry.step === 'documents').map((entry) => entry.field)).toEqual(
      application.requiredDocuments,
    );
    // The documents' step offers the required ones first, then the optional ones.
    expect(application.offeredDocuments).toEqual([
      ...application.requiredDocuments,
      ...['cv', 'languageCertificate', 'other'].filter((kind) => !application.requiredDocuments.includes(kind)),
    ]);
  });

  it('asks for certified translations where the student studied in a country whose guide says so, until they are sent', async () => {
    const { session, reference } = await draft('translations');
    const before = await read(session, reference);
    // Studies in Senegal: diplomas in French.
    expect(before.requiredDocuments).not.toContain('translations');
    const studies = { ...COMPLETE_ANSWERS.studies, institutionCountry: 'BR', lastDiploma: 'Ensino médio' };
    const saved = await applicationCall('save', { token: session, reference, step: 'studies', values: studies });
    expect((saved.json?.data as { errors: object }).errors).toEqual({});
    // In Brazil, in Portuguese: the guide's editors ticked "Certified translations required".
    const after = await read(session, reference);
    expect(after.requiredDocuments).toEqual([...before.requiredDocuments, 'translations']);
    expect(after.offeredDocuments.slice(0, after.requiredDocuments.length)).toEqual(after.requiredDocuments);
    for (const kind of before.requiredDocuments)
      expect((await sentDocument(session, reference, kind, pdfOf())).status, kind).toBe('kept');
    const refused = await applicationCall('submit', { token: session, reference });
    expect(refused.json?.data).toEqual({
      status: 'incomplete',
      missing: [{ step: 'documents', field: 'translations' }],
    });
    expect((await sentDocument(session, reference, 'translations', pdfOf(3))).status).toBe('kept');
    const sent = await applicationCall('submit', { token: session, reference });
    expect((sent.json?.data as { status: string }).status).toBe('submitted');
    // The requirement is the guide's, as its editors see it in the admin.
    const token = await adminToken();
    const guides = await adminApi(
      token,
      'GET',
      '/content-manager/collection-types/api::country-guide.country-guide?filters[countryCode][$eq]=BR&locale=fr',
    );
    expect((guides.json?.results as Array<{ translationsRequired: boolean }>)[0]?.translationsRequired).toBe(true);
  });

  it('keeps a PDF sent in parts, a part sent twice once, and reads its pages and type from its content', async () => {
    const { session, reference } = await draft('parts');
    const pdf = pdfOf(3, 'x'.repeat(600_000));
    const started = await documentCall('start', {
      token: session,
      reference,
      kind: 'passport',
      fileName: '../../etc/scan passeport.PNG',
      size: pdf.length,
      uploadKey: `parts-${tag}`,
    });
    const document = (started.json?.data as { document: { id: string } }).document.id;
    // The same start again (its answer lost on the way): the same document.
    const again = await documentCall('start', {
      token: session,
      reference,
      kind: 'passport',
      fileName: 'x.pdf',
      size: pdf.length,
      uploadKey: `parts-${tag}`,
    });
    expect((again.json?.data as { document: { id: string } }).document.id).toBe(document);
    const part = (start: number) =>
      documentCall('part', {
        token: session,
        reference,
        document,
        start,
        bytes: pdf.subarray(start, start + 256 * 1024).toString('base64'),
      });
    const first = (await part(0)).json?.data as { status: string; document: { received: number } };
    expect(first).toMatchObject({ status: 'receiving', document: { received: 256 * 1024 } });
    // Sent twice (the connection dropped before its answer): kept once, and told where the file stands.
    expect(((await part(0)).json?.data as { document: { received: number } }).document.received).toBe(256 * 1024);
    // A part past where the file stands: nothing kept.
    expect(((await part(512 * 1024)).json?.data as { document: { received: number } }).document.received).toBe(
      256 * 1024,
    );
    expect(((await part(256 * 1024)).json?.data as { status: string }).status).toBe('receiving');
    const last = (await part(512 * 1024)).json?.data as { status: string; document: Record<string, unknown> };
    expect(last).toMatchObject({
      status: 'kept',
      document: {
        fileName: 'scan passeport.pdf',
        contentType: 'application/pdf',
        pages: 3,
        virusScan: 'clean',
        size: pdf.length,
      },
    });
    expect(await partsOf(document)).toBe(3);
  });

  it('refuses, and keeps nothing of, a virus, a file that is not its type, too many pages, a picture bomb, a 2 GB file', async () => {
    const { session, reference } = await draft('refusals');
    const refused = async (bytes: Buffer, fileName: string) =>
      (await sentDocument(session, reference, 'other', bytes, fileName)) as { status: string; reason?: string };
    expect(await refused(EICAR, 'eicar.com')).toEqual({ status: 'refused', reason: 'virus' });
    expect(await refused(pdfOf(1, EICAR.toString('latin1')), 'releve.pdf')).toEqual({
      status: 'refused',
      reason: 'virus',
    });
    // A zip (a zip bomb is one), renamed as a PDF.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(2000)]);
    expect(await refused(zip, 'releve.pdf')).toEqual({ status: 'refused', reason: 'type' });
    expect(await refused(pdfOf(31), 'tout.pdf')).toEqual({ status: 'refused', reason: 'pages' });
    expect(await refused(pngOf(8, 8, { width: 100_000, height: 100_000 }), 'photo.png')).toEqual({
      status: 'refused',
      reason: 'pixels',
    });
    const huge = await documentCall('start', {
      token: session,
      reference,
      kind: 'other',
      fileName: 'film.mp4',
      size: 2 * 1024 ** 3,
      uploadKey: `huge-${tag}`,
    });
    expect(huge.json?.data).toEqual({ status: 'too-large' });
    expect((await read(session, reference)).documents).toEqual([]);
    expect(
      Number(
        (
          await queryCmsDatabase(
            'SELECT COUNT(*) AS n FROM application_document_parts WHERE document_id NOT IN (SELECT id FROM application_documents)',
          )
        )[0]?.n,
      ),
    ).toBe(0);
  });

  it('answers the page through the site: a 2 GB file before a byte, a part, a refusal in its status, another person’s file as unknown', async () => {
    const { session, reference } = await draft('site');
    const route = site(session, reference);
    const tooLarge = await route.json({
      action: 'start',
      kind: 'cv',
      fileName: 'a.pdf',
      size: 2 * 1024 ** 3,
      uploadKey: `site-big-${tag}`,
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ status: 'too-large' });
    // A 2 GB body is refused by the front door from its length, before a byte of it is read.
    const port = Number(new URL(testEnv.webUrl).port);
    const body = await sendRaw(
      port,
      `POST /candidature/dossier/${reference}/pieces/envoi HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: horizon_applicant=${session}\r\nContent-Type: application/octet-stream\r\nContent-Length: ${2 * 1024 ** 3}\r\nConnection: close\r\n\r\n`,
    );
    expect(body.status).toBe(413);
    const pdf = pdfOf(1);
    const started = await route.json({
      action: 'start',
      kind: 'cv',
      fileName: 'cv.pdf',
      size: pdf.length,
      uploadKey: `site-${tag}`,
    });
    expect(started.status).toBe(200);
    const { document } = (await started.json()) as { document: { id: string } };
    const kept = await route.part(document.id, 0, pdf);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ status: 'kept', document: { fileName: 'cv.pdf', pages: 1 } });
    const file = await route.file(document.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    const virus = await route.json({
      action: 'start',
      kind: 'other',
      fileName: 'v.pdf',
      size: EICAR.length,
      uploadKey: `site-v-${tag}`,
    });
    const virusId = ((await virus.json()) as { document: { id: string } }).document.id;
    const refusal = await route.part(virusId, 0, EICAR);
    expect(refusal.status).toBe(422);
    expect(await refusal.json()).toEqual({ status: 'refused', reason: 'virus' });

    // Another applicant, with the first one's reference and file: nothing.
    const other = await draft('other');
    expect((await site(other.session, reference).file(document.id)).status).toBe(404);
    expect((await documentCall('content', { token: other.session, reference, document: document.id })).status).toBe(
      404,
    );
    expect((await site(other.session, other.reference).file(document.id)).status).toBe(404);
    // Without a session: the sign-in page.
    const anonymous = await fetch(`${testEnv.webUrl}/candidature/dossier/${reference}/pieces/${document.id}`, {
      redirect: 'manual',
    });
    expect(anonymous.status).toBe(303);
    // Nothing of it under the CMS's public uploads.
    expect((await fetch(`${testEnv.cmsUrl}/uploads/cv.pdf`)).status).toBe(404);
  });

  it('keeps a file from being sent during an upload, then sends it; identity scans go at the decision; the erasure takes the bytes', async () => {
    const { email, session, reference } = await draft('submit');
    const { requiredDocuments } = await read(session, reference);
    for (const kind of requiredDocuments)
      expect((await sentDocument(session, reference, kind, pdfOf())).status).toBe('kept');
    // An upload started and not finished: the file waits for it.
    const pending = await documentCall('start', {
      token: session,
      reference,
      kind: 'other',
      fileName: 'o.pdf',
      size: 5000,
      uploadKey: `pending-${tag}`,
    });
    const pendingId = (pending.json?.data as { document: { id: string } }).document.id;
    const early = (await applicationCall('submit', { token: session, reference })).json?.data as {
      status: string;
      missing: Array<{ field: string }>;
    };
    expect(early).toEqual({ status: 'incomplete', missing: [{ step: 'documents', field: 'uploading' }] });
    expect((await documentCall('remove', { token: session, reference, document: pendingId })).json?.data).toEqual({
      status: 'removed',
    });
    expect(
      ((await applicationCall('submit', { token: session, reference })).json?.data as { status: string }).status,
    ).toBe('submitted');
    // Sent: the file no longer changes.
    expect(
      (
        await documentCall('start', {
          token: session,
          reference,
          kind: 'other',
          fileName: 'o.pdf',
          size: 10,
          uploadKey: `late-${tag}`,
        })
      ).json?.data,
    ).toEqual({ status: 'read-only' });

    // The officer's panel lists them, and shows one from memory.
    const { documentId } = await applicationInAdmin(admin, reference);
    const listed = await adminApi(admin, 'GET', `/admissions/applications/${documentId}/documents`);
    expect(listed.status).toBe(200);
    const documents = listed.json?.data as Array<{ documentId: string; kind: string }>;
    expect(documents.map((document) => document.kind).sort()).toEqual([...requiredDocuments].sort());
    const passport = documents.find((document) => document.kind === 'passport')!;
    const shown = await fetch(`${testEnv.cmsUrl}/admissions/application-documents/${passport.documentId}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toContain('application/pdf');
    // Not an officer: nothing.
    const editor = await adminWithRole('strapi-editor');
    expect(
      (
        await fetch(`${testEnv.cmsUrl}/admissions/application-documents/${passport.documentId}`, {
          headers: { authorization: `Bearer ${editor.token}` },
        })
      ).status,
    ).toBe(403);

    // Decided: the passport is deleted, bytes and all; the diploma stays.
    expect((await adminApi(admin, 'PUT', `${APPLICATIONS}/${documentId}`, { stage: 'admitted' })).status).toBe(200);
    const after = await read(session, reference);
    expect(after.documents.map((document) => document.kind)).not.toContain('passport');
    expect(await partsOf(passport.documentId)).toBe(0);

    // Erased: every document with it.
    const ids = documents.map((document) => document.documentId);
    expect(await allPartsOf(ids)).toBeGreaterThan(0);
    expect((await adminApi(admin, 'POST', '/admissions/privacy/erase', { email })).status).toBe(200);
    expect(await allPartsOf(ids)).toBe(0);
    expect(
      Number(
        (
          await queryCmsDatabase(
            `SELECT COUNT(*) AS n FROM application_documents WHERE document_id IN (${ids.map((id) => `'${id}'`).join(',')})`,
          )
        )[0]?.n,
      ),
    ).toBe(0);
  });
});
