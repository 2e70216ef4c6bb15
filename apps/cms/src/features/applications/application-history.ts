import type { Core } from '@strapi/strapi';
import { queueApplicationStageChanged } from '../crm-delivery/crm-events';
import { APPLICATION_EVENT_UID, applicationStageLabels } from '../../admissions/application-labels';
import type { FollowUpAuthor } from '../../admissions/follow-up';
import type { ApplicationAction } from '../../admissions/application-action';
import { runInternal } from '../../utils/internal-writes';
import { parisShort } from '../../utils/paris-time';

/** How the history names the applicant's own actions (an officer is named as they were then). */
export const APPLICANT_AUTHOR: FollowUpAuthor = { id: null, name: 'Candidat·e / Applicant' };

/** The line that names the action in the admin's lists: when, what, who (French, like the other stored summaries). */
export function actionSummary({
  fromStage,
  toStage,
  author,
  at,
}: Pick<ApplicationAction, 'fromStage' | 'toStage' | 'author' | 'at'>): string {
  const what =
    fromStage === toStage
      ? `Note (${applicationStageLabels[toStage].fr})`
      : `${applicationStageLabels[fromStage].fr} → ${applicationStageLabels[toStage].fr}`;
  return `${parisShort.format(at)} · ${what} · ${author.name}`.slice(0, 600);
}

/**
 * Writes one entry of the application's history and queues it for the CRM. Called inside the
 * transaction of the change it records: both are saved, or neither.
 */
export async function recordApplicationAction(strapi: Core.Strapi, action: ApplicationAction): Promise<string> {
  const entry = (await runInternal(() =>
    strapi.db.query(APPLICATION_EVENT_UID).create({
      data: {
        application: action.application.id,
        fromStage: action.fromStage,
        toStage: action.toStage,
        note: action.note,
        requestedDocuments: action.requestedDocuments,
        conditions: action.conditions,
        at: action.at,
        by: action.author.name.slice(0, 400),
        byId: action.author.id,
        summary: actionSummary(action),
      },
    }),
  )) as { documentId: string };
  await queueApplicationStageChanged(strapi, action, entry.documentId);
  return entry.documentId;
}

/** The history of those applications, oldest first: for the person's export. */
export async function historyOf(
  strapi: Core.Strapi,
  applicationIds: number[],
): Promise<Array<Record<string, unknown> & { id: number }>> {
  if (applicationIds.length === 0) return [];
  return (await strapi.db.query(APPLICATION_EVENT_UID).findMany({
    where: { application: { id: { $in: applicationIds } } },
    select: ['id', 'fromStage', 'toStage', 'note', 'requestedDocuments', 'conditions', 'at', 'by'],
    populate: { application: { select: ['reference'] } },
    orderBy: [{ at: 'asc' }, { id: 'asc' }],
  })) as Array<Record<string, unknown> & { id: number }>;
}
