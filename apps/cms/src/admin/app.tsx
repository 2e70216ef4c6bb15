import { ChartPie, Shield } from '@strapi/icons';
import type { Permission, StrapiApp } from '@strapi/strapi/admin';
import { admissionsWords } from '../features/admissions-dashboard/admin/admissions-words';
import { LeadsCsvExportButton } from '../features/leads/admin/leads-csv-export-button';
import { leadsCsvWords } from '../features/leads/admin/leads-csv-words';
import { privacyWords } from '../features/privacy-requests/admin/privacy-words';
import { PRIVACY_LOG_UID } from '../admissions/privacy-labels';
import { ProspectPanel } from '../features/prospects/admin/prospect-panel';
import { prospectPanelWords } from '../features/prospects/admin/prospect-panel-words';
import { ApplicationPanel } from '../features/applications/admin/application-panel';
import { applicationPanelWords } from '../features/applications/admin/application-panel-words';
import { DocumentsPanel } from '../features/application-documents/admin/documents-panel';
import { documentsPanelWords } from '../features/application-documents/admin/documents-panel-words';
import { PROSPECT_UID } from '../admissions/prospect-labels';
import { ADMIN_LANGUAGE_KEY } from './admin-language';
import { contentTranslations } from './admin-translations';
import { labelEnumerationColumns } from './enumeration-cells';
import { translateEditViewHints } from './edit-view-hints';
import { labelFilters } from './filter-labels';
import { EnumerationInput } from './enumeration-input';
import { CodedFieldInput } from './coded-field-input';
import { CODED_FIELD_TYPE, showCodedFieldsInWords } from './coded-fields-layout';
import { filterChoicesWords } from '../features/filter-choices/admin/filter-choices-words';
import { strapiFrench } from './strapi-french';

/** English, Strapi's own, and the `locales` below. */
const ADMIN_LANGUAGES: readonly string[] = ['fr', 'en'];

/**
 * The admin's language before its user chose one: the browser's first that the admin speaks.
 * Strapi starts in English otherwise, even for a French browser; a language set in the user's
 * profile still wins once they have signed in.
 */
function startInTheBrowsersLanguage(): void {
  if (localStorage.getItem(ADMIN_LANGUAGE_KEY)) return;
  const language = navigator.languages
    .map((tag) => tag.slice(0, 2).toLowerCase())
    .find((code) => ADMIN_LANGUAGES.includes(code));
  if (language) localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
}

export default {
  config: {
    // Admissions teams work in French; English stays available in each user's profile.
    locales: ['fr'],
    translations: {
      fr: {
        ...strapiFrench,
        ...contentTranslations('fr'),
        ...admissionsWords.fr,
        ...leadsCsvWords.fr,
        ...prospectPanelWords.fr,
        ...applicationPanelWords.fr,
        ...documentsPanelWords.fr,
        ...privacyWords.fr,
        ...filterChoicesWords.fr,
        'dictionary.en-with-fr': 'Les textes anglais se modifient à côté des textes français, ci-dessus.',
        'dictionary.search': 'Chercher un texte ou une clé',
        'dictionary.search.clear': 'Effacer la recherche',
        'dictionary.count': '{count} textes',
        'dictionary.too-long': '250 caractères au plus',
      },
      en: {
        ...contentTranslations('en'),
        ...admissionsWords.en,
        ...leadsCsvWords.en,
        ...prospectPanelWords.en,
        ...applicationPanelWords.en,
        ...documentsPanelWords.en,
        ...privacyWords.en,
        ...filterChoicesWords.en,
      },
    },
  },
  register(app: StrapiApp) {
    startInTheBrowsersLanguage();
    // The admissions dashboard, in the main menu of those who may read prospects.
    app.addMenuLink({
      to: 'admissions',
      icon: ChartPie,
      intlLabel: { id: 'admissions.menu', defaultMessage: 'Admissions' },
      permissions: [{ action: 'plugin::content-manager.explorer.read', subject: PROSPECT_UID } as Permission],
      Component: () =>
        import('../features/admissions-dashboard/admin/admissions-dashboard-page').then((module) => ({
          default: module.AdmissionsDashboardPage,
        })),
      position: 3,
    });
    // A person's request to see or erase their data, for those who may read the privacy log.
    app.addMenuLink({
      to: 'privacy-requests',
      icon: Shield,
      intlLabel: { id: 'privacy.menu', defaultMessage: 'Privacy requests' },
      permissions: [{ action: 'plugin::content-manager.explorer.read', subject: PRIVACY_LOG_UID } as Permission],
      Component: () =>
        import('../features/privacy-requests/admin/privacy-requests-page').then((module) => ({
          default: module.PrivacyRequestsPage,
        })),
      position: 4,
    });
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
    // A stage, a lead's type or a study level reads under its label in lists, filters and the
    // edit view's select, in the officer's language, and an origin in words; the code stays what
    // is stored and queried.
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', labelEnumerationColumns);
    app.registerHook('Admin/CM/pages/ListView/inject-in-filters', labelFilters);
    // The edit view's help lines, stored in French with the view's settings, in the officer's language.
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', translateEditViewHints);
    // A field that holds a code (an origin) reads in words in the edit view, drawn by our input.
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', showCodedFieldsInWords);
    // The content manager draws an input of a type added here in place of its own (InputRenderer).
    app.addFields({ type: 'enumeration', Component: EnumerationInput as unknown as React.ComponentType });
    app.addFields({ type: CODED_FIELD_TYPE, Component: CodedFieldInput as unknown as React.ComponentType });
    const contentManager = app.getPlugin('content-manager');
    // The button renders only on the list of leads (it reads the list's content type).
    contentManager.injectComponent('listView', 'actions', {
      name: 'leads-csv-export',
      Component: LeadsCsvExportButton,
    });
    // The panel draws itself only on a prospect.
    (contentManager.apis as { addEditViewSidePanel(panels: unknown[]): void }).addEditViewSidePanel([
      ProspectPanel,
      ApplicationPanel,
      DocumentsPanel,
    ]);
  },
};
