import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CRM_EVENT_UID } from '../../admissions/crm-event';
import { LEAD_UID } from '../../admissions/lead-labels';
import { PRIVACY_LOG_UID } from '../../admissions/privacy-labels';
import { APPLICATION_EVENT_UID } from '../../admissions/application-labels';
import { isInternalWrite, runInternal } from '../../utils/internal-writes';
import { log } from '../../utils/log';
import { authorOf, isAdmissionsUser, type AdminUser } from '../admissions-api/admissions-user';
import { prospectAfterFollowUp, recordFollowUp } from '../follow-up/record-follow-up';
import { PROSPECT_UID, STAGE_CHANGE_UID, STAGES, type Stage } from '../../admissions/prospect-labels';

const WRITES = new Set(['create', 'update', 'clone', 'delete']);
/** Records the CMS writes itself, never by hand, with what the admin answers to a hand-made write. */
const WRITTEN_BY_THE_CMS: Record<string, [string, string]> = {
  [STAGE_CHANGE_UID]: [
    'L’historique du suivi ne se modifie pas : changez l’étape sur la fiche du prospect.',
    'The follow-up history cannot be edited: change the stage on the prospect’s page.',
  ],
  [CRM_EVENT_UID]: [
    'Les envois au CRM se font seuls : ils ne se modifient pas dans l’administration.',
    'CRM deliveries are made by the CMS: they cannot be changed in the admin.',
  ],
  [PRIVACY_LOG_UID]: ['Le journal RGPD ne se modifie pas.', 'The privacy log cannot be changed.'],
  [APPLICATION_EVENT_UID]: [
    'L’historique d’une candidature ne se modifie pas : changez l’étape sur la candidature.',
    'An application’s history cannot be edited: change the stage on the application.',
  ],
};
const GUARDED = new Set<string>([PROSPECT_UID, ...Object.keys(WRITTEN_BY_THE_CMS)]);

const refuse = (fr: string, en: string) => new errors.PolicyError(`${fr} / ${en}`);

const isStage = (value: unknown): value is Stage => (STAGES as readonly unknown[]).includes(value);

async function deleteAll(strapi: Core.Strapi, uid: typeof LEAD_UID | typeof STAGE_CHANGE_UID, prospect: string) {
  const entries = await strapi
    .documents(uid)
    .findMany({ filters: { prospect: { documentId: prospect } }, fields: ['id'] });
  for (const entry of entries) await strapi.documents(uid).delete({ documentId: entry.documentId });
}

/**
 * Prospects are made from leads, never typed in the admin. What the admin may change is the
 * follow-up: an admissions officer (or the super admin) sets the stage and a note, and each
 * change becomes a dated, signed entry of the prospect's history; every other field is the
 * leads' and stays as they set it. The history itself is never edited. Deleting a prospect
 * deletes their leads and history with them.
 */
export function registerProspectWrites(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!GUARDED.has(context.uid) || !WRITES.has(context.action)) return next();
    if (isInternalWrite()) return next();

    if (context.uid === PROSPECT_UID && context.action === 'delete') {
      const { documentId } = context.params as { documentId: string };
      await runInternal(async () => {
        await deleteAll(strapi, LEAD_UID, documentId);
        await deleteAll(strapi, STAGE_CHANGE_UID, documentId);
      });
      return next();
    }

    const request = strapi.requestContext.get();
    if (!(request?.request.path ?? '').startsWith('/content-manager/')) return next();

    const words = WRITTEN_BY_THE_CMS[context.uid];
    if (words) throw refuse(...words);
    if (context.action !== 'update')
      throw refuse(
        'Les prospects viennent des demandes du site : ils ne se créent pas dans l’administration.',
        'Prospects come from the site’s leads: they cannot be created in the admin.',
      );

    const user = request?.state.user as AdminUser | undefined;
    if (!isAdmissionsUser(user))
      throw refuse(
        'Seul·e un·e chargé·e des admissions change l’étape de suivi.',
        'Only an admissions officer changes the follow-up stage.',
      );

    const params = context.params as { documentId: string; data?: Record<string, unknown> };
    const data = params.data ?? {};
    const current = await strapi.documents(PROSPECT_UID).findOne({ documentId: params.documentId, fields: ['stage'] });
    if (!current) return next();
    const fromStage = isStage(current.stage) ? current.stage : 'new';
    const toStage = data.stage === undefined || data.stage === null ? fromStage : data.stage;
    if (!isStage(toStage)) throw new errors.ValidationError(`stage must be one of: ${STAGES.join(', ')}`);
    const note = typeof data.stageNote === 'string' && data.stageNote.trim() !== '' ? data.stageNote.trim() : null;
    if (note && note.length > 2000) throw new errors.ValidationError('stageNote: 2000 characters at most');

    // Only the follow-up is taken from the form, whatever else it sent.
    const at = new Date();
    params.data = prospectAfterFollowUp(fromStage, toStage, at);
    // The stage, its history entry (with the note) and the CRM's event: all saved, or none. The
    // document service's own writes join the transaction this opens.
    try {
      return await strapi.db.transaction(async () => {
        const result = await next();
        if (toStage !== fromStage || note)
          await runInternal(() =>
            recordFollowUp(strapi, {
              prospect: params.documentId,
              fromStage,
              toStage,
              note,
              author: authorOf(user),
              at,
            }),
          );
        return result;
      });
    } catch (error) {
      // What is written here is computed, not typed by the officer (the stage and note were checked
      // above): any failure, Strapi's validation included, is ours to report, in their language.
      // The database's message may quote the note: only its kind is logged.
      const cause = (error as { code?: unknown }).code ?? (error instanceof Error ? error.name : typeof error);
      log('error', 'stage change not saved', { prospect: params.documentId, cause: String(cause) });
      throw new errors.ApplicationError(
        'Rien n’a été enregistré : ni l’étape, ni la note, ni l’historique. Réessayez ; si cela se reproduit, prévenez l’équipe technique. / Nothing was saved: neither the stage, nor the note, nor the history. Try again; if it happens again, tell the technical team.',
      );
    }
  });
}
