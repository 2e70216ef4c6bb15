import type { StrapiApp } from '@strapi/strapi/admin';
import { contentTranslations } from './admin-translations';
import { LeadsCsvExportButton } from './leads-csv-export-button';

export default {
  config: {
    // Admissions teams work in French; English stays available in each user's profile.
    locales: ['fr'],
    translations: {
      fr: {
        ...contentTranslations('fr'),
        // Strapi's own French lacks these (Preview, 5.54).
        'content-manager.preview.panel.title': 'Aperçu',
        'content-manager.preview.panel.button': 'Ouvrir l’aperçu',
        'dictionary.en-with-fr': 'Les textes anglais se modifient à côté des textes français, ci-dessus.',
        'dictionary.search': 'Chercher un texte ou une clé',
        'dictionary.search.clear': 'Effacer la recherche',
        'dictionary.count': '{count} textes',
        'dictionary.too-long': '250 caractères au plus',
        'leads.export-csv': 'Exporter en CSV',
        'leads.export-csv.failed': 'L’export a échoué : {reason}',
      },
      en: {
        ...contentTranslations('en'),
        'leads.export-csv': 'Export CSV',
        'leads.export-csv.failed': 'The export failed: {reason}',
      },
    },
  },
  register(app: StrapiApp) {
    // The text dictionary, edited text by text (src/api/taxonomy/dictionary-field.ts).
    app.customFields.register({
      name: 'dictionary',
      type: 'json',
      intlLabel: { id: 'dictionary.label', defaultMessage: 'Text dictionary' },
      intlDescription: { id: 'dictionary.description', defaultMessage: 'Interface texts, in French and English' },
      components: {
        // The content manager passes each input its field's props (name, value, …).
        Input: async () =>
          import('./dictionary-editor').then((module) => ({
            default: module.DictionaryEditor as unknown as React.ComponentType,
          })),
      },
    });
  },
  bootstrap(app: StrapiApp) {
    // The button renders only on the list of leads (it reads the list's content type).
    app
      .getPlugin('content-manager')
      .injectComponent('listView', 'actions', { name: 'leads-csv-export', Component: LeadsCsvExportButton });
  },
};
