import { describe, expect, it } from 'vitest';
import { validateLead } from './lead-form';

const brochure = {
  firstName: ' Awa ',
  lastName: 'Diop',
  email: 'Awa.Diop@Example.org',
  country: 'SN',
  school: 'abcdefghij1234567890',
  consent: 'on',
};

describe('validateLead', () => {
  it('accepts a complete brochure request and normalizes it', () => {
    const result = validateLead('brochure', brochure);
    expect(result).toEqual({
      ok: true,
      lead: expect.objectContaining({
        firstName: 'Awa',
        email: 'awa.diop@example.org',
        country: 'SN',
        consent: true,
        marketingOptIn: false,
        course: null,
      }),
    });
  });

  it('names each missing required field, and the consent apart', () => {
    const result = validateLead('registration', { firstName: 'Awa' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      lastName: 'required',
      email: 'required',
      phone: 'required',
      course: 'required',
      consent: 'consent',
    });
    expect(result.errors.firstName).toBeUndefined();
  });

  it('rejects a field the form does not have', () => {
    const result = validateLead('brochure', { ...brochure, isAdmin: 'true' });
    expect(result).toEqual({ ok: false, errors: { form: 'form' } });
    expect(validateLead('brochure', { ...brochure, message: 'hello' })).toEqual({
      ok: false,
      errors: { form: 'form' },
    });
  });

  it('reads a phone number in the country of residence, or international with +', () => {
    const base = {
      firstName: 'Awa',
      lastName: 'Diop',
      email: 'awa@example.org',
      country: 'SN',
      consent: 'on',
      message: 'Bonjour',
      course: '',
    };
    const local = validateLead('contact', { ...base, country: 'FR', phone: '06 12 34 56 78' });
    expect(local.ok && local.lead.phone).toBe('+33612345678');
    const international = validateLead('contact', { ...base, country: 'FR', phone: '+221 77 123 45 67' });
    expect(international.ok && international.lead.phone).toBe('+221771234567');
    expect(validateLead('contact', { ...base, phone: '12' })).toMatchObject({ ok: false, errors: { phone: 'phone' } });
  });

  it('refuses bad e-mails, unknown choices, implausible birth dates, over-long and non-text values', () => {
    expect(validateLead('brochure', { ...brochure, email: 'awa@' })).toMatchObject({ errors: { email: 'email' } });
    expect(validateLead('brochure', { ...brochure, country: 'XX' })).toMatchObject({ errors: { country: 'choice' } });
    expect(validateLead('brochure', { ...brochure, school: '../../etc' })).toMatchObject({
      errors: { school: 'choice' },
    });
    expect(validateLead('brochure', { ...brochure, lastName: 'x'.repeat(101) })).toMatchObject({
      errors: { lastName: 'tooLong' },
    });
    expect(validateLead('brochure', { ...brochure, lastName: ['a', 'b'] })).toMatchObject({
      errors: { lastName: 'form' },
    });
    expect(validateLead('brochure', { ...brochure, lastName: 'Di\u0000op' })).toMatchObject({
      errors: { lastName: 'form' },
    });
    const application = {
      ...brochure,
      phone: '+221771234567',
      nationality: 'SN',
      studyLevel: 'bac',
      intake: 'abcdefghij1234567890',
      course: 'abcdefghij1234567890',
    };
    delete (application as Record<string, string>).school;
    expect(validateLead('application', { ...application, birthDate: '2099-01-01' })).toMatchObject({
      errors: { birthDate: 'date' },
    });
    expect(validateLead('application', { ...application, birthDate: '2006-02-30' })).toMatchObject({
      errors: { birthDate: 'date' },
    });
    expect(validateLead('application', { ...application, birthDate: '2006-02-28' }).ok).toBe(true);
  });

  it('keeps the marketing opt-in only when ticked', () => {
    const result = validateLead('brochure', { ...brochure, marketingOptIn: 'on' });
    expect(result.ok && result.lead.marketingOptIn).toBe(true);
  });
});
