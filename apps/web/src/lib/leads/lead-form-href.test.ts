import { describe, expect, it } from 'vitest';
import { isLeadFormHref, leadFormHref } from './lead-form-href';

describe('links to the lead forms', () => {
  it('are recognised in both languages, with or without the page’s course or school', () => {
    expect(isLeadFormHref(leadFormHref('brochure', 'fr'))).toBe(true);
    expect(isLeadFormHref(leadFormHref('registration', 'en', { course: 'bts-aeronautique' }))).toBe(true);
    expect(isLeadFormHref('/en/apply')).toBe(true);
    expect(isLeadFormHref('/candidature#form')).toBe(true);
  });

  it('are not confused with other pages', () => {
    expect(isLeadFormHref('/')).toBe(false);
    expect(isLeadFormHref('/formations')).toBe(false);
    // The English form under its French name, and a page whose name only starts like a form's.
    expect(isLeadFormHref('/en/inscription')).toBe(false);
    expect(isLeadFormHref('/contacts')).toBe(false);
  });
});
