export type DocumentKind =
  | 'passport'
  | 'secondaryDiploma'
  | 'universityTranscripts'
  | 'degree'
  | 'translations'
  | 'cv'
  | 'languageCertificate'
  | 'other';
/** What a degree level asks its applicants to hold: the baccalauréat or its equivalent, or a first degree. */
export type EntryDiploma = 'secondary' | 'undergraduate';
export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** Every kind of document, in the order the page lists them. */
export const DOCUMENT_KINDS: readonly DocumentKind[];
/** What else the country where the applicant studied asks for (its guide). */
export interface StudiesCountryNeeds {
  /** Its documents are in neither French nor English: certified translations are required. */
  translations?: boolean;
}
/** The documents an application cannot be sent without, by what its course's level asks (null: the baccalauréat) and where the applicant studied. */
export function requiredDocuments(
  entryDiploma: EntryDiploma | null | undefined,
  needs?: StudiesCountryNeeds,
): DocumentKind[];
/** The documents the page offers to add: the required ones first, then the optional ones. */
export function offeredDocuments(
  entryDiploma: EntryDiploma | null | undefined,
  needs?: StudiesCountryNeeds,
): DocumentKind[];
/** Identity documents: deleted once the school has decided. */
export const IDENTITY_DOCUMENTS: readonly DocumentKind[];
export const MAX_DOCUMENT_BYTES: number;
export const MAX_FILES_PER_KIND: number;
export const MAX_FILES_PER_APPLICATION: number;
export const MAX_PDF_PAGES: number;
export const MAX_PICTURE_PIXELS: number;
export const PICTURE_TARGET_BYTES: number;
export const PART_BYTES: number;
/** The types a document may have, found from its content. */
export const DOCUMENT_TYPES: readonly DocumentType[];
/** The type a file's first bytes say it is; null for anything but a PDF, a JPEG or a PNG. */
export function typeOfContent(bytes: Uint8Array): DocumentType | null;
/** A file's name as kept and shown: no path, no control characters, the extension of its content's type. */
export function documentFileName(sent: string | null | undefined, type: DocumentType): string;
