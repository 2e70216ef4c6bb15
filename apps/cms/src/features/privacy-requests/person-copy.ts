import { LEAD_FIELDS, type LabelLocale, type LeadField, leadFieldLabels } from '../../admissions/lead-labels';
import { stageLabels, type Stage } from '../../admissions/prospect-labels';
import { formatLeadField } from '../leads/format-lead-field';
import { applicationStageLabels, type ApplicationStage } from '../../admissions/application-labels';
import type { personJson } from './person-data';
import { answersInWords, type ApplicationWords } from '../applications/answers-in-words';

// The copy a person receives of their data (GDPR article 15), in words they read: their language
// (that of their leads), the fields under their names, the stages and request types under their
// labels, dates as a person writes them. The JSON and the CSV stay the exact records (article 20).

type PersonJson = ReturnType<typeof personJson>;
type Entry = Record<string, unknown> | null;

const WORDS = {
  fr: {
    title: 'Vos données personnelles',
    intro: (email: string, day: string) =>
      `Copie des données que nous conservons sur vous, faite le ${day} à votre demande, pour l’adresse ${email}.`,
    record: 'Votre fiche',
    stage: 'Étape de votre dossier',
    firstLeadAt: 'Première demande le',
    lastLeadAt: 'Dernière demande le',
    marketing: 'Communications marketing',
    marketingYes: 'acceptées',
    marketingNo: 'non acceptées',
    withdrawn: (day: string) => `retirées le ${day}`,
    leads: 'Vos demandes',
    applications: 'Vos candidatures en ligne',
    followUps: 'Le suivi de votre dossier',
    crm: 'Transmissions à notre outil de suivi (CRM)',
    emails: 'E-mails que nous vous avons envoyés',
    requests: 'Ce que nous avons fait à votre demande',
    none: 'Néant.',
    note: 'Note',
  },
  en: {
    title: 'Your personal data',
    intro: (email: string, day: string) =>
      `A copy of the data we keep about you, made on ${day} at your request, for the address ${email}.`,
    record: 'Your record',
    stage: 'Stage of your application',
    firstLeadAt: 'First request on',
    lastLeadAt: 'Latest request on',
    marketing: 'Marketing communications',
    marketingYes: 'accepted',
    marketingNo: 'not accepted',
    withdrawn: (day: string) => `withdrawn on ${day}`,
    leads: 'Your requests',
    applications: 'Your online applications',
    followUps: 'How your application was followed up',
    crm: 'Transfers to our follow-up tool (CRM)',
    emails: 'E-mails we sent you',
    requests: 'What we did at your request',
    none: 'None.',
    note: 'Note',
  },
} as const;

const ACTIONS: Record<string, Record<LabelLocale, string>> = {
  export: { fr: 'Copie de vos données', en: 'A copy of your data' },
  rectify: { fr: 'Correction de vos données', en: 'A correction of your data' },
  erase: { fr: 'Effacement de vos données', en: 'Erasure of your data' },
  retention_erase: {
    fr: 'Effacement à la fin de la durée de conservation',
    en: 'Erasure at the end of the retention period',
  },
  restore_erase: {
    fr: 'Effacement appliqué à nouveau après une restauration',
    en: 'Erasure applied again after a restore',
  },
};

const CRM_EVENTS: Record<string, Record<LabelLocale, string>> = {
  'lead.created': { fr: 'Une de vos demandes', en: 'One of your requests' },
  'prospect.stage_changed': {
    fr: 'Un changement d’étape de votre dossier',
    en: 'A change of stage of your application',
  },
  'prospect.rectified': { fr: 'Une correction de vos données', en: 'A correction of your data' },
  'prospect.erased': { fr: 'L’effacement de vos données', en: 'The erasure of your data' },
};

/** The language of a person's leads, their latest first: the one they wrote to us in. */
export function languageOf(json: PersonJson): LabelLocale {
  const languages = json.leads.map((lead) => lead?.language).filter((value) => value === 'fr' || value === 'en');
  return (languages.at(-1) as LabelLocale | undefined) ?? 'fr';
}

const when = (value: unknown, locale: LabelLocale) =>
  typeof value === 'string' && value !== '' ? formatLeadField('createdAt', value, locale) : '—';

const stageName = (value: unknown, locale: LabelLocale) =>
  typeof value === 'string' && value in stageLabels ? stageLabels[value as Stage][locale] : String(value ?? '—');

/** A relation exported by its title ({ title } or { name } or { label }), or the value as is. */
const titled = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? ((value as Record<string, unknown>).title ??
      (value as Record<string, unknown>).name ??
      (value as Record<string, unknown>).label ??
      null)
    : value;

/** One labelled value, indented under its record, with the language's colon. */
const line = (locale: LabelLocale, label: string, value: string) =>
  `   ${label}${locale === 'fr' ? ' : ' : ': '}${value}`;

