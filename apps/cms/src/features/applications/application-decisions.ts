import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  APPLICATION_STAGES,
  APPLICATION_UID,
  DECISION_STAGES,
  OFFICER_STAGES,
  applicationStageLabels,
  type ApplicationStage,
} from '../../admissions/application-labels';
import { isInternalWrite, runInternal } from '../../utils/internal-writes';
import { log } from '../../utils/log';
import type { ApplicantLanguage } from '../applicant-sign-in/applicant-uids';
import { authorOf, isAdmissionsUser, type AdminUser } from '../admissions-api/admissions-user';
import { IDENTITY_DOCUMENTS } from '@horizon/shared/application-documents';
import { deleteDocumentsOf } from '../application-documents/application-documents';
import { recordApplicationAction } from './application-history';
import { sendStatusEmail } from './application-status-email';

const refuse = (fr: string, en: string) => new errors.PolicyError(`${fr} / ${en}`);

const isStage = (value: unknown): value is ApplicationStage =>
  (APPLICATION_STAGES as readonly unknown[]).includes(value);
const isOfficerStage = (value: ApplicationStage) => (OFFICER_STAGES as readonly string[]).includes(value);
const isDecision = (value: ApplicationStage) => (DECISION_STAGES as readonly string[]).includes(value);

/** A text the officer typed: trimmed, null when empty, refused past 2,000 characters. */
function typed(value: unknown, field: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') throw new errors.ValidationError(`${field} must be a text`);
  const text = value.trim();
  if (text.length > 2000) throw new errors.ValidationError(`${field}: 2000 characters at most`);
  return text === '' ? null : text;
}

function instant(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
    throw new errors.ValidationError('interviewAt must be a date and time');
  return new Date(value).toISOString();
}

function dueDate(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
    throw new errors.ValidationError('documentsDueOn must be a date (YYYY-MM-DD)');
  return value;
}

type Current = {
  id: number;
  documentId: string;
  reference: string;
  applicantEmail: string;
  language: ApplicantLanguage;
  stage: ApplicationStage;
  requestedDocuments: string | null;
  documentsDueOn: string | null;
  interviewAt: string | null;
  interviewDetails: string | null;
  conditions: string | null;
};

/**
 * Applications are made on the site by their applicant; in the admin, an admissions officer moves
 * them along: reviews, asks for documents (which, why, by when), invites to an interview, decides
 * (with the conditions of a conditional offer). Each change is one transaction with its history
 * entry and its CRM event; the applicant is e-mailed once it is saved. The applicant's own steps
 * (sending the file, answering an offer) are theirs: an officer cannot take them in their place.
 */
