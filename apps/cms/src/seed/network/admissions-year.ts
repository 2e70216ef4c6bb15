import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { PROSPECT_SCHOOL } from '../../bootstrap/database-indexes';
import { emailHash } from '../../features/privacy-requests/privacy-log';
import type { Row } from '../../utils/raw-rows';
import { serialDocumentId } from './document-copies';
import type { RowWriter } from './row-writer';

export interface AdmissionsSize {
  prospects: number;
  leads: number;
  /** CRM events still waiting to be sent (the newest leads'). */
  pendingCrmEvents: number;
  privacyLogEntries: number;
}

const FIRST_NAMES = [
  'Awa',
  'Moussa',
  'Fatou',
  'Aminata',
  'Ibrahima',
  'Mariama',
  'Cheikh',
  'Priya',
  'Rahul',
  'Ananya',
  'Arjun',
  'Wei',
  'Li',
  'Xinyi',
  'Hao',
  'Yasmine',
  'Mehdi',
  'Salma',
  'Youssef',
  'Kouadio',
  'Aya',
  'Koffi',
  'Adjoua',
  'João',
  'Ana',
  'Lucas',
  'Beatriz',
  'Nguyen',
  'Linh',
  'Omar',
  'Léa',
  'Chloé',
];
const LAST_NAMES = [
  'Diop',
  'Ndiaye',
  'Sow',
  'Fall',
  'Ba',
  'Sharma',
  'Patel',
  'Iyer',
  'Wang',
  'Zhang',
  'Chen',
  'El Amrani',
  'Benali',
  'Alaoui',
  'Kouassi',
  'Konan',
  'Yao',
  'Silva',
  'Santos',
  'Oliveira',
  'Tran',
  'Pham',
  'Haddad',
  'Martin',
  'Dubois',
];
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example', 'student.example'];
const COUNTRIES = ['SN', 'CI', 'MA', 'IN', 'CN', 'BR', 'CM', 'TN', 'VN', 'FR'];
const OFFICERS = ['Claire Moreau', 'Karim Haddad', 'Sophie Lambert', 'Moussa Diallo'];
/** Origins as the site records them (apps/web/src/lib/tracking/origin.ts), with a year of campaigns. */
const ORIGINS: Array<[origine: string, medium: string | null, source: string | null, weight: number]> = [
  ['direct', null, null, 30],
  ['ORGANIC_google', 'organic', 'google', 25],
  ['SEARCH_google', null, null, 8],
  ['ORGANIC_bing', 'organic', 'bing', 3],
  ['REFERRAL_campusfrance.org', 'referral', null, 8],
  ['salon-dakar-2026', 'event', 'salon', 6],
  ['webinaire-inde-mars', 'email', 'newsletter', 5],
  ['brochure-printemps', 'cpc', 'facebook', 9],
  ['story-rentree', 'social', 'instagram', 6],
];
const TYPES: Array<[type: string, weight: number]> = [
  ['brochure', 45],
  ['contact', 20],
  ['registration', 20],
  ['application', 15],
];
const STUDY_LEVELS = ['secondary', 'bac', 'bac_plus_2', 'bac_plus_3', 'bac_plus_5', 'professional'];
/** Where a year's prospects stand: most are new or contacted, few enrol. */
const STAGES: Array<[stage: string, weight: number]> = [
  ['new', 34],
  ['contacted', 25],
  ['application_started', 12],
  ['admitted', 8],
  ['enrolled', 6],
  ['not_interested', 10],
  ['unreachable', 5],
];
const FUNNEL = ['new', 'contacted', 'application_started', 'admitted', 'enrolled'];

const DAY = 86_400_000;

/** A small deterministic generator: the same network every run (mulberry32). */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Course {
  id: number;
  school: number | null;
}

/**
 * A year of recruiting, written as the CMS would have written it: prospects at every stage with
 * their history, each with one lead or several (typed under several spellings of their address),
 * from the year's campaigns; CRM events delivered, and the newest still pending; the privacy
 * log's entries. Some prospects are older than the retention period allows, as a database that
 * has run for years holds (the retention job's work).
 */