function leadLines(lead: Entry, locale: LabelLocale): string[] {
  if (!lead) return [];
  // The de-duplication key is ours, not something they told us.
  return LEAD_FIELDS.filter((field: LeadField) => field !== 'idempotencyKey' && lead[field] !== undefined).map(
    (field) => line(locale, leadFieldLabels[field][locale], formatLeadField(field, titled(lead[field]), locale)),
  );
}

/** An application's answers, step by step, each under the label its form showed and with the value in words. */
function answerLines(answers: unknown, locale: LabelLocale, words: ApplicationWords | null): string[] {
  return answersInWords(answers, locale, words).flatMap((step) => [
    `   ${step.title}`,
    ...step.fields.map((field) => `   ${line(locale, field.label, field.text)}`),
  ]);
}

/** The person's copy as plain text (UTF-8), in `locale`; `words`: the application forms' (application-words.ts). */
export function personCopy(
  json: PersonJson,
  locale: LabelLocale = languageOf(json),
  words: ApplicationWords | null = null,
): string {
  const w = WORDS[locale];
  const colon = locale === 'fr' ? ' : ' : ': ';
  const field = (label: string, value: string) => line(locale, label, value);
  const section = (title: string, count: number | null, body: string[]) => [
    '',
    count === null ? title : `${title} (${count})`,
    ...(body.length > 0 ? body : [`   ${w.none}`]),
  ];
  const prospect = json.prospect;
  const lines = [w.title, '', w.intro(json.email, when(json.exportedAt, locale))];
  if (prospect)
    lines.push(
      ...section(w.record, null, [
        field(leadFieldLabels.firstName[locale], String(prospect.firstName ?? '—')),
        field(leadFieldLabels.lastName[locale], String(prospect.lastName ?? '—')),
        field(leadFieldLabels.email[locale], String(prospect.email ?? json.email)),
        field(leadFieldLabels.phone[locale], String(prospect.phone ?? '—')),
        field(w.stage, stageName(prospect.stage, locale)),
        field(w.firstLeadAt, when(prospect.firstLeadAt, locale)),
        field(w.lastLeadAt, when(prospect.lastLeadAt, locale)),
      ]),
    );
  if (json.marketing)
    lines.push(
      '',
      `${w.marketing}${colon}${json.marketing.optIn ? w.marketingYes : w.marketingNo}${
        json.marketing.optOutAt ? `, ${w.withdrawn(when(json.marketing.optOutAt, locale))}` : ''
      }`,
    );
  lines.push(
    ...section(
      w.leads,
      json.leads.length,
      json.leads.flatMap((lead, i) => [
        `${i + 1}. ${formatLeadField('type', lead?.type, locale)}, ${when(lead?.submittedAt ?? lead?.createdAt, locale)}`,
        ...leadLines(lead, locale),
      ]),
    ),
    ...section(
      w.applications,
      (json.applications ?? []).length,
      (json.applications ?? []).flatMap((application, i) => {
        const course = (application?.course as { title?: string } | null)?.title;
        const stage = String(application?.stage ?? '');
        return [
          `${i + 1}. ${String(application?.reference ?? '')}${course ? ` · ${course}` : ''} · ${
            applicationStageLabels[stage as ApplicationStage]?.[locale] ?? stage
          }, ${when(application?.submittedAt ?? application?.createdAt, locale)}`,
          ...answerLines(application?.answers, locale, words),
        ];
      }),
    ),
    ...section(
      w.followUps,
      json.followUps.length,
      json.followUps.map((entry, i) => {
        const from = stageName(entry?.fromStage, locale);
        const to = stageName(entry?.toStage, locale);
        const note = entry?.note ? ` · ${w.note}${colon}${String(entry.note)}` : '';
        return `${i + 1}. ${when(entry?.changedAt, locale)} · ${from === to ? to : `${from} → ${to}`}${note}`;
      }),
    ),
    ...section(
      w.crm,
      json.crmDeliveries.length,
      json.crmDeliveries.map(
        (entry, i) =>
          `${i + 1}. ${when(entry?.occurredAt, locale)} · ${CRM_EVENTS[String(entry?.eventType)]?.[locale] ?? String(entry?.eventType ?? '')}`,
      ),
    ),
    ...section(
      w.emails,
      json.emails.length,
      json.emails.map(
        (copy, i) =>
          `${i + 1}. ${when(copy.date ? new Date(copy.date).toISOString() : null, locale)} · ${copy.subject ?? ''}`,
      ),
    ),
    ...section(
      w.requests,
      json.privacyLog.length,
      json.privacyLog.map(
        (entry, i) =>
          `${i + 1}. ${when(entry.performedAt, locale)} · ${ACTIONS[entry.action]?.[locale] ?? entry.action}`,
      ),
    ),
  );
  return `${lines.join('\n')}\n`;
}