export function registerApplicationDecisions(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== APPLICATION_UID || !['create', 'update', 'clone', 'delete'].includes(context.action))
      return next();
    if (isInternalWrite()) return next();
    const request = strapi.requestContext.get();
    if (!(request?.request.path ?? '').startsWith('/content-manager/')) return next();

    if (context.action !== 'update')
      throw refuse(
        'Les candidatures se font sur le site ; pour effacer les données d’une personne, passez par la page RGPD.',
        'Applications are made on the site; to erase a person’s data, use the privacy page.',
      );
    const user = request?.state.user as AdminUser | undefined;
    if (!isAdmissionsUser(user))
      throw refuse(
        'Seul·e un·e chargé·e des admissions fait avancer une candidature.',
        'Only an admissions officer moves an application along.',
      );

    const params = context.params as { documentId: string; data?: Record<string, unknown> };
    const data = params.data ?? {};
    const current = (await strapi.db.query(APPLICATION_UID).findOne({
      where: { documentId: params.documentId },
      select: [
        'id',
        'documentId',
        'reference',
        'applicantEmail',
        'language',
        'stage',
        'requestedDocuments',
        'documentsDueOn',
        'interviewAt',
        'interviewDetails',
        'conditions',
      ],
    })) as Current | null;
    if (!current) return next();

    const toStage = data.stage === undefined || data.stage === null ? current.stage : data.stage;
    if (!isStage(toStage)) throw new errors.ValidationError(`stage must be one of: ${APPLICATION_STAGES.join(', ')}`);
    if (current.stage === 'draft')
      throw refuse(
        'Le candidat n’a pas encore envoyé ce dossier : il se traite une fois envoyé.',
        'The applicant has not sent this file yet: it is handled once sent.',
      );
    if (toStage !== current.stage && !isOfficerStage(toStage))
      throw refuse(
        `« ${applicationStageLabels[toStage].fr} » est une étape du candidat : lui seul envoie son dossier et répond à une offre.`,
        `“${applicationStageLabels[toStage].en}” is the applicant’s step: only they send their file and answer an offer.`,
      );
    const note = typed(data.officerNote, 'officerNote') ?? null;
    const requested = typed(data.requestedDocuments, 'requestedDocuments');
    const conditions = typed(data.conditions, 'conditions');
    const dueOn = dueDate(data.documentsDueOn);
    const interviewAtSent = instant(data.interviewAt);
    const detailsSent = typed(data.interviewDetails, 'interviewDetails');
    const storedInterviewAt = current.interviewAt ? new Date(current.interviewAt).toISOString() : null;
    const interviewAt = interviewAtSent === undefined ? storedInterviewAt : interviewAtSent;
    const interviewDetails = detailsSent === undefined ? current.interviewDetails : detailsSent;
    const requestedDocuments = requested === undefined ? current.requestedDocuments : requested;
    // An unconditional admission has no conditions left: the letter and the page would quote them.
    const conditionsNow = toStage === 'admitted' ? null : conditions === undefined ? current.conditions : conditions;
    if (toStage === 'documents_requested' && !requestedDocuments)
      throw refuse(
        'Dites quelles pièces manquent, et pourquoi, dans « Pièces demandées » : le candidat le lira.',
        'Say which documents are missing, and why, in “Documents requested”: the applicant will read it.',
      );
    if (toStage === 'interview' && !interviewAt)
      throw refuse(
        'Dites quand a lieu l’entretien dans « Entretien le » : le candidat le lira, à son heure.',
        'Say when the interview takes place in “Interview on”: the applicant will read it, in their time.',
      );
    if (toStage === 'admitted_on_condition' && !conditionsNow)
      throw refuse(
        'Écrivez les conditions de l’admission dans « Conditions » : le candidat les lira, et la lettre les cite.',
        'Write the offer’s conditions in “Conditions”: the applicant will read them, and the letter quotes them.',
      );

    const at = new Date();
    const stageChanged = toStage !== current.stage;
    const interviewChanged = interviewAt !== storedInterviewAt || interviewDetails !== current.interviewDetails;
    const textsChanged =
      requestedDocuments !== current.requestedDocuments || conditionsNow !== current.conditions || interviewChanged;
    // Only the follow-up is taken from the form, whatever else it sent: the answers are the applicant's.
    params.data = {
      stage: toStage,
      requestedDocuments,
      conditions: conditionsNow,
      ...(dueOn !== undefined ? { documentsDueOn: dueOn } : {}),
      interviewAt,
      interviewDetails,
      officerNote: '',
      ...(stageChanged && isDecision(toStage) ? { decidedAt: at.toISOString() } : {}),
    };
    let result: Awaited<ReturnType<typeof next>>;
    try {
      result = await strapi.db.transaction(async () => {
        const saved = await next();
        if (stageChanged || note || textsChanged)
          await recordApplicationAction(strapi, {
            application: current,
            fromStage: current.stage,
            toStage,
            note,
            requestedDocuments: toStage === 'documents_requested' ? requestedDocuments : null,
            conditions: toStage === 'admitted_on_condition' ? conditionsNow : null,
            interviewAt: toStage === 'interview' ? interviewAt : null,
            author: authorOf(user),
            at,
          });
        return saved;
      });
    } catch (error) {
      const cause = (error as { code?: unknown }).code ?? (error instanceof Error ? error.name : typeof error);
      log('error', 'application change not saved', { reference: current.reference, cause: String(cause) });
      throw new errors.ApplicationError(
        'Rien n’a été enregistré : ni l’étape, ni la note, ni l’historique. Réessayez ; si cela se reproduit, prévenez l’équipe technique. / Nothing was saved: neither the stage, nor the note, nor the history. Try again; if it happens again, tell the technical team.',
      );
    }
    // Identity scans are not kept past the decision (docs/privacy.md): deleted once it is saved.
    if (stageChanged && isDecision(toStage)) await deleteDocumentsOf(strapi, [current.id], IDENTITY_DOCUMENTS);
    // Told once saved, and only of what they can act on or read: a stage, a new request, a new time.
    if (
      stageChanged ||
      (toStage === 'documents_requested' && textsChanged) ||
      (toStage === 'interview' && interviewChanged)
    )
      await runInternal(() => sendStatusEmail(strapi, current));
    return result;
  });
}
