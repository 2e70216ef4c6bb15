import { describe, expect, it } from 'vitest';
import { leadEventToPush, parseSentReferences } from './lead-event';

const lead = { formType: 'brochure' as const, reference: 'lead-1', alreadySent: [] };

describe('the generate_lead event', () => {
  it('is pushed with audience-measurement consent', () => {
    expect(leadEventToPush({ ...lead, accepted: ['necessary', 'analytics'] })).toEqual({
      event: 'generate_lead',
      form_type: 'brochure',
    });
  });

  it('is not pushed without it, nor before the visitor has chosen', () => {
    expect(leadEventToPush({ ...lead, accepted: ['necessary'] })).toBeNull();
    expect(leadEventToPush({ ...lead, accepted: ['necessary', 'marketing'] })).toBeNull();
    expect(leadEventToPush({ ...lead, accepted: null })).toBeNull();
  });

  it('is pushed at most once per reference', () => {
    const accepted = ['necessary', 'analytics'] as const;
    expect(leadEventToPush({ ...lead, accepted, alreadySent: ['lead-1'] })).toBeNull();
    expect(leadEventToPush({ ...lead, accepted, alreadySent: ['lead-0'] })).not.toBeNull();
    expect(leadEventToPush({ ...lead, accepted, reference: '' })).toBeNull();
  });

  it('reads the references already sent, ignoring anything unreadable', () => {
    expect(parseSentReferences(null)).toEqual([]);
    expect(parseSentReferences('["a","b"]')).toEqual(['a', 'b']);
    expect(parseSentReferences('["a",3]')).toEqual(['a']);
    expect(parseSentReferences('{oops')).toEqual([]);
    expect(parseSentReferences('"a"')).toEqual([]);
  });
});
