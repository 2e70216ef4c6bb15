// The words of the documents' panel beside an online application (documents-panel.tsx), in the admin's two languages.

export const documentsPanelWords = {
  fr: {
    'applications.documents.title': 'Pièces du dossier',
    'applications.documents.loading': 'Chargement…',
    'applications.documents.failed': 'Les pièces n’ont pas pu être lues.',
    'applications.documents.retry': 'Réessayer',
    'applications.documents.empty': 'Aucune pièce envoyée pour l’instant.',
    'applications.documents.facts': '{size} · {pages} p. · {scan}',
    'applications.documents.receiving': 'Envoi en cours ({percent} %)',
    'applications.documents.open': 'Voir « {name} »',
    'applications.documents.close': 'Fermer',
    'applications.documents.openFailed': 'La pièce n’a pas pu être ouverte.',
    'applications.documents.viewer': 'Pièce : {name}',
  },
  en: {
    'applications.documents.title': 'The file’s documents',
    'applications.documents.loading': 'Loading…',
    'applications.documents.failed': 'The documents could not be read.',
    'applications.documents.retry': 'Try again',
    'applications.documents.empty': 'No document sent yet.',
    'applications.documents.facts': '{size} · {pages} p. · {scan}',
    'applications.documents.receiving': 'Uploading ({percent}%)',
    'applications.documents.open': 'View “{name}”',
    'applications.documents.close': 'Close',
    'applications.documents.openFailed': 'The document could not be opened.',
    'applications.documents.viewer': 'Document: {name}',
  },
};
