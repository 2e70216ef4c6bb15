import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminWithRole, type AdminUser } from '../support/admin';
import { testEnv } from '../support/env';
import { leadData, postLead } from '../support/leads';

// "Export CSV" in the list of leads, written by the CMS (apps/cms/src/features/leads/leads-csv-export.ts):
// the leads the list shows with its filters and sort, every one of them, in the officer's
// language, for those who may read leads only; and the database queries it costs, counted by the
// CMS's metrics (horizon_cms_database_queries_total).

const tag = randomBytes(4).toString('hex');
const origine = `export-${tag}`;
const cmsMetricsUrl = process.env.TEST_CMS_METRICS_URL ?? '';
let officer: AdminUser;

/** The export of the list filtered on this file's origin, as the button asks it. */
async function exportCsv(token: string, query: Record<string, string>) {
  const url = new URL(`${testEnv.cmsUrl}/admissions/leads/export`);
  url.searchParams.set('filters[$and][0][origine][$eq]', origine);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** The CSV's lines (without the byte-order mark), split on CRLF. */
const linesOf = (body: Buffer) =>
  body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');

const queriesCounted = async () => {
  const text = await (await fetch(cmsMetricsUrl)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('horizon_cms_database_queries_total{'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
};

beforeAll(async () => {
  officer = await adminWithRole('admissions-officer');
  // Three leads, sent a minute apart: the list shows the newest first.
  for (const [n, type] of (['brochure', 'contact', 'application'] as const).entries()) {
    const sent = await postLead(
      leadData({
        type,
        origine,
        firstName: `Export${n}`,
        email: `export${n}.${tag}@example.com`,
        submittedAt: new Date(Date.UTC(2026, 0, 5, 9, n)).toISOString(),
      }),
    );
    expect(sent.status).toBe(201);
  }
});

describe('the CSV export of the list of leads', () => {
  it('streams every lead the list shows, in the list’s order, with readable values', async () => {
    const before = await queriesCounted();
    const { status, headers, body } = await exportCsv(officer.token, { sort: 'createdAt:DESC', language: 'fr' });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    // UTF-8 with a byte-order mark, so that Excel reads the accents.
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = linesOf(body);
    expect(lines.at(-1)).toBe('');
    const [header, ...rows] = lines.slice(0, -1);
    // French: Excel's French list separator.
    expect(header!.split(';').slice(0, 4)).toEqual(['Type de demande', 'Prénom', 'Nom', 'E-mail']);
    expect(rows.map((row) => row.split(';').slice(0, 2))).toEqual([
      ['Candidature', 'Export2'],
      ['Contact', 'Export1'],
      ['Brochure', 'Export0'],
    ]);
    // Sortable dates in Paris time.
    expect(rows[2]).toContain(';2026-01-05 10:00;');
    // What it cost the database, counted by the CMS (its metrics are on in the tests).
    expect(await queriesCounted()).toBeGreaterThan(before);
  });

  it('follows the list’s sort, and writes English with commas', async () => {
    const { status, body } = await exportCsv(officer.token, { sort: 'firstName:ASC', language: 'en' });
    expect(status).toBe(200);
    const [header, ...rows] = linesOf(body).slice(0, -1);
    expect(header!.split(',').slice(0, 2)).toEqual(['Request type', 'First name']);
    expect(rows.map((row) => row.split(',')[1])).toEqual(['Export0', 'Export1', 'Export2']);
  });

  it('is refused to an editor, who may not read leads', async () => {
    const editor = await adminWithRole('strapi-editor');
    expect((await exportCsv(editor.token, {})).status).toBe(403);
  });
});
