import PDFDocument from 'pdfkit';
import type { BrochureContent } from './brochure-content';

// A4 in points. Helvetica is one of the PDF standard fonts: pdfkit ships its metrics, the
// reader supplies the glyphs, so nothing is downloaded or embedded.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const BAND_HEIGHT = 190;
const TEXT = '#1f2937';
const MUTED = '#6b7280';
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

type Doc = InstanceType<typeof PDFDocument>;

function contentWidth(): number {
  return PAGE.width - 2 * MARGIN;
}

/** Starts a new page when fewer than `height` points are left, so a heading never ends a page. */
function keepSpace(doc: Doc, height: number): void {
  if (doc.y + height > PAGE.height - MARGIN) doc.addPage();
}

function heading(doc: Doc, text: string, color: string): void {
  keepSpace(doc, 80);
  doc.moveDown(1.2);
  doc.font(BOLD).fontSize(15).fillColor(color).text(text, MARGIN, doc.y, { width: contentWidth() });
  const y = doc.y + 4;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 40, y)
    .lineWidth(2)
    .strokeColor(color)
    .stroke();
  doc.y = y + 10;
}

function paragraph(doc: Doc, text: string, options: { size?: number; color?: string; font?: string } = {}): void {
  doc
    .font(options.font ?? FONT)
    .fontSize(options.size ?? 10.5)
    .fillColor(options.color ?? TEXT)
    .text(text, MARGIN, doc.y, { width: contentWidth(), align: 'left', lineGap: 2.5 });
  doc.moveDown(0.6);
}

function cover(doc: Doc, content: BrochureContent): void {
  doc.rect(0, 0, PAGE.width, BAND_HEIGHT).fill(content.accentColor);
  doc
    .font(BOLD)
    .fontSize(10)
    .fillColor('#ffffff')
    .text(content.network.toUpperCase(), MARGIN, 48, { characterSpacing: 1.5 });
  doc.font(BOLD).fontSize(26).text(content.schoolName, MARGIN, 72, { width: contentWidth() });
  doc
    .font(FONT)
    .fontSize(13)
    .text(content.tagline, MARGIN, doc.y + 6, { width: contentWidth() });
  doc
    .font(FONT)
    .fontSize(9.5)
    .text(content.edition, MARGIN, BAND_HEIGHT - 30, { width: contentWidth(), align: 'right' });
  doc.y = BAND_HEIGHT + 10;
}

function numberPages(doc: Doc, content: BrochureContent): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise make pdfkit open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${content.footer} · ${i + 1} / ${range.count}`, MARGIN, PAGE.height - 36, {
        width: contentWidth(),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/** Lays out a school's brochure on A4 pages (two, three at most) and answers the PDF's bytes. */
export function renderBrochure(content: BrochureContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: content.locale === 'fr' ? 'fr-FR' : 'en-GB',
    info: { Title: `${content.schoolName} — ${content.edition}`, Author: content.network, Subject: content.tagline },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  cover(doc, content);
  heading(doc, content.headings.school, content.accentColor);
  content.description.forEach((text) => paragraph(doc, text));

  heading(doc, content.headings.campuses, content.accentColor);
  for (const campus of content.campuses) {
    keepSpace(doc, 20);
    doc
      .font(BOLD)
      .fontSize(10.5)
      .fillColor(TEXT)
      .text(`${campus.city}  `, MARGIN, doc.y, { continued: true, width: contentWidth() });
    doc.font(FONT).fillColor(MUTED).text(campus.address);
    doc.moveDown(0.3);
  }

  heading(doc, content.headings.courses, content.accentColor);
  for (const course of content.courses) {
    keepSpace(doc, 40);
    paragraph(doc, course.title, { font: BOLD, size: 11 });
    doc.moveUp(0.45);
    paragraph(doc, course.facts, { size: 9.5, color: MUTED });
  }

  heading(doc, content.headings.admissions, content.accentColor);
  content.admissionSteps.forEach((step, i) => paragraph(doc, `${i + 1}. ${step}`));

  heading(doc, content.headings.contact, content.accentColor);
  content.contact.forEach((line, i) => paragraph(doc, line, i === 0 ? { font: BOLD } : {}));

  numberPages(doc, content);
  doc.end();
  return done;
}
