// The words editors read in the admin: each content type's and block's name, each field's label
// and, where it is not obvious, a one-line help (what it is for, where it shows, the format), in
// French and English, with the list views' columns, sort and entry titles. Applied at every start
// by src/bootstrap/admin-layouts.ts (French, stored) and translated by src/admin/app.tsx (English).
// Bundled into the admin too: imports only modules that import nothing.
import { LEAD_FIELDS, leadFieldLabels } from '../admissions/lead-labels';

export type Words = { fr: string; en: string };
export type FieldWords = Words & { hint?: Words };

export interface ModelWords {
  name: Words;
  /** Words of this model's fields, over the common ones (`commonFieldWords`). */
  fields: Record<string, FieldWords>;
  /** Content types only: the list view's columns, most useful first. */
  list?: readonly string[];
  /** Content types only: the list's default order. */
  sort?: { by: string; order: 'ASC' | 'DESC' };
  /** The field that names an entry where another points to it, or titles a repeated row. */
  mainField?: string;
  /** Fields editors never see (internal state). */
  hidden?: readonly string[];
  /** Entries nobody edits in the admin (they come from the site). */
  readOnly?: boolean;
  /** The only fields edited in the admin; the others are shown read-only. */
  editable?: readonly string[];
}

/** Fields Strapi adds to every content type: labelled where lists show them, never required. */
export const AUTOMATIC_FIELDS = [
  'id',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
];

const w = (fr: string, en: string, hint?: [string, string]): FieldWords =>
  hint ? { fr, en, hint: { fr: hint[0], en: hint[1] } } : { fr, en };

const ALT_HINT: [string, string] = [
  'Décrit l’image pour qui ne la voit pas, dans la langue de cette fiche ; vide si l’image est décorative.',
  'Describes the image for people who cannot see it, in this entry’s language; empty if it is decorative.',
];
const alt = () => w('Texte alternatif de l’image', 'Image alternative text', ALT_HINT);

/** Fields that mean the same wherever they appear. */
export const commonFieldWords: Record<string, FieldWords> = {
  createdAt: w('Créé le', 'Created'),
  updatedAt: w('Modifié le', 'Updated'),
  publishedAt: w('Publié le', 'Published'),
  title: w('Titre', 'Title'),
  slug: w('Adresse (slug)', 'Address (slug)', [
    'Fin de l’adresse de la page, en minuscules et tirets ; la changer casse les liens existants.',
    'End of the page address, lower case and hyphens; changing it breaks existing links.',
  ]),
  seo: w('Référencement (SEO)', 'Search engines (SEO)', [
    'Titre, description et image montrés par Google et les réseaux sociaux.',
    'Title, description and image shown by Google and social networks.',
  ]),
  blocks: w('Contenu de la page (blocs)', 'Page content (blocks)', [
    'Les blocs s’affichent dans cet ordre sous l’en-tête de la page.',
    'Blocks show in this order below the page header.',
  ]),
  description: w('Description', 'Description'),
  image: w('Image', 'Image'),
  imageAlt: alt(),
  bannerImage: w('Image de bannière', 'Banner image', [
    'En haut de la page, format paysage (au moins 1 440 px de large).',
    'At the top of the page, landscape (at least 1,440 px wide).',
  ]),
  bannerImageAlt: alt(),
  logoAlt: alt(),
  coverAlt: alt(),
  focusImageAlt: alt(),
  heroImageAlt: alt(),
  posterframeAlt: alt(),
  posterAlt: alt(),
  shareImageAlt: alt(),
  order: w('Ordre d’affichage', 'Display order', [
    'Les plus petits nombres s’affichent en premier.',
    'Smaller numbers show first.',
  ]),
  courses: w('Formations', 'Courses'),
  campuses: w('Campus', 'Campuses'),
  schools: w('Écoles', 'Schools'),
  label: w('Libellé', 'Label'),
  url: w('Lien', 'Link', [
    'Un chemin du site (/formations) ou une adresse complète (https://…).',
    'A path of the site (/en/courses) or a full address (https://…).',
  ]),
  email: w('E-mail', 'Email'),
  phone: w('Téléphone', 'Phone', [
    'Au format international, ex. +33 1 23 45 67 89.',
    'International format, e.g. +33 1 23 45 67 89.',
  ]),
  address: w('Adresse postale', 'Postal address'),
  city: w('Ville', 'City'),
  text: w('Texte', 'Text'),
  intro: w('Introduction', 'Introduction'),
  excerpt: w('Résumé', 'Excerpt', [
    'Deux phrases au plus, montrées sur les cartes et dans les listes.',
    'Two sentences at most, shown on cards and in lists.',
  ]),
  publishDate: w('Date de publication', 'Publication date'),
  videoUrl: w('Lien de la vidéo', 'Video link', [
    'Adresse https de la vidéo (YouTube, Vimeo…).',
    'https address of the video (YouTube, Vimeo…).',
  ]),
  tagline: w('Accroche', 'Tagline', ['Une phrase courte sous le nom.', 'A short sentence under the name.']),
  name: w('Nom', 'Name'),
  items: w('Éléments', 'Items'),
  body: w('Texte', 'Text'),
  role: w('Fonction', 'Role'),
  category: w('Catégorie', 'Category'),
  ects: w('Crédits ECTS', 'ECTS credits'),
};

const LEAD_LIST = ['createdAt', 'type', 'firstName', 'lastName', 'email', 'course', 'school', 'origine'] as const;

