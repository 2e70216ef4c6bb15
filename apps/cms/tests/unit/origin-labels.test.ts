import { describe, expect, it } from 'vitest';
import { originLabel, originPathLabel } from '../../src/admissions/origin-labels';
import { formatLeadField } from '../../src/features/leads/format-lead-field';
import { leadsCsvLines } from '../../src/features/leads/leads-csv';

// What an officer reads in the lists' origin columns (src/admin/enumeration-cells.tsx): the origins
// the site derives (apps/web/src/lib/tracking/origin.ts) in words, a campaign's name as written.

describe('an origin as an officer reads it', () => {
  it('words each origin the site derives, in French and English', () => {
    expect(originLabel('ORGANIC_google', 'fr')).toBe('Recherche google');
    expect(originLabel('ORGANIC_google', 'en')).toBe('google search');
    expect(originLabel('SEARCH_bing', 'fr')).toBe('Annonce bing');
    expect(originLabel('REFERRAL_www.studyrama.com', 'en')).toBe('Link from www.studyrama.com');
    expect(originLabel('direct', 'fr')).toBe('Accès direct');
  });

  it('keeps a campaign’s own name, and a bare prefix, as written', () => {
    expect(originLabel('salon-etudiant-2026', 'fr')).toBe('salon-etudiant-2026');
    expect(originLabel('ORGANIC_', 'en')).toBe('ORGANIC_');
  });

  it('words a prospect’s origin path, its source and medium as stored', () => {
    expect(originPathLabel('ORGANIC_google / google / organic', 'fr')).toBe('Recherche google / google / organic');
    expect(originPathLabel('newsletter-mars / brevo / email', 'en')).toBe('newsletter-mars / brevo / email');
  });
});

describe('an origin in the leads’ CSV export, the e-mail to admissions and the person’s copy', () => {
  it('is read in words, a campaign as written', () => {
    expect(formatLeadField('origine', 'ORGANIC_google', 'fr')).toBe('Recherche google');
    expect(formatLeadField('origine', 'REFERRAL_forum.example', 'en')).toBe('Link from forum.example');
    expect(formatLeadField('origine', 'rentree-2027-dakar', 'fr')).toBe('rentree-2027-dakar');
    expect(leadsCsvLines([{ origine: 'SEARCH_google' }], 'en')).toContain('google ad');
  });
});
