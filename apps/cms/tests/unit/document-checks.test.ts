import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../src/features/application-documents/document-checks';
import { clamdAddress } from '../../src/features/application-documents/virus-scan';

// What an applicant's document must be to be kept, read from its bytes (the virus scan is the
// integration tests', against a real clamd).

async function pdf(pages: number, password = false): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) document.addPage([595, 842]);
  const bytes = await document.save({ useObjectStreams: !password });
  if (!password) return bytes;
  // pdf-lib cannot encrypt: an /Encrypt entry in the trailer is what marks a PDF as protected.
  const text = Buffer.from(bytes)
    .toString('latin1')
    .replace('trailer\n<<', 'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 >>');
  return Buffer.from(text, 'latin1');
}

/** A JPEG's first bytes up to its frame header: what the check reads of it. */
function jpeg(width: number, height: number): Uint8Array {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof, ...new Array(16).fill(0)]);
}

function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(40);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

describe('checkDocument', () => {
  it('keeps a PDF with its pages, and a picture as one page', async () => {
    expect(await checkDocument(await pdf(3))).toEqual({ ok: true, type: 'application/pdf', pages: 3 });
    expect(await checkDocument(jpeg(3000, 4000))).toEqual({ ok: true, type: 'image/jpeg', pages: 1 });
    expect(await checkDocument(png(1200, 1600))).toEqual({ ok: true, type: 'image/png', pages: 1 });
  });

  it('refuses a PDF of more than 30 pages, a protected one, a broken one', async () => {
    expect(await checkDocument(await pdf(31))).toEqual({ ok: false, reason: 'pages' });
    expect(await checkDocument(await pdf(1, true))).toEqual({ ok: false, reason: 'encrypted' });
    expect(await checkDocument(Buffer.from('%PDF-1.7\nnot a pdf at all'))).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('refuses a picture whose header promises more pixels than a phone takes, or none', async () => {
    expect(await checkDocument(png(100_000, 100_000))).toEqual({ ok: false, reason: 'pixels' });
    expect(await checkDocument(jpeg(65_000, 65_000))).toEqual({ ok: false, reason: 'pixels' });
    expect(await checkDocument(png(0, 10))).toEqual({ ok: false, reason: 'unreadable' });
    expect(await checkDocument(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('refuses what is not a PDF, a JPEG or a PNG, whatever it is called', async () => {
    expect(await checkDocument(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(await checkDocument(Buffer.from('GIF89a'))).toEqual({ ok: false, reason: 'type' });
  });
});

describe('clamdAddress', () => {
  it('reads a TCP address or a socket path, and refuses anything else', () => {
    expect(clamdAddress('tcp://127.0.0.1:3310')).toEqual({ host: '127.0.0.1', port: 3310 });
    expect(clamdAddress('tcp://clamav')).toEqual({ host: 'clamav', port: 3310 });
    expect(clamdAddress('unix:///run/clamav/clamd.ctl')).toEqual({ path: '/run/clamav/clamd.ctl' });
    expect(() => clamdAddress('http://clamav:3310')).toThrow(/CLAMD_URL/);
  });
});
