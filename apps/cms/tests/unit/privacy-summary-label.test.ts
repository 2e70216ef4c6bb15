import { describe, expect, it } from 'vitest';
import { codeLabelOf } from '../../src/admissions/coded-fields';
import { PRIVACY_LOG_UID } from '../../src/admissions/privacy-labels';

// A privacy log entry's summary, as an officer reads it in the log's list and entry: words in their
// language, not the JSON the CMS stores.

const label = codeLabelOf(PRIVACY_LOG_UID, 'summary')!;

describe('a privacy log entry’s summary', () => {
  it('reads its counts in words, in French and in English', () => {
    const stored = JSON.stringify({ prospect: 1, leads: 2, followUps: 0, crmEvents: 1, emails: 3, siteOutbox: null });
    expect(label(stored, 'fr')).toBe('1 prospect, 2 demandes, 1 envoi au CRM, 3 e-mails');
    expect(label(stored, 'en')).toBe('1 prospect, 2 leads, 1 CRM delivery, 3 e-mails');
  });

  it('names a correction’s fields under their labels', () => {
    const stored = JSON.stringify({ fields: ['firstName', 'phone'], leads: 2 });
    expect(label(stored, 'fr')).toBe('Corrigé : Prénom, Téléphone (2 demandes)');
    expect(label(stored, 'en')).toBe('Corrected: First name, Phone (2 leads)');
  });

  it('words the states, and keeps anything else as written', () => {
    expect(label('started', 'fr')).toBe('En cours');
    expect(label('restored from the erasure ledger', 'fr')).toBe('Repris du registre des effacements');
    expect(label(JSON.stringify({ prospect: 0 }), 'en')).toBe('Nothing');
    expect(label('hand-written', 'en')).toBe('hand-written');
  });
});
