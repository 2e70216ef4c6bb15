import type { StrapiApp } from '@strapi/strapi/admin';
import { contentTranslations } from './admin-translations';
import { LeadsCsvExportButton } from './leads-csv-export-button';
import { ProspectPanel } from './prospect-panel';

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
        'prospects.panel.title': 'Demandes et suivi',
        'prospects.panel.loading': 'Chargement…',
        'prospects.panel.leads': 'Demandes ({count})',
        'prospects.panel.origin': 'Origine : {origin}',
        'prospects.panel.consent': 'Consentement : {consent} (texte {version}, page {page}) · marketing : {marketing}',
        'prospects.panel.yes': 'oui',
        'prospects.panel.no': 'non',
        'prospects.panel.history': 'Historique du suivi',
        'prospects.panel.no-history': 'Aucun suivi pour l’instant.',
      },
      en: {
        ...contentTranslations('en'),
        'leads.export-csv': 'Export CSV',
        'leads.export-csv.failed': 'The export failed: {reason}',
        'prospects.panel.title': 'Leads and follow-up',
        'prospects.panel.loading': 'Loading…',
        'prospects.panel.leads': 'Leads ({count})',
        'prospects.panel.origin': 'Origin: {origin}',
        'prospects.panel.consent': 'Consent: {consent} (wording {version}, page {page}) · marketing: {marketing}',
        'prospects.panel.yes': 'yes',
        'prospects.panel.no': 'no',
        'prospects.panel.history': 'Follow-up history',
        'prospects.panel.no-history': 'No follow-up yet.',
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
    const contentManager = app.getPlugin('content-manager');
    // The button renders only on the list of leads (it reads the list's content type).
    contentManager.injectComponent('listView', 'actions', {
      name: 'leads-csv-export',
      Component: LeadsCsvExportButton,
    });
    // The panel draws itself only on a prospect.
    (contentManager.apis as { addEditViewSidePanel(panels: unknown[]): void }).addEditViewSidePanel([ProspectPanel]);
  },
};
