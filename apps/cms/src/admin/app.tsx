import type { StrapiApp } from '@strapi/strapi/admin';
import { LeadsCsvExportButton } from './leads-csv-export-button';

export default {
  config: {
    // Admissions teams work in French; English stays available in each user's profile.
    locales: ['fr'],
    translations: {
      fr: { 'leads.export-csv': 'Exporter en CSV', 'leads.export-csv.failed': 'L’export a échoué : {reason}' },
      en: { 'leads.export-csv': 'Export CSV', 'leads.export-csv.failed': 'The export failed: {reason}' },
    },
  },
  bootstrap(app: StrapiApp) {
    // The button renders only on the list of leads (it reads the list's content type).
    app
      .getPlugin('content-manager')
      .injectComponent('listView', 'actions', { name: 'leads-csv-export', Component: LeadsCsvExportButton });
  },
};
