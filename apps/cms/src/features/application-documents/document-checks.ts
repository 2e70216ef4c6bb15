import {
  MAX_PDF_PAGES,
  MAX_PICTURE_PIXELS,
  typeOfContent,
  type DocumentType,
} from '@horizon/shared/application-documents';
import { PDFDocument } from 'pdf-lib';

// What a document must be to be kept, read from its bytes once they have all arrived: a PDF, a
// JPEG or a PNG by its content (a zip, an executable or a script renamed `.pdf` is not), a PDF
// that opens without a password and has at most MAX_PDF_PAGES pages, a picture whose size in
// pixels can be decoded without a memory bomb. The virus scan comes after (virus-scan.ts).

export type Refusal = 'type' | 'unreadable' | 'encrypted' | 'pages' | 'pixels' | 'virus';
export type Checked = { ok: true; type: DocumentType; pages: number } | { ok: false; reason: Refusal };

/** A PNG's width and height, from its header (IHDR, the first chunk). */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A JPEG's width and height, from its frame header (SOFn), walking the markers before it. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    const frame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (frame) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + length;
  }
  return null;
}

/** Whether the document may be kept, and its type and pages (a picture is one page). */
export async function checkDocument(bytes: Uint8Array): Promise<Checked> {
  const type = typeOfContent(bytes);
  if (!type) return { ok: false, reason: 'type' };
  if (type === 'application/pdf') {
    try {
      // Opened whatever its protection, to say that it is protected (pdf-lib's refusal does not).
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
      if (pdf.isEncrypted) return { ok: false, reason: 'encrypted' };
      const pages = pdf.getPageCount();
      if (pages === 0) return { ok: false, reason: 'unreadable' };
      return pages > MAX_PDF_PAGES ? { ok: false, reason: 'pages' } : { ok: true, type, pages };
    } catch {
      return { ok: false, reason: 'unreadable' };
    }
  }
  const size = type === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return { ok: false, reason: 'unreadable' };
  return size.width * size.height > MAX_PICTURE_PIXELS ? { ok: false, reason: 'pixels' } : { ok: true, type, pages: 1 };
}
