import { describe, expect, it } from 'vitest';
import { APPLICATION_STEPS, checkField, checkStep, missingFields, stepOf } from './application-steps.js';

const TODAY = '2026-11-30';
const field = (name) => APPLICATION_STEPS.flatMap((step) => step.fields).find((f) => f.name === name);

const complete = {
  identity: {
    firstName: 'Awa',
    lastName: 'Diop',
    birthDate: '2006-03-14',
    nationality: 'SN',
    residence: 'SN',
    phone: '+221771234567',
  },
  studies: {
    currentLevel: 'bac',
    lastDiploma: 'Baccalauréat série S2',
    institution: 'Lycée Blaise Diagne',
    institutionCountry: 'SN',
    graduationYear: '2026',
  },
  language: { frenchLevel: 'native', englishLevel: 'B1' },
};

describe('the application’s fields', () => {
  it('keep what a student types, cleaned as stored', () => {
    expect(checkField(field('phone'), '+221 77 123-45.67', TODAY)).toEqual({ value: '+221771234567' });
    expect(checkField(field('nationality'), 'sn', TODAY)).toEqual({ value: 'SN' });
    expect(checkField(field('firstName'), '  Awa ', TODAY)).toEqual({ value: 'Awa' });
    expect(checkField(field('graduationYear'), '2027', TODAY)).toEqual({ value: '2027' });
    expect(checkField(field('languageTest'), '', TODAY)).toEqual({ value: '' });
  });

  it('refuse what breaks a rule, with the reason', () => {
    expect(checkField(field('firstName'), ' ', TODAY)).toEqual({ error: 'required' });
    expect(checkField(field('firstName'), 'x'.repeat(101), TODAY)).toEqual({ error: 'tooLong' });
    expect(checkField(field('birthDate'), '2006-02-30', TODAY)).toEqual({ error: 'date' });
    expect(checkField(field('birthDate'), '14/03/2006', TODAY)).toEqual({ error: 'date' });
    expect(checkField(field('birthDate'), '2027-01-01', TODAY)).toEqual({ error: 'date' });
    expect(checkField(field('phone'), '77 123 45 67', TODAY)).toEqual({ error: 'phone' });
    expect(checkField(field('currentLevel'), 'master', TODAY)).toEqual({ error: 'invalid' });
    expect(checkField(field('graduationYear'), '2040', TODAY)).toEqual({ error: 'year' });
    expect(checkField(field('nationality'), 'Senegal', TODAY)).toEqual({ error: 'invalid' });
  });

  it('check a field alone, leaving the others of its step as they are', () => {
    const step = stepOf('identity');
    expect(checkStep(step, { phone: '12' }, { partial: true, today: TODAY })).toEqual({
      values: {},
      errors: { phone: 'phone' },
    });
    expect(Object.keys(checkStep(step, {}, { today: TODAY }).errors)).toHaveLength(6);
  });

  it('say what keeps an application from being sent', () => {
    expect(missingFields(complete, TODAY)).toEqual([]);
    expect(missingFields({ ...complete, language: { frenchLevel: 'B2' } }, TODAY)).toEqual([
      { step: 'language', field: 'englishLevel' },
    ]);
    expect(missingFields(null, TODAY)).toHaveLength(13);
  });
});
