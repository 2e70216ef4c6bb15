import type { Core, Modules } from '@strapi/strapi';
import { queueStageChanged } from '../crm-delivery/crm-events';
import { PROSPECT_UID, STAGE_CHANGE_UID, stageLabels, type Stage } from '../../admissions/prospect-labels';
import type { FollowUp } from '../../admissions/follow-up';
import { parisShort } from '../../utils/paris-time';

/** The line that names a stage change in lists: when, what, who (French, like the admin's stored words). */
export function followUpSummary({ fromStage, toStage, author, at }: Omit<FollowUp, 'prospect' | 'note'>): string {
  const what =
    fromStage === toStage
      ? `Note (${stageLabels[toStage].fr})`
      : `${stageLabels[fromStage].fr} → ${stageLabels[toStage].fr}`;
  return `${parisShort.format(at)} · ${what} · ${author.name}`.slice(0, 600);
}

/**
 * Writes one entry of a prospect's follow-up history (a stage change, or a note at the same
 * stage) and queues it for the CRM. Answers the entry's documentId.
 */
export async function recordFollowUp(strapi: Core.Strapi, followUp: FollowUp): Promise<string> {
  const { prospect, fromStage, toStage, note, author, at } = followUp;
  const data = {
    // Long-hand: Strapi reads a short-hand id that begins with a digit (an imported prospect's) as a row number.
    prospect: { documentId: prospect },
    fromStage,
    toStage,
    note,
    changedAt: at.toISOString(),
    changedBy: author.name.slice(0, 400),
    changedById: author.id,
    summary: followUpSummary(followUp),
  } as Modules.Documents.Params.Data.Input<typeof STAGE_CHANGE_UID>;
  const entry = await strapi.documents(STAGE_CHANGE_UID).create({ data });
  await queueStageChanged(strapi, followUp, entry.documentId);
  return entry.documentId;
}

/** The prospect's fields a follow-up sets: its stage, the time of the change, and an emptied note field. */
export function prospectAfterFollowUp(
  fromStage: Stage,
  toStage: Stage,
  at: Date,
): Partial<Modules.Documents.Params.Data.Input<typeof PROSPECT_UID>> {
  return fromStage === toStage
    ? { stageNote: '' }
    : { stage: toStage, stageNote: '', stageChangedAt: at.toISOString(), lastActivityAt: at.toISOString() };
}
