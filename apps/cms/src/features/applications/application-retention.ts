import type { Core } from '@strapi/strapi';
import { CRM_EVENT_UID } from '../../admissions/crm-event';
import { APPLICATION_UID } from '../../admissions/application-labels';
import {
  APPLICANT_CODE_UID,
  APPLICANT_PASSKEY_CHALLENGE_UID,
  APPLICANT_PASSKEY_UID,
  APPLICANT_SESSION_UID,
} from '../applicant-sign-in/applicant-uids';
import { SESSION_IDLE_MS } from '../applicant-sign-in/applicant-sessions';
import { deleteApplications } from './applications';
import { addMonths } from '../../utils/add-months';
import { DRAFT_MONTHS, KEPT_IN_VIEW_MONTHS, UNSUCCESSFUL_MONTHS } from './application-periods';

// What the retention job deletes of online applications and of applicants' sign-ins
// (docs/privacy.md, "How long"):
// - a code or a passkey's challenge a day after it expired, a session a day after it ended (signed
//   out, idle, or too old); a passkey unused for the retention period (36 months by default);
// - an unsuccessful application 3 months after the decision (not admitted), or after the applicant
//   declined the offer; 24 months when the applicant asked to be kept in view (CNIL's guidance on
//   recruitment, applied to admissions);
// - a draft nobody touched for 12 months.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Applications read at a time: the job never holds more of the table than this. */
const BATCH = 200;

/**
 * Deletes the codes, passkey challenges and sessions that can no longer sign anyone in, a day
 * after, and the passkeys nobody used for `months` (the retention period). Answers how many.
 */
export async function purgeSignIns(strapi: Core.Strapi, now: Date, months: number): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const unused = addMonths(now, -months);
  const passkeys = await strapi.db.query(APPLICANT_PASSKEY_UID).deleteMany({
    where: {
      $or: [{ lastUsedAt: { $lt: unused } }, { lastUsedAt: { $null: true }, createdAt: { $lt: unused } }],
    },
  });
  const codes = await strapi.db.query(APPLICANT_CODE_UID).deleteMany({ where: { expiresAt: { $lt: dayAgo } } });
  const challenges = await strapi.db
    .query(APPLICANT_PASSKEY_CHALLENGE_UID)
    .deleteMany({ where: { expiresAt: { $lt: dayAgo } } });
  const sessions = await strapi.db.query(APPLICANT_SESSION_UID).deleteMany({
    where: {
      $or: [
        { endedAt: { $lt: dayAgo } },
        { expiresAt: { $lt: dayAgo } },
        { lastSeenAt: { $lt: new Date(dayAgo.getTime() - SESSION_IDLE_MS) } },
      ],
    },
  });
  return passkeys.count + codes.count + challenges.count + sessions.count;
}

/** The applications past their period, by id, `BATCH` at a time; each batch deleted with its history and CRM events. */
export async function eraseEndedApplications(strapi: Core.Strapi, now: Date): Promise<number> {
  const unsuccessful = addMonths(now, -UNSUCCESSFUL_MONTHS);
  const where = {
    $or: [
      { stage: 'not_admitted', keepInView: { $ne: true }, decidedAt: { $lt: unsuccessful } },
      { stage: 'not_admitted', keepInView: true, decidedAt: { $lt: addMonths(now, -KEPT_IN_VIEW_MONTHS) } },
      { stage: 'declined', answeredAt: { $lt: unsuccessful } },
      { stage: 'draft', savedAt: { $lt: addMonths(now, -DRAFT_MONTHS) } },
    ],
  };
  let erased = 0;
  for (;;) {
    const batch = (await strapi.db.query(APPLICATION_UID).findMany({
      where,
      select: ['id'],
      populate: { events: { select: ['documentId'] } },
      orderBy: { id: 'asc' },
      limit: BATCH,
    })) as Array<{ id: number; events: Array<{ documentId: string }> }>;
    if (batch.length === 0) return erased;
    // Their events waiting for the CRM carry the address: gone with them.
    const eventIds = batch.flatMap((row) => row.events.map((event) => `application.stage_changed:${event.documentId}`));
    if (eventIds.length > 0) await strapi.db.query(CRM_EVENT_UID).deleteMany({ where: { eventId: { $in: eventIds } } });
    const deleted = await deleteApplications(
      strapi,
      batch.map((row) => row.id),
    );
    // Nothing deleted (another instance's run took them): what is left is theirs to finish.
    if (deleted === 0) return erased;
    erased += deleted;
  }
}
