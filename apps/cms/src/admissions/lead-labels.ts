// What admissions teams read about a lead: field names, request types and study levels in
// French and English. Shared by the e-mails, the admin list view and the admin's CSV export
// (this module is bundled into the admin too, so it imports nothing).

export const LEAD_UID = 'api::lead.lead';

export type LabelLocale = 'fr' | 'en';
type Labels = Record<LabelLocale, string>;

export const LEAD_TYPES = ['brochure', 'contact', 'registration', 'application'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const STUDY_LEVELS = ['secondary', 'bac', 'bac_plus_2', 'bac_plus_3', 'bac_plus_5', 'professional'] as const;
export type StudyLevel = (typeof STUDY_LEVELS)[number];

export const leadTypeLabels: Record<LeadType, Labels> = {
  brochure: { fr: 'Brochure', en: 'Brochure' },
  contact: { fr: 'Contact', en: 'Contact' },
  registration: { fr: 'Inscription', en: 'Registration' },
  application: { fr: 'Candidature', en: 'Application' },
};

export const studyLevelLabels: Record<StudyLevel, Labels> = {
  secondary: { fr: 'Lycée (avant le bac)', en: 'Secondary school' },
  bac: { fr: 'Baccalauréat', en: 'Baccalauréat (end of secondary school)' },
  bac_plus_2: { fr: 'Bac+2', en: '2 years of higher education (Bac+2)' },
  bac_plus_3: { fr: 'Bac+3 (licence, bachelor)', en: "Bachelor's degree (Bac+3)" },
  bac_plus_5: { fr: 'Bac+5 (master)', en: "Master's degree (Bac+5)" },
  professional: { fr: 'Professionnel en activité', en: 'Working professional' },
};

/** Every field of a lead, in the order admissions teams read them (e-mail, CSV). */
export const LEAD_FIELDS = [
  'type',
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'nationality',
  'birthDate',
  'studyLevel',
  'intake',
  'course',
  'school',
  'message',
  'language',
  'pagePath',
  'consent',
  'marketingOptIn',
  'consentVersion',
  'origine',
  'utmSource',
  'utmMedium',
  'submittedAt',
  'createdAt',
  'idempotencyKey',
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

export const leadFieldLabels: Record<LeadField, Labels> = {
  type: { fr: 'Type de demande', en: 'Request type' },
  firstName: { fr: 'Prénom', en: 'First name' },
  lastName: { fr: 'Nom', en: 'Last name' },
  email: { fr: 'E-mail', en: 'Email' },
  phone: { fr: 'Téléphone', en: 'Phone' },
  country: { fr: 'Pays de résidence', en: 'Country of residence' },
  nationality: { fr: 'Nationalité', en: 'Nationality' },
  birthDate: { fr: 'Date de naissance', en: 'Date of birth' },
  studyLevel: { fr: 'Niveau d’études', en: 'Level of study' },
  intake: { fr: 'Rentrée souhaitée', en: 'Intake' },
  course: { fr: 'Formation', en: 'Programme' },
  school: { fr: 'École', en: 'School' },
  message: { fr: 'Message', en: 'Message' },
  language: { fr: 'Langue du visiteur', en: 'Visitor language' },
  pagePath: { fr: 'Page du site', en: 'Website page' },
  consent: { fr: 'Consentement au traitement des données', en: 'Consent to data processing' },
  marketingOptIn: { fr: 'Accepte les communications marketing', en: 'Marketing opt-in' },
  consentVersion: { fr: 'Version des textes de consentement', en: 'Consent wording version' },
  origine: { fr: 'Origine', en: 'Origin' },
  utmSource: { fr: 'Source (utm_source)', en: 'Source (utm_source)' },
  utmMedium: { fr: 'Support (utm_medium)', en: 'Medium (utm_medium)' },
  submittedAt: { fr: 'Envoyée le', en: 'Submitted at' },
  createdAt: { fr: 'Reçue le', en: 'Received at' },
  idempotencyKey: { fr: 'Clé de dédoublonnage', en: 'Idempotency key' },
};

/** Relations of a lead and the field of their target shown in place of the related document. */
export const LEAD_RELATION_TITLES = { course: 'title', school: 'name', intake: 'label' } as const;
export type LeadRelation = keyof typeof LEAD_RELATION_TITLES;
