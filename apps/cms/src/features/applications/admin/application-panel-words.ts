// The words of the panel beside an online application (application-panel.tsx), in the admin's two languages.

export const applicationPanelWords = {
  fr: {
    'applications.panel.title': 'Historique de la candidature',
    'applications.panel.loading': 'Chargement…',
    'applications.panel.failed': 'L’historique n’a pas pu être lu.',
    'applications.panel.retry': 'Réessayer',
    'applications.panel.empty': 'Rien pour l’instant : le candidat ne l’a pas encore envoyée.',
    'applications.panel.applicant': 'le candidat',
    'applications.panel.requested': 'Pièces demandées : {text}',
    'applications.panel.conditions': 'Conditions : {text}',
    'applications.panel.interview': 'Entretien le {when}',
  },
  en: {
    'applications.panel.title': 'Application history',
    'applications.panel.loading': 'Loading…',
    'applications.panel.failed': 'The history could not be read.',
    'applications.panel.retry': 'Try again',
    'applications.panel.empty': 'Nothing yet: the applicant has not sent it.',
    'applications.panel.applicant': 'the applicant',
    'applications.panel.requested': 'Documents requested: {text}',
    'applications.panel.conditions': 'Conditions: {text}',
    'applications.panel.interview': 'Interview on {when}',
  },
};
