// An origin as the site derives it (apps/web/src/lib/tracking/origin.ts, originOfVisit), in the
// words of an admissions officer. Shared by the server and the admin bundle (so it imports nothing).
import type { LabelLocale } from './lead-labels';

/** The derived origins' forms: a prefix and what follows it (an engine, a host), or `direct`. */
const DERIVED: ReadonlyArray<{ prefix: string; label: Record<LabelLocale, (rest: string) => string> }> = [
  { prefix: 'SEARCH_', label: { fr: (engine) => `Annonce ${engine}`, en: (engine) => `${engine} ad` } },
  {
    prefix: 'ORGANIC_',
    label: { fr: (engine) => `Recherche ${engine}`, en: (engine) => `${engine} search` },
  },
  { prefix: 'REFERRAL_', label: { fr: (host) => `Lien depuis ${host}`, en: (host) => `Link from ${host}` } },
];
const DIRECT: Record<LabelLocale, string> = { fr: 'Accès direct', en: 'Direct' };

/**
 * An origin's label: a derived one in words (`ORGANIC_google`: "Recherche google"); a campaign's
 * own name (`utm_content`, chosen by whoever wrote the link) as it was written.
 */
export function originLabel(origin: string, language: LabelLocale): string {
  if (origin === 'direct') return DIRECT[language];
  const derived = DERIVED.find(({ prefix }) => origin.startsWith(prefix) && origin.length > prefix.length);
  return derived ? derived.label[language](origin.slice(derived.prefix.length)) : origin;
}

/**
 * A prospect's first or latest origin, stored as "origin / source / medium" (the parts it has,
 * src/features/prospects/attach-lead.ts): its origin in words, the source and medium as written.
 */
export function originPathLabel(path: string, language: LabelLocale): string {
  const [origin = '', ...rest] = path.split(' / ');
  return [originLabel(origin, language), ...rest].join(' / ');
}
