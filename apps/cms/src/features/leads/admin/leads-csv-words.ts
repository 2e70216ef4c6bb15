// The words of the leads' CSV export button, in the admin's two languages.

export const leadsCsvWords = {
  fr: {
    'leads.export-csv': 'Exporter en CSV',
    'leads.export-csv.progress': 'Export : {received, number} sur {total, number} demandes',
    'leads.export-csv.ready':
      'Export prêt : {count, plural, one {# demande} other {# demandes}}, dans le fichier {file} de vos téléchargements.',
    'leads.export-csv.failed': 'L’export a échoué : {reason}',
  },
  en: {
    'leads.export-csv': 'Export CSV',
    'leads.export-csv.progress': 'Exporting: {received, number} of {total, number} leads',
    'leads.export-csv.ready':
      'Export ready: {count, plural, one {# lead} other {# leads}}, in the file {file} among your downloads.',
    'leads.export-csv.failed': 'The export failed: {reason}',
  },
};