export const contentTypeWords: Record<string, ModelWords> = {
  'api::article.article': {
    name: { fr: 'Article', en: 'Article' },
    fields: {
      landing: w('Rubrique', 'Section', [
        'La rubrique sous laquelle l’article est publié : /{rubrique}/{article}.',
        'The section the article belongs to: /{section}/{article}.',
      ]),
    },
    list: ['title', 'landing', 'slug', 'updatedAt'],
    sort: { by: 'title', order: 'ASC' },
    mainField: 'title',
  },
  'api::banner.banner': {
    name: { fr: 'Bandeau promotionnel', en: 'Promotional banner' },
    fields: {
      text: w('Message du bandeau', 'Banner message', [
        'Une phrase, en haut de toutes les pages.',
        'One sentence, at the top of every page.',
      ]),
      linkLabel: w('Texte du lien', 'Link text'),
      startsAt: w('Début d’affichage', 'Shows from', [
        'Vide : dès la publication. Si plusieurs bandeaux sont actifs, celui qui a commencé le plus tard s’affiche.',
        'Empty: from publication. If several banners are active, the one that started last shows.',
      ]),
      endsAt: w('Fin d’affichage', 'Shows until', ['Vide : sans fin.', 'Empty: no end.']),
    },
    list: ['text', 'startsAt', 'endsAt'],
    sort: { by: 'startsAt', order: 'DESC' },
    mainField: 'text',
  },
  'api::campus-contact.campus-contact': {
    name: { fr: 'Contact de campus', en: 'Campus contact' },
    fields: { campus: w('Campus', 'Campus') },
    list: ['name', 'role', 'email', 'campus'],
    sort: { by: 'name', order: 'ASC' },
    mainField: 'name',
  },
  'api::campus.campus': {
    name: { fr: 'Campus', en: 'Campus' },
    fields: {
      title: w('Nom du campus', 'Campus name'),
      description: w('Présentation', 'Presentation'),
      schools: w('Écoles présentes', 'Schools on this campus'),
      courses: w('Formations proposées', 'Courses taught here'),
      livingCosts: w('Coût de la vie (par mois)', 'Cost of living (a month)', [
        'Les montants du calculateur de budget pour cette ville, les mêmes dans les deux langues.',
        'The cost calculator’s amounts for this city, the same in both languages.',
      ]),
    },
    list: ['title', 'city', 'updatedAt'],
    sort: { by: 'city', order: 'ASC' },
    mainField: 'title',
  },
  'api::categorie-de-programme.categorie-de-programme': {
    name: { fr: 'Domaine de formation', en: 'Field of study' },
    fields: {
      titre: w('Nom du domaine', 'Field name', [
        'Filtre « Domaine » de la liste des formations.',
        '“Field” filter of the course list.',
      ]),
    },
    list: ['titre', 'order'],
    sort: { by: 'order', order: 'ASC' },
    mainField: 'titre',
  },
  'api::course.course': {
    name: { fr: 'Formation', en: 'Course' },
    fields: {
      tuition: w('Frais de scolarité (par an)', 'Tuition (a year)', [
        'Montants du calculateur de budget et des offres lues par Google ; les mêmes dans les deux langues.',
        'Amounts of the cost calculator and of the offers Google reads; the same in both languages.',
      ]),
      title: w('Titre de la formation', 'Course title', [
        'Titre complet, en tête de la page.',
        'Full title, at the top of the page.',
      ]),
      name: w('Nom court', 'Short name', ['Sur les cartes et les fils d’Ariane.', 'On cards and breadcrumbs.']),
      summary: w('Résumé', 'Summary', [
        'Deux phrases, sur la carte et en tête de page.',
        'Two sentences, on the card and at the top of the page.',
      ]),
      school: w('École', 'School'),
      programCategory: w('Domaine', 'Field of study'),
      graduationLevel: w('Niveau de sortie', 'Level on graduation'),
      entryYears: w('Rentrées', 'Intakes', [
        'Les rentrées proposées ; elles s’affichent dans les chiffres clés et les formulaires.',
        'The intakes offered; they show in the key facts and the forms.',
      ]),
      campuses: w('Campus', 'Campuses', [
        'Où la formation est enseignée ; affichés dans les chiffres clés.',
        'Where it is taught; shown in the key facts.',
      ]),
      searchText: w('Titre pour la recherche', 'Title for the search', [
        'Le titre sans accents ni majuscules, écrit à chaque enregistrement : la recherche du site le compare.',
        'The title without accents or capitals, written on every save: the site search compares it.',
      ]),
    },
    list: ['title', 'school', 'graduationLevel', 'programCategory', 'updatedAt'],
    sort: { by: 'title', order: 'ASC' },
    mainField: 'title',
    // Written from the title on every save (src/features/course-search/search-text.ts).
    hidden: ['searchText'],
  },
  'api::entry-year.entry-year': {
    name: { fr: 'Rentrée', en: 'Intake' },
    fields: {
      label: w('Libellé', 'Label', ['Tel qu’affiché, ex. « Septembre 2027 ».', 'As shown, e.g. “September 2027”.']),
      startDate: w('Date de rentrée', 'Start date'),
    },
    list: ['label', 'startDate'],
    sort: { by: 'startDate', order: 'ASC' },
    mainField: 'label',
  },
  'api::event.event': {
    name: { fr: 'Événement (agenda)', en: 'Event (agenda)' },
    fields: {
      url: w('Lien d’inscription ou d’information', 'Registration or information link'),
      dateStart: w('Début', 'Starts'),
      dateEnd: w('Fin', 'Ends'),
      location: w('Lieu', 'Place'),
      countryCode: w('Pays où il a lieu', 'Country where it takes place', [
        'Code ISO à deux lettres (MA, IN) : le guide de ce pays le montre. Vide pour un événement en France ou en ligne.',
        'Two-letter ISO code (MA, IN): that country’s guide shows it. Empty for an event in France or online.',
      ]),
      online: w('En ligne', 'Online', [
        'Chaque guide de pays le montre, à l’heure de son pays.',
        'Every country guide shows it, at its country’s time.',
      ]),
      recorded: w('Enregistré', 'Recorded', [
        'La rediffusion est envoyée aux inscrits : un guide le montre aussi quand il tombe en pleine nuit dans son pays.',
        'The recording is sent to those registered: a guide also shows it when it falls in the middle of the night in its country.',
      ]),
    },
    list: ['title', 'dateStart', 'location'],
    sort: { by: 'dateStart', order: 'DESC' },
    mainField: 'title',
  },
  'api::faq.faq': {
    name: { fr: 'Question fréquente', en: 'FAQ entry' },
    fields: {
      question: w('Question', 'Question'),
      answer: w('Réponse', 'Answer'),
      category: w('Thème', 'Topic', [
        'Regroupe les questions sur la page FAQ et dans les blocs FAQ.',
        'Groups questions on the FAQ page and in FAQ blocks.',
      ]),
    },
    list: ['question', 'category', 'order'],
    sort: { by: 'order', order: 'ASC' },
    mainField: 'question',
  },
  'api::figs-lives.figs-live': {
    name: { fr: 'Live', en: 'Live session' },
    fields: {
      publishDate: w('Date et heure du live', 'Date and time of the live', ['Heure de Paris.', 'Paris time.']),
      durationMinutes: w('Durée (minutes)', 'Length (minutes)'),
      posterframe: w('Vignette', 'Thumbnail'),
      registrationUrl: w('Lien d’inscription', 'Registration link'),
    },
    list: ['title', 'publishDate', 'durationMinutes'],
    sort: { by: 'publishDate', order: 'DESC' },
    mainField: 'title',
  },
  'api::figs-news.figs-news-item': {
    name: { fr: 'Actualité', en: 'News item' },
    fields: {
      focusImage: w('Image principale', 'Main image'),
      body: w('Article', 'Article text'),
    },
    list: ['title', 'publishDate', 'updatedAt'],
    sort: { by: 'publishDate', order: 'DESC' },
    mainField: 'title',
  },
  'api::graduation-level.graduation-level': {
    name: { fr: 'Niveau de diplôme', en: 'Degree level' },
    fields: {
      label: w('Libellé', 'Label', ['Ex. « Bac+5 ».', 'E.g. “Bac+5”.']),
      languageLevel: w('Niveau de langue demandé', 'Language level asked', [
        'Affiché dans les guides par pays.',
        'Shown in the country guides.',
      ]),
      entryDiploma: w('Diplôme demandé pour candidater', 'Diploma asked to apply', [
        'Fixe les pièces d’une candidature en ligne : le baccalauréat ou son équivalent, ou les relevés de notes et le diplôme d’une licence.',
        'Sets an online application’s documents: the baccalauréat or its equivalent, or a first degree’s transcripts and diploma.',
      ]),
    },
    list: ['label', 'order'],
    sort: { by: 'order', order: 'ASC' },
    mainField: 'label',
  },
  'api::homepage.homepage': {
    name: { fr: 'Page d’accueil', en: 'Home page' },
    fields: {
      heroTitle: w('Grand titre', 'Main heading'),
      heroSubtitle: w('Sous-titre', 'Subheading'),
      heroImage: w('Image d’accueil', 'Hero image', [
        'Grande image de fond, paysage, au moins 1 920 px de large.',
        'Large background image, landscape, at least 1,920 px wide.',
      ]),
      figures: w('Chiffres clés', 'Key figures', [
        'Sous l’image d’accueil, 3 ou 4 chiffres.',
        'Below the hero image, 3 or 4 figures.',
      ]),
    },
  },
  'api::landing.landing': {
    name: { fr: 'Rubrique', en: 'Section page' },
    fields: {
      slug: w('Adresse de la rubrique', 'Section address', [
        'Premier niveau d’adresse : /{rubrique}.',
        'First level of the address: /{section}.',
      ]),
      articles: w('Articles de la rubrique', 'Articles of the section'),
    },
    list: ['title', 'slug', 'updatedAt'],
    sort: { by: 'title', order: 'ASC' },
    mainField: 'title',
  },
  'api::lead.lead': {
    name: { fr: 'Demande (lead)', en: 'Lead' },
    fields: {
      ...Object.fromEntries(LEAD_FIELDS.map((f) => [f, leadFieldLabels[f]])),
      consentText: w('Texte de consentement montré', 'Consent wording shown', [
        'La phrase exacte que le visiteur a cochée, dans sa langue.',
        'The exact sentence the visitor ticked, in their language.',
      ]),
      marketingText: w('Texte d’accord marketing montré', 'Marketing opt-in wording shown', [
        'La phrase exacte de la case marketing, si le visiteur l’a cochée.',
        'The exact sentence of the marketing box, if the visitor ticked it.',
      ]),
      prospect: w('Prospect', 'Prospect', [
        'La personne qui a envoyé cette demande et toutes ses autres demandes.',
        'The person who sent this lead, with all their other leads.',
      ]),
    },
    list: LEAD_LIST,
    sort: { by: 'createdAt', order: 'DESC' },
    mainField: 'email',
    // src/features/leads/lead-origin.ts refuses admin writes; the form shows them read-only.
    readOnly: true,
  },
  'api::prospect.prospect': {
    name: { fr: 'Prospect', en: 'Prospect' },
    fields: {
      email: w('E-mail (normalisé)', 'Email (normalized)', [
        'Minuscules, sans espaces : une personne, quelle que soit la façon dont elle l’a tapé.',
        'Lower case, no spaces: one person, however they typed it.',
      ]),
      firstName: w('Prénom', 'First name', ['Celui de sa dernière demande.', 'From their latest lead.']),
      lastName: w('Nom', 'Last name', ['Celui de sa dernière demande.', 'From their latest lead.']),
      stage: w('Étape de suivi', 'Follow-up stage'),
      stageNote: w('Note pour ce changement', 'Note for this change', [
        'Enregistrée dans l’historique avec l’étape, la date et votre nom (appel, message laissé…).',
        'Saved in the history with the stage, the date and your name (call, message left…).',
      ]),
      stageChangedAt: w('Étape changée le', 'Stage changed'),
      firstLeadAt: w('Première demande le', 'First lead'),
      lastLeadAt: w('Dernière demande le', 'Latest lead'),
      retentionWarnedAt: w('Sur la liste d’effacement depuis le', 'On the erasure list since'),
      lastActivityAt: w('Dernière activité le', 'Last activity', [
        'Dernière demande ou dernier changement d’étape : compte pour la durée de conservation.',
        'Latest lead or stage change: counts for the retention period.',
      ]),
      firstOrigin: w('Première origine', 'First origin', [
        'Origine / source / support de sa première demande.',
        'Origin / source / medium of their first lead.',
      ]),
      lastOrigin: w('Dernière origine', 'Latest origin', [
        'Origine / source / support de sa dernière demande.',
        'Origin / source / medium of their latest lead.',
      ]),
      school: w('École', 'School', [
        'Celle de sa première demande qui nomme une école : ses chiffres du tableau de bord y sont comptés.',
        'The one their first lead naming a school names: the dashboard counts them under it.',
      ]),
      marketingOptIn: w('Accepte les communications marketing', 'Marketing opt-in', [
        'Donné par une demande qui a coché la case ; retiré par le lien de désinscription de nos e-mails.',
        'Given by a lead that ticked the box; withdrawn by the unsubscribe link of our e-mails.',
      ]),
      marketingOptOutAt: w('Désinscrit·e du marketing le', 'Unsubscribed from marketing'),
      leads: w('Demandes', 'Leads'),
      stageChanges: w('Historique du suivi', 'Follow-up history'),
    },
    list: ['lastLeadAt', 'firstName', 'lastName', 'email', 'stage', 'lastOrigin'],
    sort: { by: 'lastLeadAt', order: 'DESC' },
    mainField: 'email',
    editable: ['stage', 'stageNote'],
    // Shown by the side panel (src/features/prospects/admin/prospect-panel.tsx), newest first and in full.
    hidden: ['leads', 'stageChanges', 'retentionWarnedAt'],
  },
  'api::crm-event.crm-event': {
    name: { fr: 'Envoi au CRM', en: 'CRM delivery' },
    fields: {
      eventId: w('Identifiant de l’événement', 'Event id', [
        'Le CRM le reçoit avec l’événement : un même identifiant reçu deux fois est le même événement.',
        'The CRM receives it with the event: one id received twice is one event.',
      ]),
      eventType: w('Événement', 'Event', [
        'Ce que le CRM apprend : une demande, un changement d’étape, des données corrigées ou une personne effacée.',
        'What the CRM learns: a new lead, a stage change, data corrected or a person erased.',
      ]),
      occurredAt: w('Survenu le', 'Occurred'),
      payload: w('Contenu envoyé', 'Payload', [
        'Le JSON envoyé au CRM (docs/crm/webhook-event.schema.json) ; celui d’un effacement est retiré une fois livré.',
        'The JSON sent to the CRM (docs/crm/webhook-event.schema.json); an erasure’s is removed once delivered.',
      ]),
      deliveryState: w('État de l’envoi', 'Delivery state', [
        'En attente : à envoyer ou nouvel essai prévu ; abandonné : plus d’essai après trop d’échecs.',
        'Pending: to send or a retry planned; given up: no more attempts after too many failures.',
      ]),
      attempts: w('Essais', 'Attempts'),
      nextAttemptAt: w('Prochain essai le', 'Next attempt'),
      lockedUntil: w('Réservé jusqu’à', 'Claimed until'),
      lastAttemptAt: w('Dernier essai le', 'Last attempt'),
      lastError: w('Dernière erreur', 'Last error', [
        'La réponse du CRM ou la panne réseau du dernier essai.',
        'The CRM’s answer or the network failure of the last attempt.',
      ]),
      deliveredAt: w('Reçu par le CRM le', 'Delivered'),
    },
    list: ['occurredAt', 'eventType', 'deliveryState', 'attempts', 'lastError', 'nextAttemptAt'],
    sort: { by: 'occurredAt', order: 'DESC' },
    mainField: 'eventId',
    hidden: ['lockedUntil'],
    readOnly: true,
  },
  'api::admissions-setting.admissions-setting': {
    name: { fr: 'Réglages des admissions', en: 'Admissions settings' },
    fields: {
      retentionMonths: w('Durée de conservation des prospects (mois)', 'Prospect retention (months)', [
        'Sans nouvelle demande ni suivi pendant cette durée, un prospect est effacé (36 mois, la référence de la CNIL), après un mois sur la liste d’effacement.',
        'With no new lead or follow-up for this long, a prospect is erased (36 months, the CNIL’s reference), after a month on the erasure list.',
      ]),
    },
  },
  'api::application.application': {
    name: { fr: 'Candidature en ligne', en: 'Online application' },
    fields: {
      reference: w('Référence', 'Reference', [
        'Celle que le candidat lit dans son espace et cite au téléphone.',
        'The one the applicant reads in their space and quotes on the phone.',
      ]),
      applicantEmail: w('Adresse e-mail du candidat', 'Applicant’s email address'),
      course: w('Formation', 'Course'),
      intake: w('Rentrée', 'Intake'),
      stage: w('Étape', 'Stage', [
        'Brouillon tant que le candidat ne l’a pas envoyée ; ensuite, celle où en est le dossier.',
        'Draft until the applicant sends it; then where the file stands.',
      ]),
      answers: w('Réponses', 'Answers', [
        'Ce que le candidat a saisi, étape par étape (identité, études, langues).',
        'What the applicant entered, step by step (identity, studies, languages).',
      ]),
      language: w('Langue', 'Language'),
      savedAt: w('Dernier enregistrement le', 'Last saved'),
      submittedAt: w('Envoyée le', 'Submitted'),
      school: w('École', 'School'),
      requestedDocuments: w('Pièces demandées', 'Documents requested', [
        'Quelles pièces manquent et pourquoi : le candidat le lit dans son espace. Obligatoire pour l’étape « Pièces demandées ».',
        'Which documents are missing and why: the applicant reads it in their space. Required for the “Documents requested” stage.',
      ]),
      documentsDueOn: w('Pièces attendues avant le', 'Documents due by'),
      interviewAt: w('Entretien le', 'Interview on', [
        'Obligatoire pour l’étape « Entretien » ; le candidat le lit à l’heure de Paris et à celle de son pays.',
        'Required for the “Interview” stage; the applicant reads it in Paris time and in their country’s.',
      ]),
      interviewDetails: w('Comment se passe l’entretien', 'How the interview takes place', [
        'Par téléphone, en visio (le lien), ou à quel bureau : le candidat le lit tel quel.',
        'By phone, by video (the link), or at which office: the applicant reads it as written.',
      ]),
      conditions: w('Conditions', 'Conditions', [
        'Celles d’une admission sous condition (ex. : obtenir la licence avec 12 de moyenne) : le candidat les lit, la lettre d’admission les cite.',
        'Those of a conditional offer (e.g. obtain the degree with a 12 average): the applicant reads them, the offer letter quotes them.',
      ]),
      officerNote: w('Note pour ce changement', 'Note for this change', [
        'Gardée dans l’historique de la candidature, avec votre nom et l’heure ; le candidat ne la voit pas.',
        'Kept in the application’s history, with your name and the time; the applicant does not see it.',
      ]),
      decidedAt: w('Décision le', 'Decided'),
      answeredAt: w('Réponse du candidat le', 'Applicant answered'),
      keepInView: w('Gardée en vue', 'Kept in view', [
        'Le candidat non admis a demandé qu’on garde sa candidature pour une autre rentrée : elle est gardée 24 mois au lieu de 3.',
        'The applicant, not admitted, asked to be kept in view for another intake: kept 24 months instead of 3.',
      ]),
      keepInViewAt: w('Gardée en vue depuis le', 'Kept in view since'),
      events: w('Historique', 'History', [
        'Chaque envoi, changement d’étape et réponse : qui, quand.',
        'Every submission, stage change and answer: who, when.',
      ]),
      documents: w('Pièces', 'Documents', [
        'Les fichiers envoyés par le candidat, vérifiés et analysés : à ouvrir dans le panneau de la candidature.',
        'The files the applicant sent, checked and scanned: open them in the application’s side panel.',
      ]),
    },
    list: ['reference', 'stage', 'course', 'intake', 'school', 'submittedAt'],
    sort: { by: 'submittedAt', order: 'DESC' },
    mainField: 'reference',
    // The answers (stored as JSON), the history and the documents are the side panels', in the
    // officer's language and under the form's own labels (features/applications/admin,
    // features/application-documents/admin).
    hidden: ['events', 'answers', 'documents'],
  },
  'api::application-document.application-document': {
    name: { fr: 'Pièce d’une candidature', en: 'Application document' },
    fields: {
      application: w('Candidature', 'Application'),
      kind: w('Pièce', 'Document'),
      fileName: w('Nom du fichier', 'File name'),
      contentType: w('Type (lu dans le fichier)', 'Type (read from the file)'),
      size: w('Taille (octets)', 'Size (bytes)'),
      received: w('Octets reçus', 'Bytes received'),
      pages: w('Pages', 'Pages'),
      sha256: w('Empreinte SHA-256', 'SHA-256 digest'),
      state: w('État', 'State'),
      virusScan: w('Analyse antivirus', 'Virus scan'),
      uploadKey: w('Clé d’envoi', 'Upload key'),
      keptAt: w('Reçue le', 'Received'),
    },
    list: ['keptAt', 'application', 'kind', 'fileName', 'state', 'virusScan'],
    sort: { by: 'keptAt', order: 'DESC' },
    mainField: 'fileName',
    hidden: ['uploadKey', 'received', 'sha256'],
    readOnly: true,
  },
  'api::officer-school.officer-school': {
    name: { fr: 'Écoles d’un·e chargé·e des admissions', en: 'Admissions officer’s schools' },
    fields: {
      officerEmail: w('Adresse e-mail du chargé·e des admissions', 'Admissions officer’s email address', [
        'Celle de son compte d’administration (Paramètres → Utilisateurs) : il ou elle voit les candidatures des écoles ci-dessous, et d’aucune autre.',
        'The one of their admin account (Settings → Users): they see the applications of the schools below, and of no other.',
      ]),
      schools: w('Écoles', 'Schools', [
        'Le rôle « Responsable des admissions du réseau » voit celles de toutes les écoles, sans entrée ici.',
        'The “Network admissions lead” role sees those of every school, with no entry here.',
      ]),
    },
    list: ['officerEmail', 'schools', 'updatedAt'],
    sort: { by: 'officerEmail', order: 'ASC' },
    mainField: 'officerEmail',
  },
  'api::application-event.application-event': {
    name: { fr: 'Historique d’une candidature', en: 'Application history' },
    fields: {
      application: w('Candidature', 'Application'),
      fromStage: w('Étape avant', 'Stage before'),
      toStage: w('Étape après', 'Stage after'),
      note: w('Note', 'Note'),
      requestedDocuments: w('Pièces demandées', 'Documents requested'),
      conditions: w('Conditions', 'Conditions'),
      at: w('Le', 'When'),
      by: w('Par', 'By'),
      byId: w('Identifiant de l’auteur', 'Author id'),
      summary: w('Résumé', 'Summary'),
    },
    list: ['at', 'application', 'fromStage', 'toStage', 'by'],
    sort: { by: 'at', order: 'DESC' },
    mainField: 'summary',
    hidden: ['byId', 'summary'],
    readOnly: true,
  },
  'api::applicant-code.applicant-code': {
    name: { fr: 'Code de connexion candidat', en: 'Applicant sign-in code' },
    fields: {
      email: w('Adresse e-mail', 'Email address'),
      codeHash: w('Empreinte du code', 'Code hash'),
      linkHash: w('Empreinte du lien', 'Link hash'),
      expiresAt: w('Expire le', 'Expires'),
      attempts: w('Essais erronés', 'Wrong attempts'),
      usedAt: w('Utilisé le', 'Used'),
      requestedFrom: w('Empreinte de l’adresse réseau', 'Network address hash'),
      language: w('Langue', 'Language'),
    },
  },
  'api::applicant-session.applicant-session': {
    name: { fr: 'Session candidat', en: 'Applicant session' },
    fields: {
      email: w('Adresse e-mail', 'Email address'),
      tokenHash: w('Empreinte du jeton', 'Token hash'),
      lastSeenAt: w('Dernière activité le', 'Last seen'),
      expiresAt: w('Expire le', 'Expires'),
      endedAt: w('Terminée le', 'Ended'),
      language: w('Langue', 'Language'),
    },
  },
  'api::applicant-passkey.applicant-passkey': {
    name: { fr: 'Clé d’accès candidat', en: 'Applicant passkey' },
    fields: {
      email: w('Adresse e-mail', 'Email address'),
      credentialId: w('Identifiant de la clé', 'Credential id'),
      publicKey: w('Clé publique', 'Public key'),
      counter: w('Compteur', 'Counter'),
      transports: w('Moyens de connexion', 'Transports'),
      userHandle: w('Identifiant de la personne sur l’appareil', 'User handle'),
      label: w('Appareil', 'Device'),
      lastUsedAt: w('Dernière utilisation le', 'Last used'),
    },
  },
  'api::applicant-passkey-challenge.applicant-passkey-challenge': {
    name: { fr: 'Défi de clé d’accès candidat', en: 'Applicant passkey challenge' },
    fields: {
      challengeHash: w('Empreinte du défi', 'Challenge hash'),
      purpose: w('Pour', 'Purpose'),
      email: w('Adresse e-mail', 'Email address'),
      sessionHash: w('Empreinte de la session', 'Session hash'),
      origin: w('Origine', 'Origin'),
      requestedFrom: w('Empreinte de l’adresse réseau', 'Network address hash'),
      expiresAt: w('Expire le', 'Expires'),
      usedAt: w('Utilisé le', 'Used'),
    },
  },
  'api::privacy-log.privacy-log': {
    name: { fr: 'Journal RGPD', en: 'Privacy log' },
    fields: {
      action: w('Action', 'Action', [
        'Ce qui a été fait des données d’une personne : copie envoyée, correction, effacement à sa demande, à la fin de la conservation ou de nouveau après une restauration.',
        'What was done with a person’s data: a copy sent, a correction, an erasure at their request, at the end of retention or again after a backup was restored.',
      ]),
      emailHash: w('Empreinte de l’e-mail', 'E-mail hash', [
        'HMAC-SHA256 de l’adresse : le journal ne nomme personne.',
        'HMAC-SHA256 of the address: the log names nobody.',
      ]),
      newEmailHash: w('Empreinte de la nouvelle adresse', 'New address hash', [
        'Quand une correction a changé l’adresse.',
        'When a correction changed the address.',
      ]),
      performedBy: w('Par', 'By'),
      performedAt: w('Le', 'When'),
      summary: w('Ce qui a été traité', 'What was handled'),
      recipients: w('Destinataires informés', 'Recipients told', [
        'Chaque instance du site et le CRM : informé, en file, livré, en échec, injoignable (RGPD, article 19).',
        'Each site instance and the CRM: told, queued, delivered, failed, unreachable (GDPR, article 19).',
      ]),
    },
    list: ['performedAt', 'action', 'performedBy', 'summary'],
    sort: { by: 'performedAt', order: 'DESC' },
    mainField: 'performedAt',
    readOnly: true,
  },
  'api::stage-change.stage-change': {
    name: { fr: 'Suivi d’un prospect', en: 'Prospect follow-up' },
    fields: {
      prospect: w('Prospect', 'Prospect'),
      fromStage: w('Étape avant', 'Stage before'),
      toStage: w('Étape après', 'Stage after'),
      note: w('Note', 'Note'),
      changedAt: w('Le', 'When'),
      changedBy: w('Par', 'By'),
      changedById: w('Identifiant de l’auteur', 'Author id'),
      summary: w('Résumé', 'Summary'),
    },
    list: ['changedAt', 'prospect', 'fromStage', 'toStage', 'changedBy'],
    sort: { by: 'changedAt', order: 'DESC' },
    mainField: 'summary',
    // The summary is the stored French line relations show; the entry's own fields say it in the officer's words.
    hidden: ['changedById', 'summary'],
    readOnly: true,
  },
  'api::menu-enrichi.menu-enrichi': {
    name: { fr: 'Menu', en: 'Menu' },
    fields: {
      title: w('Nom du menu', 'Menu name', [
        'Pour le retrouver ici ; n’est pas affiché.',
        'To find it here; not shown.',
      ]),
      type: w('Emplacement', 'Place', [
        'navbar : en-tête ; footer : pied de page. Un seul menu par emplacement est utilisé : le plus ancien publié.',
        'navbar: header; footer: footer. One menu per place is used: the oldest published one.',
      ]),
      body: w('Liens et groupes du menu', 'Menu links and groups', ['Dans l’ordre d’affichage.', 'In display order.']),
    },
    list: ['title', 'type', 'updatedAt'],
    sort: { by: 'type', order: 'DESC' },
    mainField: 'title',
  },
  'api::office.office': {
    name: { fr: 'Bureau à l’étranger', en: 'Office abroad' },
    fields: {
      title: w('Nom du bureau', 'Office name'),
      country: w('Pays', 'Country'),
      countryCode: w('Code pays', 'Country code', [
        'Deux lettres (ISO), ex. SN, MA.',
        'Two letters (ISO), e.g. SN, MA.',
      ]),
      timeZone: w('Fuseau horaire', 'Time zone', [
        'Nom IANA, ex. Africa/Dakar : le guide du pays montre l’heure locale du bureau.',
        'IANA name, e.g. Africa/Dakar: the country guide shows the office’s local time.',
      ]),
      openingHours: w('Horaires d’ouverture (heure locale)', 'Opening hours (local time)'),
    },
    list: ['title', 'country', 'city'],
    sort: { by: 'country', order: 'ASC' },
    mainField: 'title',
  },
  'api::redirect.redirect': {
    name: { fr: 'Redirection', en: 'Redirect' },
    fields: {
      from: w('Ancienne adresse', 'Former address', [
        'Chemin sur ce site, sans domaine, ex. /fr/ancienne-page (majuscules et / final ignorés).',
        'Path on this site, no domain, e.g. /old-page (case and trailing / ignored).',
      ]),
      to: w('Nouvelle adresse', 'New address', [
        'Page de ce site, sans domaine, ex. /formations ou /en/courses.',
        'Page of this site, no domain, e.g. /formations or /en/courses.',
      ]),
      code: w('Code de redirection', 'Redirect code', [
        '301 : définitive (le plus courant) ; 302 ou 307 : temporaire ; 308 : définitive, formulaires compris.',
        '301: permanent (most common); 302 or 307: temporary; 308: permanent, forms included.',
      ]),
    },
    list: ['from', 'to', 'code'],
    sort: { by: 'from', order: 'ASC' },
    mainField: 'from',
  },
  'api::school.school': {
    name: { fr: 'École', en: 'School' },
    fields: {
      name: w('Nom de l’école', 'School name'),
      code: w('Sigle', 'Acronym', ['Ex. ESB ; sert aussi aux filtres.', 'E.g. ESB; also used in filters.']),
      description: w('Présentation', 'Presentation'),
      etudesEnFrance: w('Connectée à « Études en France »', 'Connected to “Études en France”', [
        'La candidature passe par la plateforme de Campus France ; sinon, pré-admission directe d’abord.',
        'Applications go through Campus France’s platform; otherwise, direct pre-admission first.',
      ]),
      logo: w('Logo', 'Logo', ['Carré, fond transparent (PNG).', 'Square, transparent background (PNG).']),
      cover: w('Image de couverture', 'Cover image', [
        'En tête de la page de l’école, paysage.',
        'At the top of the school page, landscape.',
      ]),
      accentColor: w('Couleur de l’école', 'School colour', [
        'Code couleur, ex. #1d3557.',
        'Colour code, e.g. #1d3557.',
      ]),
      websiteUrl: w('Site de l’école', 'School website'),
      admissionsEmail: w('E-mail des admissions', 'Admissions email', [
        'Reçoit les demandes (leads) de cette école.',
        'Receives the requests (leads) for this school.',
      ]),
      brochure: w('Brochure (PDF)', 'Brochure (PDF)', [
        'Envoyée aux visiteurs qui la demandent, dans la langue de cette fiche.',
        'Sent to visitors who ask for it, in this entry’s language.',
      ]),
    },
    list: ['name', 'code', 'updatedAt'],
    sort: { by: 'name', order: 'ASC' },
    mainField: 'name',
  },
  'api::taxonomy.taxonomy': {
    name: { fr: 'Textes de l’interface', en: 'Interface texts' },
    fields: {
      fr: w('Textes en français', 'French texts', [
        'Boutons, titres et messages du site, par section. 250 caractères au plus par texte.',
        'Buttons, headings and messages of the site, by section. 250 characters at most per text.',
      ]),
      en: w('Textes en anglais', 'English texts', [
        'Mêmes clés que les textes en français. 250 caractères au plus par texte.',
        'Same keys as the French texts. 250 characters at most per text.',
      ]),
      state: w('État de synchronisation', 'Sync state'),
    },
    hidden: ['state'],
    // No text field names it: `id` makes the admin title it by its (translated) name, not its document id.
    mainField: 'id',
  },
  'api::website.website': {
    name: { fr: 'Réglages du site', en: 'Website settings' },
    fields: {
      title: w('Titre du site', 'Site title', [
        'Titre par défaut des pages dans Google.',
        'Default page title in search engines.',
      ]),
      siteName: w('Nom du site', 'Site name'),
      siteUrl: w('Adresse publique du site', 'Public site address', [
        'Ex. https://www.horizon-ecoles.fr',
        'E.g. https://www.horizon-ecoles.fr',
      ]),
      productSlug: w('Adresse de la page réseau', 'Network page address', [
        'La rubrique qui présente le réseau, ex. horizon.',
        'The section presenting the network, e.g. horizon.',
      ]),
      logo: w('Logo du site', 'Site logo', [
        'Utilisé si aucune école n’est liée ; sinon le logo de la première école.',
        'Used when no school is linked; otherwise the first school’s logo.',
      ]),
      menus: w('Menus', 'Menus'),
      schools: w('Écoles du site', 'Schools of the site'),
      socialLinks: w('Réseaux sociaux', 'Social networks'),
      quickLinks: w('Accès rapides (pied de page)', 'Quick links (footer)'),
      partnerFormUrl: w('Lien du formulaire partenaires', 'Partner form link'),
      tagManagerId: w('Identifiant Google Tag Manager', 'Google Tag Manager id', [
        'Ex. GTM-ABC123 ; chargé seulement après accord du visiteur.',
        'E.g. GTM-ABC123; loaded only after the visitor agrees.',
      ]),
      details: w('Mentions du pied de page', 'Footer details'),
      copyright: w('Copyright', 'Copyright'),
    },
  },
  'api::study-cost.study-cost': {
    name: { fr: 'Coût des études (montants nationaux)', en: 'Study costs (national)' },
    fields: {
      academicYear: w('Année universitaire', 'Academic year', ['Ex. « 2026-2027 ».', 'E.g. “2026-2027”.']),
      isDemo: w('Chiffres de démonstration', 'Demo figures', [
        'Coché tant que les montants n’ont pas été vérifiés : le site l’indique.',
        'Ticked until the amounts are checked: the site says so.',
      ]),
      cvec: w('CVEC (par an)', 'CVEC (a year)'),
      healthInsurance: w('Complémentaire santé (par an)', 'Complementary health cover (a year)'),
      visaFee: w('Frais de visa (une fois)', 'Visa fee (once)'),
      visaValidation: w('Validation du visa à l’arrivée (une fois)', 'Visa validation on arrival (once)'),
      visaResources: w('Ressources exigées pour le visa (par mois)', 'Resources the visa requires (a month)'),
      travel: w('Voyage (une fois)', 'Travel (once)'),
      setup: w('Installation (une fois)', 'Setting up (once)'),
      depositMonths: w('Dépôt de garantie (mois de loyer)', 'Housing deposit (months of rent)'),
      diplomaRecognition: w('Attestation de comparabilité du diplôme', 'Diploma comparability certificate'),
      recognitionWeeks: w('Délai de l’attestation (semaines)', 'Certificate delay (weeks)'),
      exchangeRates: w('Taux de change', 'Exchange rates', [
        'Un par monnaie des guides pays : les budgets montrent aussi les montants dans la monnaie de l’étudiant.',
        'One per currency of the country guides: budgets also show amounts in the student’s currency.',
      ]),
      exchangeRateMaxAgeDays: w('Âge maximal d’un taux (jours)', 'Oldest rate used (days)', [
        'Un taux plus ancien n’est pas utilisé : le budget reste en euros.',
        'An older rate is not used: the budget stays in euros.',
      ]),
    },
  },
  'api::country-guide.country-guide': {
    name: { fr: 'Guide par pays', en: 'Country guide' },
    fields: {
      title: w('Titre', 'Title', [
        'Ex. « Étudier en France depuis le Maroc ».',
        'E.g. “Studying in France from Morocco”.',
      ]),
      slug: w('Adresse', 'Address', [
        'Dernière partie de /etudier-dans-votre-pays/… ou /en/international-students/…',
        'Last part of /etudier-dans-votre-pays/… or /en/international-students/…',
      ]),
      country: w('Pays', 'Country'),
      countryCode: w('Code pays', 'Country code', [
        'Deux lettres (ISO), le même que celui du bureau : le guide montre ce bureau.',
        'Two letters (ISO), the same as its office’s: the guide shows that office.',
      ]),
      intro: w('Chapô', 'Introduction'),
      etudesEnFrance: w('Procédure « Études en France »', '“Études en France” procedure'),
      procedure: w('La procédure dans ce pays', 'The procedure in this country'),
      procedureFee: w('Frais de la procédure (monnaie locale)', 'Procedure fee (local currency)'),
      currency: w('Monnaie du pays', 'Currency of the country', [
        'Code ISO à trois lettres (XOF, BRL) ; le calculateur de budget s’en sert.',
        'Three-letter ISO code (XOF, BRL); the cost calculator uses it.',
      ]),
      procedureFeeFigure: w('Frais de la procédure (€)', 'Procedure fee (€)', [
        'Le même montant en euros, avec son année, sa date et sa source (Campus France du pays) : le guide et le budget les citent.',
        'The same amount in euros, with its year, date and source (the country’s Campus France): the guide and the budget quote them.',
      ]),
      travelFigure: w('Vol vers Paris, aller simple (€)', 'Flight to Paris, one way (€)', [
        'Depuis la ville principale du pays ; la source dit sur quoi repose l’estimation (ville, classe, mois du relevé).',
        'From the country’s main city; the source says what the estimate rests on (city, class, month surveyed).',
      ]),
      steps: w('Étapes (tous niveaux)', 'Steps (every level)', [
        'Chacune dit ce qu’elle demande ; le site les date à rebours depuis la rentrée, après ce qu’elles demandent.',
        'Each says what it needs; the site dates them back from the intake, after what they need.',
      ]),
      levelPaths: w('Parcours par niveau', 'Paths by level', [
        'Un par niveau d’études (Bachelor, Mastère) : conditions, diplôme, année d’entrée, étapes propres.',
        'One per degree level (Bachelor, Master’s): requirements, diploma, year of entry, own steps.',
      ]),
      otherSchools: w('Écoles non connectées', 'Schools not connected'),
      recognition: w('Reconnaissance du diplôme', 'Diploma recognition'),
      translationsRequired: w('Traductions certifiées à joindre', 'Certified translations required', [
        'Cochez si les diplômes et relevés de ce pays ne sont ni en français ni en anglais : la candidature en ligne demande alors leurs traductions certifiées.',
        'Tick when this country’s diplomas and transcripts are in neither French nor English: the online application then asks for their certified translations.',
      ]),
      languages: w('Niveau de langue', 'Language level'),
      visaDocuments: w('Pièces du dossier de visa', 'Visa documents'),
      faqs: w('Questions fréquentes', 'Frequently asked questions'),
      testimonials: w('Témoignages', 'Testimonials'),
    },
    list: ['title', 'countryCode', 'updatedAt'],
    sort: { by: 'title', order: 'ASC' },
    mainField: 'title',
  },
  'api::scholarship.scholarship': {
    name: { fr: 'Bourse', en: 'Scholarship' },
    fields: {
      title: w('Nom de la bourse', 'Scholarship name'),
      description: w('Conditions', 'Conditions', [
        'Ce que l’étudiant doit remplir ou fournir ; affiché dans le calculateur de budget.',
        'What the student must meet or provide; shown in the cost calculator.',
      ]),
      amount: w('Montant (€)', 'Amount (€)'),
      amountPeriod: w('Versé', 'Paid', ['Chaque année ou une fois.', 'Each year or once.']),
      deadline: w('Date limite de demande', 'Application deadline'),
      requires: w('Étape à faire avant la date limite', 'Step done by the deadline', [
        'Dossier déposé, entretien passé ou admission acceptée : les guides pays le datent avec les étapes.',
        'File submitted, interview held or offer accepted: the country guides date it with the steps.',
      ]),
      countries: w('Nationalités (codes pays)', 'Nationalities (country codes)', [
        'Codes ISO séparés par des virgules (SN,CI,MA) ; vide : toutes.',
        'ISO codes separated by commas (SN,CI,MA); empty: all.',
      ]),
      merit: w('Sur critères d’excellence', 'Awarded on merit'),
      openToEtudesEnFrance: w('Proposée avec Études en France', 'Offered through Études en France', [
        'Décochée : ni le guide ni le budget d’un pays Études en France ne la proposent, et ils disent pourquoi (l’admission y suit l’entretien Campus France).',
        'Unticked: neither the guide nor the budget of an Études en France country offers it, and both say why (admission there follows the interview).',
      ]),
      url: w('Lien pour en savoir plus', 'Link to learn more'),
      schools: w('Écoles concernées', 'Schools', ['Aucune : toutes les écoles.', 'None: every school.']),
      graduationLevels: w('Niveaux concernés', 'Levels', ['Aucun : tous les niveaux.', 'None: every level.']),
    },
    list: ['title', 'amount', 'deadline'],
    sort: { by: 'deadline', order: 'ASC' },
    mainField: 'title',
  },
};

