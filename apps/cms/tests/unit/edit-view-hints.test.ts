import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminLanguage } from '../../src/admin/admin-language';
import { contentTypeWords } from '../../src/admin/content-words';
import { translateEditViewHints } from '../../src/admin/edit-view-hints';
import { PROSPECT_UID } from '../../src/admissions/prospect-labels';

// The edit view's help lines (src/admin/edit-view-hints.tsx) in the language the admin is drawn
// in, whatever the language was when the view was laid out: the content manager lays a view out
// once, and keeps it while the officer goes from one entry to another of the same type. The
// hooks with no React at hand (the filters') take the language of their own tab.

const note = contentTypeWords[PROSPECT_UID]!.fields.stageNote!.hint!;

/** The prospect's edit view laid out while the admin's stored language was `stored`. */
function laidOutIn(stored: string) {
  vi.stubGlobal('localStorage', { getItem: () => stored });
  vi.stubGlobal('document', { documentElement: { lang: stored } });
  const field: { name: string; hint?: ReactNode } = { name: 'stageNote' };
  const { layout } = translateEditViewHints({
    layout: {
      layout: [[[field]]],
      components: {},
      settings: { displayName: 'Prospect' },
    },
  });
  return layout.layout[0]![0]![0]!.hint as ReactNode;
}

const drawnIn = (locale: string, hint: ReactNode) =>
  renderToStaticMarkup(createElement(IntlProvider, { locale, messages: {} }, hint));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a field’s help line in the edit view', () => {
  it('is in the language the admin is drawn in, not the one it had when the view was laid out', () => {
    const hint = laidOutIn('fr');
    expect(drawnIn('fr', hint)).toBe(note.fr);
    expect(drawnIn('en', hint)).toBe(note.en);
    expect(drawnIn('en', laidOutIn('en'))).toBe(note.en);
  });
});

describe('the admin’s language where React is out of reach', () => {
  it('is the one its tab is drawn in, not the one another tab has just stored', () => {
    vi.stubGlobal('localStorage', { getItem: () => 'en' });
    vi.stubGlobal('document', { documentElement: { lang: 'fr' } });
    expect(adminLanguage()).toBe('fr');
  });

  it('is the stored one before the admin has drawn anything, else English', () => {
    vi.stubGlobal('document', { documentElement: { lang: '' } });
    vi.stubGlobal('localStorage', { getItem: () => 'fr' });
    expect(adminLanguage()).toBe('fr');
    vi.stubGlobal('localStorage', { getItem: () => null });
    expect(adminLanguage()).toBe('en');
  });
});