export async function writeAdmissionsYear(
  strapi: Core.Strapi,
  writer: RowWriter,
  size: AdmissionsSize,
  { now, onProgress }: { now: Date; onProgress?: (what: string) => void },
): Promise<void> {
  const random = randomSource(54);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const weighted = <T extends readonly [unknown, ...unknown[]]>(list: T[]): T => {
    const total = list.reduce((sum, item) => sum + Number(item.at(-1)), 0);
    let at = random() * total;
    for (const item of list) if ((at -= Number(item.at(-1))) < 0) return item;
    return list[0] as T;
  };
  const knex = strapi.db.connection;
  const courses = (await knex('courses')
    .leftJoin('courses_school_lnk', 'courses.id', 'courses_school_lnk.course_id')
    .whereNull('courses.published_at')
    .where('courses.locale', 'fr')
    .select('courses.id as id', 'courses_school_lnk.school_id as school')) as Course[];
  const intakes = (
    (await knex('entry_years').whereNull('published_at').where('locale', 'fr').select('id')) as Row[]
  ).map((row) => Number(row.id));
  for (const table of [
    'prospects',
    'leads',
    'leads_prospect_lnk',
    'leads_course_lnk',
    'leads_school_lnk',
    'leads_intake_lnk',
    'prospect_stage_changes',
    'prospect_stage_changes_prospect_lnk',
    'crm_events',
    'privacy_logs',
  ])
    await writer.reserveIds(table);

  const yearAgo = now.getTime() - 365 * DAY;
  const time = (ms: number) => writer.time(new Date(ms));
  const record = (ms: number) => ({ created_at: time(ms), updated_at: time(ms), published_at: time(ms), locale: null });
  // Leads per prospect: one each, the rest to people who write again (a few write many times).
  const extra = new Uint16Array(size.prospects);
  for (let n = size.leads - size.prospects; n > 0; n--) extra[Math.floor(random() ** 2 * size.prospects)]! += 1;
  const pendingFrom = size.leads - size.pendingCrmEvents;
  let leadNumber = 0;
  let reported = 0;

  for (let p = 0; p < size.prospects; p++) {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const email = `${ascii(first)}.${ascii(last)}${p}@${pick(DOMAINS)}`.toLowerCase();
    // 3 % of the people came before this year: their last activity is three years old.
    const old = random() < 0.03;
    const firstLead = old ? now.getTime() - (1090 + random() * 40) * DAY : yearAgo + random() ** 0.7 * 365 * DAY;
    const count = 1 + (extra[p] ?? 0);
    const leadTimes = Array.from({ length: count }, (_, n) =>
      n === 0 ? firstLead : Math.min(now.getTime() - 60_000, firstLead + random() * (old ? 20 : 120) * DAY),
    ).sort((a, b) => a - b);
    const lastLead = leadTimes.at(-1) ?? firstLead;
    const [stage] = old ? ['new'] : weighted(STAGES);
    const [origine, medium, source] = weighted(ORIGINS);
    const [lastOrigine] = random() < 0.3 ? weighted(ORIGINS) : [origine];
    const path = stagePath(stage);
    const stageTimes = path.map((_, n) =>
      Math.min(now.getTime() - 60_000, lastLead + (n + 1) * (1 + random() * 9) * DAY),
    );
    const stageChangedAt = stageTimes.at(-1) ?? lastLead;
    const optIn = random() < 0.4;
    const prospectId = writer.id('prospects');
    writer.push('prospects', {
      id: prospectId,
      document_id: serialDocumentId('prospect', p),
      email,
      first_name: first,
      last_name: last,
      stage,
      stage_note: path.length > 0 ? 'Échange par téléphone, dossier à suivre.' : null,
      stage_changed_at: time(stageChangedAt),
      first_lead_at: time(firstLead),
      last_lead_at: time(lastLead),
      last_activity_at: time(Math.max(lastLead, stageChangedAt)),
      retention_warned_at: null,
      first_origin: origine,
      last_origin: lastOrigine,
      marketing_opt_in: writer.bool(optIn),
      marketing_opt_out_at: null,
      ...record(firstLead),
    });

    let from = 'new';
    path.forEach((to, n) => {
      const at = stageTimes[n] ?? lastLead;
      const id = writer.id('prospect_stage_changes');
      const officer = pick(OFFICERS);
      writer.push('prospect_stage_changes', {
        id,
        document_id: serialDocumentId('stagechange', id),
        from_stage: from,
        to_stage: to,
        note: n === path.length - 1 ? 'Échange par téléphone, dossier à suivre.' : null,
        changed_at: time(at),
        changed_by: officer,
        changed_by_id: null,
        summary: `${from} → ${to}`,
        ...record(at),
      });
      writer.push('prospect_stage_changes_prospect_lnk', {
        id: writer.id('prospect_stage_changes_prospect_lnk'),
        stage_change_id: id,
        prospect_id: prospectId,
        stage_change_ord: n + 1,
      });
      from = to;
    });

    leadTimes.forEach((at, n) => {
      const course = random() < 0.85 ? pick(courses) : undefined;
      const [type] = weighted(TYPES);
      const leadId = writer.id('leads');
      const documentId = serialDocumentId('lead', leadNumber);
      const language = random() < 0.6 ? 'fr' : 'en';
      writer.push('leads', {
        id: leadId,
        document_id: documentId,
        type,
        first_name: first,
        last_name: last,
        email: spelling(email, n, random),
        phone: `+221 77 ${String(100 + (p % 900)).padStart(3, '0')} ${String(leadNumber % 100).padStart(2, '0')} ${String(n % 100).padStart(2, '0')}`,
        country: pick(COUNTRIES),
        nationality: pick(COUNTRIES),
        study_level: pick(STUDY_LEVELS),
        birth_date: `${2000 + Math.floor(random() * 8)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
        message: type === 'contact' ? 'Bonjour, je voudrais savoir quand commence la prochaine rentrée.' : null,
        language,
        page_path: language === 'fr' ? '/brochure' : '/en/brochure',
        consent: writer.bool(true),
        marketing_opt_in: writer.bool(optIn),
        consent_text: 'J’accepte que mes données soient utilisées pour traiter ma demande.',
        marketing_text: optIn ? 'J’accepte de recevoir des informations sur les formations.' : null,
        consent_version: '2026-09',
        origine: n === count - 1 ? lastOrigine : origine,
        utm_medium: medium,
        utm_source: source,
        idempotency_key: randomUUID(),
        submitted_at: time(at),
        ...record(at),
      });
      writer.push('leads_prospect_lnk', {
        id: writer.id('leads_prospect_lnk'),
        lead_id: leadId,
        prospect_id: prospectId,
        lead_ord: n + 1,
      });
      if (course) {
        writer.push('leads_course_lnk', { id: writer.id('leads_course_lnk'), lead_id: leadId, course_id: course.id });
        if (course.school !== null)
          writer.push('leads_school_lnk', {
            id: writer.id('leads_school_lnk'),
            lead_id: leadId,
            school_id: course.school,
          });
      }
      if (intakes.length > 0 && type !== 'contact')
        writer.push('leads_intake_lnk', {
          id: writer.id('leads_intake_lnk'),
          lead_id: leadId,
          entry_year_id: pick(intakes),
        });
      // The CRM keeps three months of events delivered, and the newest wait to be sent.
      const pending = leadNumber >= pendingFrom;
      if (pending || at > now.getTime() - 90 * DAY) {
        const id = writer.id('crm_events');
        writer.push('crm_events', {
          id,
          document_id: serialDocumentId('crmevent', id),
          event_id: `lead.created:${documentId}`,
          event_type: 'lead_created',
          occurred_at: time(at),
          payload: {
            lead: {
              id: documentId,
              type,
              submittedAt: new Date(at).toISOString(),
              email,
              firstName: first,
              lastName: last,
              origin: origine,
            },
          },
          delivery_state: pending ? 'pending' : 'delivered',
          attempts: pending ? 0 : 1,
          next_attempt_at: pending ? time(now.getTime()) : null,
          locked_until: null,
          last_attempt_at: pending ? null : time(at + 2_000),
          last_error: null,
          delivered_at: pending ? null : time(at + 2_000),
          ...record(at),
        });
      }
      leadNumber++;
    });
    if (writer.pending > 40_000) {
      await writer.flush();
      if (p - reported >= 20_000) {
        reported = p;
        onProgress?.(`${p + 1} prospects, ${leadNumber} leads`);
      }
    }
  }

  for (let n = 0; n < size.privacyLogEntries; n++) {
    const at = yearAgo + random() * 365 * DAY;
    const id = writer.id('privacy_logs');
    const action = pick(['export', 'export', 'rectify', 'erase', 'retention_erase']);
    writer.push('privacy_logs', {
      id,
      document_id: serialDocumentId('privacylog', id),
      action,
      email_hash: emailHash(strapi, `former.student${n}@example.com`),
      new_email_hash: action === 'rectify' ? emailHash(strapi, `former.student${n}@example.org`) : null,
      performed_by: pick(OFFICERS),
      performed_at: time(at),
      summary: action === 'export' ? 'exported' : 'done',
      recipients: [],
      ...record(at),
    });
  }
  await writer.flush();
  // The generated prospects' schools, as the CMS fills those stored before it kept them.
  const schools = require(path.join(strapi.dirs.app.root, PROSPECT_SCHOOL)) as {
    fillProspectSchools(knex: Core.Strapi['db']['connection']): Promise<number>;
  };
  await schools.fillProspectSchools(knex);
}

/** The stages a prospect went through to reach `stage` from `new`. */
function stagePath(stage: string): string[] {
  if (stage === 'new') return [];
  if (stage === 'not_interested' || stage === 'unreachable') return ['contacted', stage];
  return FUNNEL.slice(1, FUNNEL.indexOf(stage) + 1);
}

/** The address as a person types it again: capitalized, with a space, the domain in capitals. */
function spelling(email: string, n: number, random: () => number): string {
  if (n === 0 || random() < 0.5) return email;
  const [local = '', domain = ''] = email.split('@');
  const spellings = [
    `${local.charAt(0).toUpperCase()}${local.slice(1)}@${domain}`,
    ` ${email}`,
    `${local}@${domain.toUpperCase()}`,
    email.toUpperCase(),
  ];
  return spellings[n % spellings.length] ?? email;
}

const ascii = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '');
