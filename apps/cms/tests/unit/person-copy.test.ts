import { describe, expect, it } from 'vitest';
import { languageOf, personCopy } from '../../src/features/privacy-requests/person-copy';
import type { personJson } from '../../src/features/privacy-requests/person-data';

// The copy a person receives of their data (article 15): their language, every field under its
// name, stages and request types under their labels, never a stored code.

type PersonJson = ReturnType<typeof personJson>;

const person = (language: 'fr' | 'en'): PersonJson =>
  ({
    exportedAt: '2026-11-30T10:00:00.000Z',
    email: 'awa.diop@example.com',
    prospect: {
      documentId: 'p1',
      firstName: 'Awa',
      lastName: 'Diop',
      email: 'awa.diop@example.com',
      phone: '+221771234567',
      stage: 'application_started',
      firstLeadAt: '2026-10-01T09:00:00.000Z',
      lastLeadAt: '2026-10-20T09:00:00.000Z',
    },
    marketing: { optIn: true, optOutAt: null },
    leads: [
      {
        documentId: 'l1',
        type: 'registration',
        firstName: 'Awa',
        email: 'awa.diop@example.com',
        country: 'SN',
        studyLevel: 'bac_plus_3',
        school: { name: 'École de commerce' },
        language,
        submittedAt: '2026-10-01T09:00:00.000Z',
        idempotencyKey: 'k-1',
      },
    ],
    followUps: [
      {
        documentId: 'f1',
        fromStage: 'new',
        toStage: 'contacted',
        note: 'Appelée',
        changedAt: '2026-10-02T09:00:00.000Z',
      },
    ],
    crmDeliveries: [],
    emails: [],
    privacyLog: [
      { action: 'export', performedAt: '2026-11-01T09:00:00.000Z', performedBy: 'x', summary: '{}', recipients: null },
    ],
  }) as unknown as PersonJson;

describe('the copy a person receives of their data', () => {
  it('is in the language of their leads, with every value under its label', () => {
    expect(languageOf(person('en'))).toBe('en');
    const copy = personCopy(person('fr'));
    expect(copy).toMatch(/^Vos données personnelles\n/);
    for (const text of [
      'pour l’adresse awa.diop@example.com',
      '   Étape de votre dossier : Candidature commencée',
      'Vos demandes (1)',
      '1. Inscription, ',
      '   Niveau d’études : Bac+3 (licence, bachelor)',
      '   Pays de résidence : Sénégal (SN)',
      '   École : École de commerce',
      'Communications marketing : acceptées',
      '1. ', // the follow-up, below
      'Nouveau → Contacté·e · Note : Appelée',
      'Transmissions à notre outil de suivi (CRM) (0)\n   Néant.',
      'Copie de vos données',
    ])
      expect(copy, text).toContain(text);
    // Nothing stored as a code, nor our own de-duplication key.
    for (const code of ['application_started', 'registration', 'bac_plus_3', 'k-1', '{}'])
      expect(copy, code).not.toContain(code);
  });

  it('in English for a person who wrote to us in English', () => {
    const copy = personCopy(person('en'));
    expect(copy).toMatch(/^Your personal data\n/);
    expect(copy).toContain('   Stage of your application: Application started');
    expect(copy).toContain('   Country of residence: Senegal (SN)');
    expect(copy).toContain('New → Contacted · Note: Appelée');
  });
});

describe('the copy of an online application', () => {
  const withApplication = (): PersonJson =>
    ({
      ...person('fr'),
      applications: [
        {
          reference: 'C-ABC234',
          stage: 'submitted',
          course: { title: 'Bachelor Marketing digital' },
          submittedAt: '2026-11-02T09:00:00.000Z',
          answers: {
            identity: { firstName: 'Awa', birthDate: '2006-03-14', nationality: 'SN' },
            studies: { currentLevel: 'bac' },
          },
        },
      ],
    }) as unknown as PersonJson;

  it('writes each answer under the form’s label, with values in words, never as JSON', () => {
    const words = {
      steps: { identity: 'Identité', studies: 'Vos études' },
      fields: {
        firstName: 'Prénom',
        birthDate: 'Date de naissance',
        nationality: 'Nationalité',
        currentLevel: 'Niveau d’études actuel',
      },
      choices: { levels: { bac: 'Baccalauréat ou équivalent' }, languageLevels: {} },
    };
    const copy = personCopy(withApplication(), 'fr', words);
    for (const text of [
      'C-ABC234 · Bachelor Marketing digital · Envoyée',
      '   Identité',
      'Prénom : Awa',
      'Date de naissance : 14 mars 2006',
      'Nationalité : Sénégal',
      'Niveau d’études actuel : Baccalauréat ou équivalent',
    ])
      expect(copy).toContain(text);
    expect(copy).not.toContain('{');
  });
});
