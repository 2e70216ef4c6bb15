import type { Core, Modules } from '@strapi/strapi';
import { LEAD_UID } from '../../admissions/lead-labels';
import type { LeadRecord } from '../../admissions/lead-record';
import type { FollowUp } from '../../admissions/follow-up';
import { PROSPECT_UID } from '../../admissions/prospect-labels';
import { runInternal } from '../../utils/internal-writes';
import { crmConfig } from './crm-config';
import { log } from '../../utils/log';
import { errorText } from '../../utils/error-text';
import { CRM_EVENT_UID, EVENT_TYPES, type CrmEvent } from '../../admissions/crm-event';
import { APPLICATION_UID } from '../../admissions/application-labels';
import type { ApplicationAction } from '../../admissions/application-action';

type Named = { documentId: string; [field: string]: unknown } | null | undefined;
const ref = (entry: Named, ...fields: string[]) =>
  entry ? { id: entry.documentId, ...Object.fromEntries(fields.map((f) => [f, entry[f] ?? null])) } : null;

/** A new lead, as the CRM receives it: the person, what they asked, where from, under which consent. */
async function leadCreated(strapi: Core.Strapi, lead: LeadRecord): Promise<CrmEvent> {
  const full = (await strapi.documents(LEAD_UID).findOne({
    documentId: lead.documentId,
    populate: {
      course: { fields: ['title', 'slug'] },
      school: { fields: ['name', 'code'] },
      intake: { fields: ['label', 'startDate'] },
      prospect: { fields: ['email', 'stage'] },
    },
  })) as unknown as (LeadRecord & { course: Named; school: Named; intake: Named; prospect: Named }) | null;
  const l = full ?? { ...lead, course: null, school: null, intake: null, prospect: null };
  return {
    id: `lead.created:${lead.documentId}`,
    type: 'lead.created',
    occurredAt: l.createdAt,
    data: {
      lead: {
        id: l.documentId,
        type: l.type,
        submittedAt: l.submittedAt,
        firstName: l.firstName,
        lastName: l.lastName,
        email: l.email,
        phone: l.phone,
        country: l.country,
        nationality: l.nationality,
        birthDate: l.birthDate,
        studyLevel: l.studyLevel,
        message: l.message,
        language: l.language,
        pagePath: l.pagePath,
        course: ref(l.course, 'title', 'slug'),
        school: ref(l.school, 'name', 'code'),
        intake: ref(l.intake, 'label', 'startDate'),
        origin: { campaign: l.origine, source: l.utmSource, medium: l.utmMedium },
        consent: {
          given: l.consent === true,
          text: l.consentText,
          version: l.consentVersion,
          page: l.pagePath,
          at: l.submittedAt ?? l.createdAt,
          marketingOptIn: l.marketingOptIn === true,
          marketingText: l.marketingText,
        },
      },
      prospect: ref(l.prospect, 'email', 'stage'),
    },
  };
}

