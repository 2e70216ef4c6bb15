// The words of the panel beside a prospect (prospect-panel.tsx), in the admin's two languages.

export const prospectPanelWords = {
  fr: {
    'prospects.panel.title': 'Demandes et suivi',
    'prospects.panel.loading': 'Chargement…',
    'prospects.panel.failed': 'Les demandes et l’historique n’ont pas pu être lus.',
    'prospects.panel.retry': 'Réessayer',
    'prospects.panel.leads': 'Demandes ({count})',
    'prospects.panel.origin': 'Origine : {origin}',
    'prospects.panel.consent': 'Consentement : {consent} (texte {version}, page {page}) · marketing : {marketing}',
    'prospects.panel.yes': 'oui',
    'prospects.panel.no': 'non',
    'prospects.panel.history': 'Historique du suivi',
    'prospects.panel.no-history': 'Aucun suivi pour l’instant.',
  },
  en: {
    'prospects.panel.title': 'Leads and follow-up',
    'prospects.panel.loading': 'Loading…',
    'prospects.panel.failed': 'The leads and the history could not be read.',
    'prospects.panel.retry': 'Try again',
    'prospects.panel.leads': 'Leads ({count})',
    'prospects.panel.origin': 'Origin: {origin}',
    'prospects.panel.consent': 'Consent: {consent} (wording {version}, page {page}) · marketing: {marketing}',
    'prospects.panel.yes': 'yes',
    'prospects.panel.no': 'no',
    'prospects.panel.history': 'Follow-up history',
    'prospects.panel.no-history': 'No follow-up yet.',
  },
};
