// The words of the leads' CSV export button, in the admin's two languages.

export const leadsCsvWords = {
  fr: {
    'leads.export-csv': 'Exporter en CSV',
    'leads.export-csv.failed': 'L’export a échoué : {reason}',
  },
  en: {
    'leads.export-csv': 'Export CSV',
    'leads.export-csv.failed': 'The export failed: {reason}',
  },
};