/** A follow-up of a prospect, as the CRM receives it. */
async function stageChanged(strapi: Core.Strapi, followUp: FollowUp, entry: string): Promise<CrmEvent> {
  const prospect = await strapi
    .documents(PROSPECT_UID)
    .findOne({ documentId: followUp.prospect, fields: ['email', 'firstName', 'lastName'] });
  return {
    id: `prospect.stage_changed:${entry}`,
    type: 'prospect.stage_changed',
    occurredAt: followUp.at.toISOString(),
    data: {
      prospect: {
        id: followUp.prospect,
        email: prospect?.email ?? null,
        firstName: prospect?.firstName ?? null,
        lastName: prospect?.lastName ?? null,
      },
      fromStage: followUp.fromStage,
      toStage: followUp.toStage,
      note: followUp.note,
      changedAt: followUp.at.toISOString(),
      changedBy: followUp.author.name,
    },
  };
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(
    error instanceof Error ? `${error.message} ${(error as { details?: unknown }).details}` : '',
  );

/**
 * Queues one event, once: its id is made from what it is about and is unique, so queueing it
 * again (a lead delivered again after a restart between storing and queueing) adds nothing.
 */
async function enqueue(strapi: Core.Strapi, event: CrmEvent): Promise<void> {
  const data = {
    eventId: event.id,
    eventType: EVENT_TYPES[event.type],
    occurredAt: event.occurredAt,
    payload: event,
    deliveryState: 'pending',
    attempts: 0,
    nextAttemptAt: new Date().toISOString(),
  } as unknown as Modules.Documents.Params.Data.Input<typeof CRM_EVENT_UID>;
  try {
    await runInternal(() => strapi.documents(CRM_EVENT_UID).create({ data }));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * Never fails what triggered it: an event that could not be queued is logged (no personal data).
 * Answers whether it was queued (false when no CRM is configured too).
 */
async function safely(strapi: Core.Strapi, about: string, build: () => Promise<CrmEvent>): Promise<boolean> {
  if (!crmConfig()) return false;
  try {
    await enqueue(strapi, await build());
    kickCrmDelivery();
    return true;
  } catch (error) {
    log('error', 'crm event not queued', { about, error: errorText(error) });
    return false;
  }
}

export const queueLeadCreated = (strapi: Core.Strapi, lead: LeadRecord) =>
  safely(strapi, lead.documentId, () => leadCreated(strapi, lead));

export const queueStageChanged = (strapi: Core.Strapi, followUp: FollowUp, entry: string) =>
  safely(strapi, entry, () => stageChanged(strapi, followUp, entry));

/**
 * An action on an online application (sent, a stage an officer set, the applicant's answer), as
 * the CRM receives it: the application by reference and id, the applicant by address; the
 * answers stay in the CMS.
 */
export const queueApplicationStageChanged = (strapi: Core.Strapi, action: ApplicationAction, entry: string) =>
  safely(strapi, entry, async () => ({
    id: `application.stage_changed:${entry}`,
    type: 'application.stage_changed',
    occurredAt: action.at.toISOString(),
    data: {
      application: await applicationReference(strapi, action.application.id),
      fromStage: action.fromStage,
      toStage: action.toStage,
      note: action.note,
      requestedDocuments: action.requestedDocuments,
      conditions: action.conditions,
      interviewAt: action.interviewAt ?? null,
      changedAt: action.at.toISOString(),
      changedBy: action.author.name,
    },
  }));

async function applicationReference(strapi: Core.Strapi, id: number) {
  const row = (await strapi.db.query(APPLICATION_UID).findOne({
    where: { id },
    select: ['documentId', 'reference', 'applicantEmail', 'language'],
    // Both versions are linked (drafts and publication): the published one is named.
    populate: {
      course: { select: ['documentId', 'title', 'slug'], where: { publishedAt: { $notNull: true } } },
      intake: { select: ['documentId', 'label', 'startDate'], where: { publishedAt: { $notNull: true } } },
      school: { select: ['documentId', 'name', 'code'], where: { publishedAt: { $notNull: true } } },
    },
  })) as {
    documentId: string;
    reference: string;
    applicantEmail: string;
    language: string;
    course: Named;
    intake: Named;
    school: Named;
  } | null;
  return {
    id: row?.documentId ?? null,
    reference: row?.reference ?? null,
    email: row?.applicantEmail ?? null,
    language: row?.language ?? null,
    course: ref(row?.course, 'title', 'slug'),
    intake: ref(row?.intake, 'label', 'startDate'),
    school: ref(row?.school, 'name', 'code'),
  };
}

/** The event ids of what a privacy log entry tells the CRM: its erasures and corrections. */
export const privacyEventId = (type: 'prospect.erased' | 'prospect.rectified', logEntry: string) =>
  `${type}:${logEntry}`;

export interface Rectification {
  /** The privacy log entry of the correction. */
  logEntry: string;
  prospect: string | null;
  /** The address the CRM knows them by, before the correction. */
  previousEmail: string;
  /** The corrected values, only the fields that changed. */
  changes: { email?: string; firstName?: string; lastName?: string; phone?: string | null };
  leads: string[];
  at: Date;
}

/** A correction of a person's data (GDPR article 16), for the CRM to apply to its contact. */
export const queueProspectRectified = (strapi: Core.Strapi, rectification: Rectification) =>
  safely(strapi, rectification.logEntry, async () => ({
    id: privacyEventId('prospect.rectified', rectification.logEntry),
    type: 'prospect.rectified',
    occurredAt: rectification.at.toISOString(),
    data: {
      prospect: { id: rectification.prospect, email: rectification.previousEmail },
      leads: rectification.leads,
      changes: rectification.changes,
      rectifiedAt: rectification.at.toISOString(),
    },
  }));

export interface Erasure {
  logEntry: string;
  prospect: string | null;
  email: string;
  leads: string[];
  reason: 'request' | 'retention';
  at: Date;
}

/**
 * An erasure (GDPR articles 17 and 19): the CRM is told which contact to erase, by the ids it
 * received and the address. Once delivered or failed for good, the event's body is removed from
 * the queue (crm-delivery.ts): the queue keeps the address no longer than needed to tell.
 */
export const queuePersonErased = (strapi: Core.Strapi, erasure: Erasure) =>
  safely(strapi, erasure.logEntry, async () => ({
    id: privacyEventId('prospect.erased', erasure.logEntry),
    type: 'prospect.erased',
    occurredAt: erasure.at.toISOString(),
    data: {
      prospect: { id: erasure.prospect, email: erasure.email },
      leads: erasure.leads,
      reason: erasure.reason,
      erasedAt: erasure.at.toISOString(),
    },
  }));

let kick: (() => void) | null = null;
/** Set by the delivery worker: a queued event is sent now rather than at the next poll. */
export const onCrmEventQueued = (listener: (() => void) | null) => {
  kick = listener;
};
const kickCrmDelivery = () => kick?.();
