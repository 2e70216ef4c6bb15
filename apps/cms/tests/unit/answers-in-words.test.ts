import { describe, expect, it } from 'vitest';
import { answersInWords, type ApplicationWords } from '../../src/features/applications/answers-in-words';

// An application's answers as the officer's side panel and the person's copy show them: the
// form's steps and labels in order, values in words, in either language.

const answers = {
  // Stored out of the form's order: the panel keeps the form's.
  language: { englishLevel: 'B1', frenchLevel: 'native', languageTest: '' },
  identity: { lastName: 'Diop', firstName: 'Awa', birthDate: '2006-03-14', residence: 'SN', phone: '+221771234567' },
  studies: { currentLevel: 'bac+2' },
};

const words = (language: 'fr' | 'en'): ApplicationWords =>
  language === 'fr'
    ? {
        steps: { identity: 'Identité', studies: 'Vos études', language: 'Langues' },
        fields: { firstName: 'Prénom', birthDate: 'Date de naissance', residence: 'Pays de résidence' },
        choices: {
          levels: { 'bac+2': 'Bac+2' },
          languageLevels: { native: 'Langue maternelle', B1: 'B1 (intermédiaire)' },
        },
      }
    : {
        steps: { identity: 'Identity', studies: 'Your studies', language: 'Languages' },
        fields: { firstName: 'First name', birthDate: 'Date of birth', residence: 'Country of residence' },
        choices: { levels: { 'bac+2': '2 years of higher education' }, languageLevels: { native: 'Native language' } },
      };

describe('answersInWords', () => {
  it('follows the form’s steps and fields, leaves out what is empty, writes values in the officer’s words', () => {
    const fr = answersInWords(answers, 'fr', words('fr'));
    expect(fr.map((step) => step.title)).toEqual(['Identité', 'Vos études', 'Langues']);
    expect(fr[0]!.fields.map((field) => field.name)).toEqual([
      'firstName',
      'lastName',
      'birthDate',
      'residence',
      'phone',
    ]);
    expect(fr[0]!.fields).toContainEqual({ name: 'birthDate', label: 'Date de naissance', text: '14 mars 2006' });
    expect(fr[0]!.fields).toContainEqual({ name: 'residence', label: 'Pays de résidence', text: 'Sénégal' });
    expect(fr[2]!.fields).toEqual([
      { name: 'frenchLevel', label: 'frenchLevel', text: 'Langue maternelle' },
      { name: 'englishLevel', label: 'englishLevel', text: 'B1 (intermédiaire)' },
    ]);
    const en = answersInWords(answers, 'en', words('en'));
    expect(en[0]!.fields).toContainEqual({ name: 'birthDate', label: 'Date of birth', text: 'March 14, 2006' });
    expect(en[0]!.fields).toContainEqual({ name: 'residence', label: 'Country of residence', text: 'Senegal' });
    expect(en[1]).toEqual({
      key: 'studies',
      title: 'Your studies',
      fields: [{ name: 'currentLevel', label: 'currentLevel', text: '2 years of higher education' }],
    });
  });

  it('answers nothing for no answers, and the stored keys when the words are not at hand', () => {
    expect(answersInWords(null, 'fr', words('fr'))).toEqual([]);
    expect(answersInWords({}, 'en', null)).toEqual([]);
    expect(answersInWords({ studies: { currentLevel: 'bac' } }, 'en', null)).toEqual([
      { key: 'studies', title: 'studies', fields: [{ name: 'currentLevel', label: 'currentLevel', text: 'bac' }] },
    ]);
  });
});
