// TEMPORARY until the door helper's shared template is merged.
import en from '../src/lib/dictionary/en.json' with { type: 'json' };
import fr from '../src/lib/dictionary/fr.json' with { type: 'json' };

const texts = { fr: fr.errors, en: en.errors };
const key = (status) =>
  [400, 401, 403, 404, 504].includes(status) ? String(status) : [500, 503].includes(status) ? '500' : 'other';

export function staticErrorPage(status, locale) {
  const t = texts[locale];
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${t.title.replace('{status}', String(status))}</title></head><body><main><p>${status}</p><h1>${t[key(status)]}</h1><a href="${locale === 'en' ? '/en' : '/'}">${t.backToSite}</a></main></body></html>`;
}
