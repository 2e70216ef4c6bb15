import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { cms, serviceToken } from './cms';

// Files an applicant sends, made here; their upload through the CMS's API as the site's server
// makes it (parts of at most 256 KB, base64 in JSON), and through the page's file chooser.

/**
 * A PDF of `pages` empty A4 pages, with `content` (its text as written) in a stream of its own:
 * what pdf.js and pdf-lib open, small enough to read in a test.
 */
export function pdfOf(pages = 1, content = ''): Buffer {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, index) => index + 3);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`);
  for (let index = 0; index < pages; index += 1)
    objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>');
  if (content) objects.push(`<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The EICAR test file: harmless, and answered as a virus by every antivirus (and the tests' clamd). */
export const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A PNG of `width` × `height`: a grey page with lines of "text" (dark bars) and a little noise, as a
 * phone's photo of a transcript looks to an encoder. `declared` writes other dimensions in its
 * header than its pixels have (a decompression bomb's header).
 */
export function pngOf(width: number, height: number, declared?: { width: number; height: number }): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(declared?.width ?? width, 0);
  header.writeUInt32BE(declared?.height ?? height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 24) - 12;
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    const line = y % 40 > 28 && y % 40 < 36;
    for (let x = 0; x < width; x += 1) {
      const ink = line && x % 90 < 70 && x > 80 && x < width - 80;
      const value = Math.max(0, Math.min(255, (ink ? 40 : 235) + noise()));
      row.set([value, value, value - 5 < 0 ? 0 : value - 5], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PART = 256 * 1024;

/** Calls one of the CMS's document routes for an applicant's session. */
export async function documentCall(path: string, body: Record<string, unknown>) {
  return cms(`/applicant/documents/${path}`, { method: 'POST', token: await serviceToken(), body });
}

type DocumentCall = (path: string, body: Record<string, unknown>) => Promise<{ json: Record<string, unknown> | null }>;

/** Sends a file through the CMS's API, in parts (`call`: to another CMS than the run's): the CMS's last answer. */
export async function sentDocument(
  session: string,
  reference: string,
  kind: string,
  bytes: Buffer,
  fileName = `${kind}.pdf`,
  call: DocumentCall = documentCall,
): Promise<Record<string, unknown>> {
  const started = await call('start', {
    token: session,
    reference,
    kind,
    fileName,
    size: bytes.length,
    uploadKey: `test-${kind}-${Math.random().toString(36).slice(2, 12)}`,
  });
  const data = started.json?.data as { status: string; document?: { id: string } };
  if (data.status !== 'started') return data;
  let answer: Record<string, unknown> = data;
  for (let start = 0; start < bytes.length; start += PART) {
    const part = await call('part', {
      token: session,
      reference,
      document: data.document!.id,
      start,
      bytes: bytes.subarray(start, start + PART).toString('base64'),
    });
    answer = part.json?.data as Record<string, unknown>;
  }
  return answer;
}

/** Presses a button that opens the phone's file chooser (the camera's or the files'), and gives it the file. */
export async function choose(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await chooser.setFiles(file);
}
