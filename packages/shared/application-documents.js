// The documents of an online application: which ones a course asks for, and what a file must be
// to be kept. The CMS checks and keeps the files (apps/cms/src/features/application-documents),
// the site lists what is asked, reduces pictures on the phone and sends the files in parts
// (apps/web/src/components/application-documents). One list for both.

/** Every kind of document, in the order the page lists them. */
export const DOCUMENT_KINDS = [
  'passport',
  'secondaryDiploma',
  'universityTranscripts',
  'degree',
  'translations',
  'cv',
  'languageCertificate',
  'other',
];

/**
 * The documents an application cannot be sent without, by what the course's level asks the
 * applicant to hold (the degree level's `entryDiploma`): a Bachelor applicant shows the
 * baccalauréat or its equivalent, a Master's applicant their university transcripts and degree.
 * Where the applicant studied in a country whose documents are in neither French nor English (its
 * country guide says so: `translations`), their certified translations too.
 */
export function requiredDocuments(entryDiploma, { translations = false } = {}) {
  const diplomas = entryDiploma === 'undergraduate' ? ['universityTranscripts', 'degree', 'cv'] : ['secondaryDiploma'];
  return ['passport', ...diplomas, ...(translations ? ['translations'] : [])];
}

/** The documents the page offers to add: the required ones first, then the optional ones. */
export function offeredDocuments(entryDiploma, options) {
  const required = requiredDocuments(entryDiploma, options);
  return [...required, ...DOCUMENT_KINDS.filter((kind) => !required.includes(kind) && OPTIONAL.includes(kind))];
}

const OPTIONAL = ['languageCertificate', 'cv', 'other'];

/** Identity documents: deleted once the school has decided (issue 58, personal data). */
export const IDENTITY_DOCUMENTS = ['passport'];

/** A file, whole: a scanned transcript of many pages stays under it; a 2 GB upload does not start. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Files of one kind (a transcript per year) and of one application. */
export const MAX_FILES_PER_KIND = 5;
export const MAX_FILES_PER_APPLICATION = 20;
/** A PDF's pages: a transcript or a degree is a few; more is the wrong file. */
export const MAX_PDF_PAGES = 30;
/** A picture's pixels: past this, decoding it is a memory bomb, and no phone's camera takes it. */
export const MAX_PICTURE_PIXELS = 50_000_000;
/** What a picture of one page is reduced to on the phone before it is sent. */
export const PICTURE_TARGET_BYTES = 500 * 1024;
/** One part of an upload: small enough to get through a dropped connection, resumed from the last one kept. */
export const PART_BYTES = 256 * 1024;

/** The types a document may have, found from its first bytes, never from its name. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** The type a file's first bytes say it is (PDF, JPEG or PNG); null for anything else. */
export function typeOfContent(bytes) {
  const starts = (signature, at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  // A PDF may have a few bytes before its header (some scanners write them): the first 1,024 are searched.
  const head = Array.from(bytes.subarray(0, 1024), (byte) => String.fromCharCode(byte)).join('');
  if (head.includes('%PDF-')) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

const EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * A file's name as kept and shown: its last path segment, without control or path characters,
 * at most 100 characters, ending with the extension of the type its content has.
 */
export function documentFileName(sent, type) {
  const last =
    String(sent ?? '')
      .split(/[\\/]/)
      .pop() ?? '';
  const stem = last
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 100);
  return `${stem || 'document'}.${EXTENSIONS[type] ?? 'bin'}`;
}