export const componentWords: Record<string, ModelWords> = {
  'guides.step': {
    name: { fr: 'Étape', en: 'Step' },
    fields: {
      key: w('Clé', 'Key', [
        'Un mot en minuscules (visa, housing) que les autres étapes citent ; la même clé dans un parcours remplace l’étape commune.',
        'A lower-case word (visa, housing) other steps name; the same key in a level path replaces the common step.',
      ]),
      title: w('Étape', 'Step'),
      description: w('Détail', 'Details'),
      needs: w('Demande d’abord', 'Needs first', [
        'Les clés des étapes à faire avant, séparées par des virgules (admission,housing).',
        'The keys of the steps done before it, separated by commas (admission,housing).',
      ]),
      asks: w('Documents demandés', 'Documents asked for', [
        'Leurs clés, séparées par des virgules (school-records,housing-proof) ; la revue signale un document qu’une étape produit plus tard.',
        'Their keys, separated by commas (school-records,housing-proof); the review flags a document a step produces later.',
      ]),
      produces: w('Documents obtenus', 'Documents obtained', [
        'Les clés des documents que l’étape donne à l’étudiant, séparées par des virgules (gaokao-results).',
        'The keys of the documents the step gives the student, separated by commas (gaokao-results).',
      ]),
      weeksBeforeIntake: w('Semaines avant la rentrée', 'Weeks before the intake'),
      onDay: w('Jour de l’année (MM-JJ)', 'Day of the year (MM-DD)', [
        'Pour une étape liée au calendrier du pays (les résultats d’un examen, 07-05) : datée ce jour-là avant chaque rentrée, au lieu de ses semaines.',
        'For a step tied to the country’s calendar (an exam’s results, 07-05): dated on that day before each intake, instead of its weeks.',
      ]),
      deadlineWeeksBeforeIntake: w('Au plus tard (semaines avant)', 'At the latest (weeks before)', [
        'Passé ce délai, la rentrée n’est plus possible et le site propose la suivante ; vide : pas de limite.',
        'Past it, the intake can no longer be made and the site points to the next; empty: no limit.',
      ]),
    },
  },
  'guides.level-path': {
    name: { fr: 'Parcours par niveau', en: 'Level path' },
    fields: {
      graduationLevel: w('Niveau d’études', 'Degree level', [
        'Le niveau de langue affiché vient de ce niveau.',
        'The language level shown comes from this level.',
      ]),
      requirements: w('Conditions d’admission', 'Entry requirements'),
      diploma: w('Diplôme évalué', 'Diploma assessed'),
      entryYear: w('Année d’entrée', 'Year of entry'),
      steps: w('Étapes propres à ce niveau', 'Steps of this level only'),
    },
  },
  'costs.figure': {
    name: { fr: 'Montant', en: 'Cost figure' },
    fields: {
      amount: w('Montant (€)', 'Amount (€)'),
      academicYear: w('Année universitaire', 'Academic year', [
        'L’année pour laquelle ce montant est publié (2027-2028) ; vide : celle de la fiche.',
        'The year this amount is published for (2027-2028); empty: the entry’s.',
      ]),
      publishedOn: w('Publié le', 'Published on', [
        'Le jour où la source a publié ce montant : les pages le disent à côté de la source.',
        'The day the source published this amount: the pages say it beside the source.',
      ]),
      source: w('Source (en français)', 'Source (in French)', [
        'Affichée à côté du montant sur les pages en français.',
        'Shown beside the amount on the French pages.',
      ]),
      sourceEn: w('Source (en anglais)', 'Source (in English)', [
        'Affichée à côté du montant sur les pages en anglais.',
        'Shown beside the amount on the English pages.',
      ]),
      sourceUrl: w('Lien de la source', 'Source link'),
    },
  },
  'costs.exchange-rate': {
    name: { fr: 'Taux de change', en: 'Exchange rate' },
    fields: {
      currency: w('Monnaie', 'Currency', ['Code ISO à trois lettres (XOF, BRL).', 'Three-letter ISO code (XOF, BRL).']),
      perEuro: w('Pour 1 €', 'For €1', [
        'Unités de cette monnaie pour un euro.',
        'Units of this currency for one euro.',
      ]),
      date: w('Date du taux', 'Date of the rate'),
      source: w('Source', 'Source'),
      sourceUrl: w('Lien de la source', 'Source link'),
    },
  },
  'costs.living-costs': {
    name: { fr: 'Coût de la vie', en: 'Living costs' },
    fields: {
      housingResidence: w('Résidence étudiante (€/mois)', 'Student residence (€/month)'),
      housingStudio: w('Studio (€/mois)', 'Studio (€/month)'),
      housingShared: w('Colocation (€/mois)', 'Shared flat (€/month)'),
      food: w('Alimentation (€/mois)', 'Food (€/month)'),
      transport: w('Transports (€/mois)', 'Transport (€/month)'),
      phone: w('Téléphone et internet (€/mois)', 'Phone and internet (€/month)'),
      academicYear: w('Année universitaire', 'Academic year', ['Ex. « 2026-2027 ».', 'E.g. “2026-2027”.']),
      source: w('Source (en français)', 'Source (in French)'),
      sourceEn: w('Source (en anglais)', 'Source (in English)'),
      sourceUrl: w('Lien de la source', 'Source link'),
      isDemo: w('Chiffres de démonstration', 'Demo figures'),
    },
  },
  'costs.tuition': {
    name: { fr: 'Frais de scolarité', en: 'Tuition' },
    fields: {
      eu: w('Étudiants UE/EEE (€/an)', 'EU/EEA students (€/year)'),
      nonEu: w('Autres étudiants (€/an)', 'Other students (€/year)'),
      applicationFee: w('Frais de candidature (€)', 'Application fee (€)'),
      workStudy: w('Alternance possible', 'Work-study route', [
        'En alternance, l’entreprise paie la scolarité et verse un salaire.',
        'In work-study, the employer pays the tuition and a salary.',
      ]),
      salaryMin: w('Salaire d’alternance minimum (€ brut/mois)', 'Work-study pay, lowest (€ gross/month)'),
      salaryMax: w('Salaire d’alternance maximum (€ brut/mois)', 'Work-study pay, highest (€ gross/month)'),
      academicYear: w('Année universitaire', 'Academic year'),
      source: w('Source (en français)', 'Source (in French)'),
      sourceEn: w('Source (en anglais)', 'Source (in English)'),
    },
  },
  'blocks.accordion': { name: { fr: 'Accordéon', en: 'Accordion' }, fields: { items: w('Volets', 'Panels') } },
  'blocks.after-bachelor': {
    name: { fr: 'Après la formation', en: 'After the course' },
    fields: { furtherStudies: w('Poursuites d’études', 'Further studies'), careers: w('Métiers', 'Careers') },
  },
  'blocks.badge': {
    name: { fr: 'Étiquette', en: 'Badge' },
    fields: {
      tone: w('Couleur', 'Colour', [
        'info : bleu ; success : vert ; highlight : orange.',
        'info: blue; success: green; highlight: orange.',
      ]),
    },
    mainField: 'label',
  },
  'blocks.cards': {
    name: { fr: 'Cartes (liste de contenus)', en: 'Cards (list of content)' },
    fields: {
      kind: w('Contenu montré', 'Content shown'),
      limit: w('Nombre de cartes', 'Number of cards', ['Vide : toutes.', 'Empty: all.']),
      phoneLimit: w('Cartes sur un téléphone', 'Cards on a phone', [
        'Vide : comme sur un ordinateur. 0 : section masquée sur un téléphone. Les autres restent sur la page « Voir tout » (les articles et événements n’en ont pas).',
        'Empty: as on a computer. 0: the section is hidden on a phone. The others stay on the “See all” page (articles and events have none).',
      ]),
    },
  },
  'blocks.carousel': {
    name: { fr: 'Carrousel', en: 'Carousel' },
    fields: {
      kind: w('Contenu montré', 'Content shown'),
      images: w('Images', 'Images', ['Seulement si « images » est choisi.', 'Only when “images” is chosen.']),
    },
  },
  'blocks.checklist': { name: { fr: 'Liste à puces', en: 'Checklist' }, fields: {} },
  'blocks.course-panel': {
    name: { fr: 'Encadré de la formation', en: 'Course panel' },
    fields: {
      highlights: w('Points forts', 'Highlights'),
      showBrochure: w('Bouton « Brochure »', '“Brochure” button', [
        'Affiche le bouton de demande de brochure.',
        'Shows the brochure request button.',
      ]),
      showApply: w('Bouton « Candidater »', '“Apply” button', [
        'Affiche le bouton de candidature en ligne.',
        'Shows the online application button.',
      ]),
    },
  },
  'blocks.faq': {
    name: { fr: 'Questions fréquentes', en: 'FAQ' },
    fields: {
      category: w('Thème des questions', 'Question topic', ['Vide : toutes les questions.', 'Empty: every question.']),
    },
  },
  'blocks.illustrated-video': {
    name: { fr: 'Vidéo illustrée', en: 'Illustrated video' },
    fields: { poster: w('Image d’aperçu', 'Poster image') },
  },
  'blocks.key-datas': {
    name: { fr: 'Chiffres clés', en: 'Key facts' },
    fields: {
      level: w('Niveau', 'Level', ['Ex. « Bac+5 — Master ».', 'E.g. “Bac+5 — Master”.']),
      rncpLevel: w('Niveau RNCP', 'RNCP level', ['De 5 à 8.', 'From 5 to 8.']),
      recognition: w('Reconnaissance', 'Recognition', [
        'Ex. « Titre RNCP enregistré ».',
        'E.g. “Registered RNCP title”.',
      ]),
      duration: w('Durée', 'Length', ['Ex. « 2 ans ».', 'E.g. “2 years”.']),
      rhythm: w('Rythme', 'Schedule', [
        'Ex. « Alternance 3 semaines / 1 semaine ».',
        'E.g. “Work-study, 3 weeks / 1 week”.',
      ]),
      language: w('Langue d’enseignement', 'Teaching language'),
      tuitionFeesEu: w('Frais de scolarité (UE)', 'Tuition fees (EU students)', [
        'Affiché tel quel, ex. « 8 900 € / an ».',
        'Shown as typed, e.g. “€8,900 / year”.',
      ]),
      tuitionFeesInternational: w('Frais de scolarité (hors UE)', 'Tuition fees (non-EU students)', [
        'Affiché tel quel, ex. « 11 900 € / an ».',
        'Shown as typed, e.g. “€11,900 / year”.',
      ]),
      intakes: w('Rentrées', 'Intakes', [
        'Sur une formation : repris de ses rentrées, ne rien saisir. Ailleurs : texte libre.',
        'On a course: taken from its intakes, leave empty. Elsewhere: free text.',
      ]),
      campuses: w('Campus', 'Campuses', [
        'Sur une formation : repris de ses campus, ne rien saisir. Ailleurs : texte libre.',
        'On a course: taken from its campuses, leave empty. Elsewhere: free text.',
      ]),
    },
    mainField: 'level',
  },
  'blocks.quote': {
    name: { fr: 'Citation', en: 'Quote' },
    fields: { text: w('Citation', 'Quote'), author: w('Auteur', 'Author'), image: w('Photo', 'Photo') },
    mainField: 'author',
  },
  'blocks.rich-text': { name: { fr: 'Texte', en: 'Text' }, fields: {} },
  'blocks.skill-unit': {
    name: { fr: 'Blocs de compétences (RNCP)', en: 'Skill blocks (RNCP)' },
    fields: { blocs: w('Blocs', 'Blocks') },
  },
  'blocks.teaching-unit': {
    name: { fr: 'Programme (modules)', en: 'Programme (modules)' },
    fields: { modules: w('Modules', 'Modules') },
  },
  'blocks.title': {
    name: { fr: 'Titre de section', en: 'Section heading' },
    fields: {
      text: w('Titre', 'Heading'),
      subtitle: w('Sous-titre', 'Subheading'),
      level: w('Niveau de titre', 'Heading level', [
        'h2 : section ; h3 : sous-section.',
        'h2: section; h3: subsection.',
      ]),
    },
    mainField: 'text',
  },
  'blocks.two-routes': {
    name: { fr: 'Deux parcours', en: 'Two routes' },
    fields: { routes: w('Parcours', 'Routes') },
  },
  'core.menu-item': { name: { fr: 'Lien de menu', en: 'Menu link' }, fields: {}, mainField: 'label' },
  'core.menu': {
    name: { fr: 'Groupe de liens', en: 'Link group' },
    fields: {
      label: w('Titre du groupe', 'Group title'),
      slug: w('Identifiant', 'Identifier', ['Sans espaces, ex. formations.', 'No spaces, e.g. courses.']),
      items: w('Liens', 'Links'),
    },
    mainField: 'label',
  },
  'shared.accordion-item': { name: { fr: 'Volet', en: 'Panel' }, fields: {}, mainField: 'title' },
  'shared.figure': {
    name: { fr: 'Chiffre clé', en: 'Key figure' },
    fields: {
      value: w('Nombre', 'Number'),
      suffix: w('Après le nombre', 'After the number', ['Ex. « % » ou « + ».', 'E.g. “%” or “+”.']),
    },
    mainField: 'label',
  },
  'shared.link': { name: { fr: 'Lien', en: 'Link' }, fields: {}, mainField: 'label' },
  'shared.meta': {
    name: { fr: 'Balise meta', en: 'Meta tag' },
    fields: { type: w('Attribut', 'Attribute'), key: w('Nom', 'Name'), value: w('Valeur', 'Value') },
    mainField: 'key',
  },
  'shared.route': {
    name: { fr: 'Parcours', en: 'Route' },
    fields: { points: w('Étapes', 'Steps') },
    mainField: 'title',
  },
  'shared.seo': {
    name: { fr: 'Référencement', en: 'Search engines' },
    fields: {
      metaTitle: w('Titre pour Google', 'Title for search engines', [
        '70 caractères au plus.',
        '70 characters at most.',
      ]),
      metaDescription: w('Description pour Google', 'Description for search engines', [
        '200 caractères au plus.',
        '200 characters at most.',
      ]),
      shareImage: w('Image de partage', 'Sharing image', [
        'Montrée par les réseaux sociaux, 1 200 × 630 px.',
        'Shown by social networks, 1,200 × 630 px.',
      ]),
      twitterSite: w('Compte X (Twitter)', 'X (Twitter) account', ['Ex. @horizonecoles.', 'E.g. @horizonecoles.']),
      metas: w('Balises meta', 'Meta tags'),
      preventIndexing: w('Ne pas référencer', 'Hide from search engines', [
        'Coché : la page n’apparaît pas dans Google.',
        'Ticked: the page does not appear in search engines.',
      ]),
    },
    mainField: 'metaTitle',
  },
  'shared.skill-bloc': {
    name: { fr: 'Bloc de compétences', en: 'Skill block' },
    fields: { skills: w('Compétences', 'Skills') },
    mainField: 'title',
  },
  'shared.social-link': {
    name: { fr: 'Réseau social', en: 'Social network' },
    fields: {
      network: w('Réseau', 'Network'),
      url: w('Adresse de la page', 'Page address', ['Adresse complète https://…', 'Full https://… address']),
    },
    mainField: 'url',
  },
  'shared.teaching-module': {
    name: { fr: 'Module', en: 'Module' },
    fields: { period: w('Période', 'Period', ['Ex. « Semestre 1 ».', 'E.g. “Semester 1”.']) },
    mainField: 'title',
  },
  'shared.text-item': { name: { fr: 'Ligne', en: 'Line' }, fields: {}, mainField: 'text' },
};

/** The words of a field of a model: its own, or the common ones. */
export const fieldWords = (model: ModelWords, field: string): FieldWords | undefined =>
  model.fields[field] ?? commonFieldWords[field];

/**
 * The uid of the content type whose display name is `displayName`: the content manager's hooks
 * name the content type by its display name only, which is its English name (the admin-words test).
 */
export const contentTypeUidOf = (displayName: string | undefined): string | undefined =>
  Object.entries(contentTypeWords).find(([, model]) => model.name.en === displayName)?.[0];
