import { DOCUMENT_KINDS, type DocumentKind } from '@horizon/shared/application-documents';
// Shared by the server and the admin bundle (so it imports nothing).

export const APPLICATION_UID = 'api::application.application';

/** Where an online application stands, in the order a file goes (the schema's enumeration, pinned by a test). */
export const APPLICATION_STAGES = [
  'draft',
  'submitted',
  'under_review',
  'documents_requested',
  'interview',
  'admitted',
  'admitted_on_condition',
  'waiting_list',
  'not_admitted',
  'accepted',
  'declined',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** The officers' words for each stage (the student's are the site's). */
export const applicationStageLabels: Record<ApplicationStage, { fr: string; en: string }> = {
  draft: { fr: 'Brouillon', en: 'Draft' },
  submitted: { fr: 'Envoyée', en: 'Submitted' },
  under_review: { fr: 'En cours d’examen', en: 'Under review' },
  documents_requested: { fr: 'Pièces demandées', en: 'Documents requested' },
  interview: { fr: 'Entretien', en: 'Interview' },
  admitted: { fr: 'Admis·e', en: 'Admitted' },
  admitted_on_condition: { fr: 'Admis·e sous condition', en: 'Admitted on condition' },
  waiting_list: { fr: 'Liste d’attente', en: 'Waiting list' },
  not_admitted: { fr: 'Non admis·e', en: 'Not admitted' },
  accepted: { fr: 'Offre acceptée', en: 'Offer accepted' },
  declined: { fr: 'Offre déclinée', en: 'Offer declined' },
};

export const APPLICATION_EVENT_UID = 'api::application-event.application-event';
export const APPLICATION_DOCUMENT_UID = 'api::application-document.application-document';

/** Where the student may still change their file (answers, documents): before sending it, and when an officer asks for more. */
export const EDITABLE_STAGES: readonly ApplicationStage[] = ['draft', 'documents_requested'];

/** The stages an officer sets; the others are the applicant's (draft, sent, their answer to an offer). */
export const OFFICER_STAGES = [
  'under_review',
  'documents_requested',
  'interview',
  'admitted',
  'admitted_on_condition',
  'waiting_list',
  'not_admitted',
] as const satisfies readonly ApplicationStage[];

/** The decisions: the stages that date the decision (and open or close the offer). */
export const DECISION_STAGES = [
  'admitted',
  'admitted_on_condition',
  'waiting_list',
  'not_admitted',
] as const satisfies readonly ApplicationStage[];

/** Where an offer letter exists: an offer made, or accepted (a declined offer has none to show). */
export const LETTER_STAGES = [
  'admitted',
  'admitted_on_condition',
  'accepted',
] as const satisfies readonly ApplicationStage[];

/** An offer the applicant may accept or decline. */
export const OFFER_STAGES = ['admitted', 'admitted_on_condition'] as const satisfies readonly ApplicationStage[];

/** An applicant's language (their e-mails, their letter), as an officer reads it. */
export const APPLICANT_LANGUAGES = ['fr', 'en'] as const;
export const applicantLanguageLabels: Record<(typeof APPLICANT_LANGUAGES)[number], { fr: string; en: string }> = {
  fr: { fr: 'Français', en: 'French' },
  en: { fr: 'Anglais', en: 'English' },
};

/** The kinds of documents an applicant sends (@horizon/shared/application-documents), as officers read them. */
export const documentKindLabels: Record<DocumentKind, { fr: string; en: string }> = {
  passport: { fr: 'Passeport', en: 'Passport' },
  secondaryDiploma: { fr: 'Baccalauréat ou équivalent', en: 'Baccalauréat or equivalent' },
  universityTranscripts: { fr: 'Relevés de notes universitaires', en: 'University transcripts' },
  degree: { fr: 'Dernier diplôme', en: 'Latest degree' },
  translations: { fr: 'Traductions certifiées', en: 'Certified translations' },
  cv: { fr: 'CV', en: 'CV' },
  languageCertificate: { fr: 'Certificat de langue', en: 'Language certificate' },
  other: { fr: 'Autre pièce', en: 'Other document' },
};

export const DOCUMENT_STATES = ['receiving', 'kept'] as const;
export const documentStateLabels: Record<(typeof DOCUMENT_STATES)[number], { fr: string; en: string }> = {
  receiving: { fr: 'Envoi en cours', en: 'Uploading' },
  kept: { fr: 'Reçue', en: 'Received' },
};

export const VIRUS_SCANS = ['clean', 'not_scanned'] as const;
export const virusScanLabels: Record<(typeof VIRUS_SCANS)[number], { fr: string; en: string }> = {
  clean: { fr: 'Analysée, sans virus', en: 'Scanned, no virus' },
  not_scanned: { fr: 'Non analysée', en: 'Not scanned' },
};

export const ENTRY_DIPLOMAS = ['secondary', 'undergraduate'] as const;
export const entryDiplomaLabels: Record<(typeof ENTRY_DIPLOMAS)[number], { fr: string; en: string }> = {
  secondary: { fr: 'Baccalauréat ou équivalent', en: 'Baccalauréat or equivalent' },
  undergraduate: { fr: 'Premier diplôme universitaire', en: 'A first university degree' },
};

export { DOCUMENT_KINDS };
