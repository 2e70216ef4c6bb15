import { leadFieldLabels, type LabelLocale, type LeadField } from './lead-labels';

// What a privacy log entry's summary holds, as the CMS writes it (features/privacy-requests): the
// counts of what was found or erased ({"prospect":1,"leads":2,…}), the fields of a correction
// ({"fields":["firstName"],"leads":2}), or a state ('started', 'restored from the erasure ledger').
// An officer reads it in words, in their language.

const COUNTS: Record<string, { fr: [string, string]; en: [string, string] }> = {
  prospect: { fr: ['prospect', 'prospects'], en: ['prospect', 'prospects'] },
  leads: { fr: ['demande', 'demandes'], en: ['lead', 'leads'] },
  followUps: { fr: ['suivi', 'suivis'], en: ['follow-up', 'follow-ups'] },
  crmEvents: { fr: ['envoi au CRM', 'envois au CRM'], en: ['CRM delivery', 'CRM deliveries'] },
  emails: { fr: ['e-mail', 'e-mails'], en: ['e-mail', 'e-mails'] },
  siteOutbox: {
    fr: ['demande en attente sur le site', 'demandes en attente sur le site'],
    en: ['lead waiting on the site', 'leads waiting on the site'],
  },
};

const STATES: Record<string, { fr: string; en: string }> = {
  started: { fr: 'En cours', en: 'In progress' },
  'restored from the erasure ledger': {
    fr: 'Repris du registre des effacements',
    en: 'Restored from the erasure ledger',
  },
};

const count = (key: string, n: number, language: LabelLocale) => {
  const words = COUNTS[key]?.[language];
  return words ? `${n} ${n === 1 ? words[0] : words[1]}` : `${key}: ${n}`;
};

/** The summary in words; as stored when it is none of the shapes above. */
export function privacySummaryLabel(summary: string, language: LabelLocale): string {
  const state = STATES[summary];
  if (state) return state[language];
  let parsed: unknown;
  try {
    parsed = JSON.parse(summary);
  } catch {
    return summary;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return summary;
  const entries = Object.entries(parsed as Record<string, unknown>);
  const fields = (parsed as { fields?: unknown }).fields;
  if (Array.isArray(fields)) {
    const names = fields.map((field) =>
      typeof field === 'string' && field in leadFieldLabels
        ? leadFieldLabels[field as LeadField][language]
        : String(field),
    );
    const leads = Number((parsed as { leads?: unknown }).leads ?? 0);
    return `${language === 'fr' ? 'Corrigé' : 'Corrected'}${language === 'fr' ? ' : ' : ': '}${names.join(', ')} (${count('leads', leads, language)})`;
  }
  const parts = entries
    .filter(([, value]) => typeof value === 'number' && value > 0)
    .map(([key, value]) => count(key, value as number, language));
  return parts.length > 0 ? parts.join(', ') : language === 'fr' ? 'Rien' : 'Nothing';
}
