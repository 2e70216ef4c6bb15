import { describe, expect, it } from 'vitest';
import { documentFileName, offeredDocuments, requiredDocuments, typeOfContent } from './application-documents.js';

const bytes = (...values) => Uint8Array.from(values);
const text = (value) => new TextEncoder().encode(value);

describe('requiredDocuments', () => {
  it('asks a Bachelor applicant for the baccalauréat or its equivalent, a Master’s for university transcripts', () => {
    expect(requiredDocuments('secondary')).toEqual(['passport', 'secondaryDiploma']);
    expect(requiredDocuments(null)).toEqual(['passport', 'secondaryDiploma']);
    expect(requiredDocuments('undergraduate')).toEqual(['passport', 'universityTranscripts', 'degree', 'cv']);
  });

  it('adds certified translations where the applicant studied in a country whose documents need them', () => {
    expect(requiredDocuments('secondary', { translations: true })).toEqual([
      'passport',
      'secondaryDiploma',
      'translations',
    ]);
    expect(requiredDocuments('undergraduate', { translations: false })).not.toContain('translations');
    expect(offeredDocuments('undergraduate', { translations: true })).toEqual([
      'passport',
      'universityTranscripts',
      'degree',
      'cv',
      'translations',
      'languageCertificate',
      'other',
    ]);
    // Not offered where it is not asked for: the "other" document takes an odd translation.
    expect(offeredDocuments('secondary')).not.toContain('translations');
  });

  it('offers the optional documents after the required ones, each once', () => {
    expect(offeredDocuments('secondary')).toEqual([
      'passport',
      'secondaryDiploma',
      'cv',
      'languageCertificate',
      'other',
    ]);
    expect(offeredDocuments('undergraduate')).toEqual([
      'passport',
      'universityTranscripts',
      'degree',
      'cv',
      'languageCertificate',
      'other',
    ]);
  });
});

describe('typeOfContent', () => {
  it('reads the type from the first bytes, not from a name', () => {
    expect(typeOfContent(text('%PDF-1.7\n'))).toBe('application/pdf');
    expect(typeOfContent(text('\r\n%PDF-1.4'))).toBe('application/pdf');
    expect(typeOfContent(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(typeOfContent(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
  });

  it('refuses anything else: a zip, an executable, a text, an empty file', () => {
    expect(typeOfContent(bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull();
    expect(typeOfContent(text('MZ\x90\x00'))).toBeNull();
    expect(typeOfContent(text('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR'))).toBeNull();
    expect(typeOfContent(bytes())).toBeNull();
  });
});

describe('documentFileName', () => {
  it('keeps the last segment of a path, without path or control characters', () => {
    expect(documentFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(documentFileName('C:\\Users\\Aminata\\relevé 2024.PDF', 'application/pdf')).toBe('relevé 2024.pdf');
    expect(documentFileName('a\u0000b<c>.jpg', 'image/jpeg')).toBe('abc.jpg');
  });

  it('ends with the extension of the content, whatever the name said', () => {
    expect(documentFileName('photo.pdf', 'image/jpeg')).toBe('photo.jpg');
    expect(documentFileName('..', 'image/png')).toBe('document.png');
    expect(documentFileName('', 'application/pdf')).toBe('document.pdf');
  });
});
