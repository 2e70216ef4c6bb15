import { ChartPie, Shield } from '@strapi/icons';
import type { Permission, StrapiApp } from '@strapi/strapi/admin';
import { PRIVACY_LOG_UID } from '../privacy/privacy-labels';
import { PROSPECT_UID } from '../prospects/prospect-labels';
import { contentTranslations } from './admin-translations';
import { admissionsWords } from './admissions-words';
import { LeadsCsvExportButton } from './leads-csv-export-button';
import { ProspectPanel } from './prospect-panel';

export default {
  config: {
    // Admissions teams work in French; English stays available in each user's profile.
    locales: ['fr'],
    translations: {
      fr: {
        ...contentTranslations('fr'),
        ...admissionsWords.fr,
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
        'prospects.panel.failed': 'Les demandes et l’historique n’ont pas pu être lus.',
        'prospects.panel.retry': 'Réessayer',
        'prospects.panel.leads': 'Demandes ({count})',
        'prospects.panel.origin': 'Origine : {origin}',
        'prospects.panel.consent': 'Consentement : {consent} (texte {version}, page {page}) · marketing : {marketing}',
        'prospects.panel.yes': 'oui',
        'prospects.panel.no': 'non',
        'prospects.panel.history': 'Historique du suivi',
        'prospects.panel.no-history': 'Aucun suivi pour l’instant.',
        'privacy.menu': 'Demandes RGPD',
        'privacy.title': 'Demandes RGPD',
        'privacy.subtitle':
          'Une personne demande à voir, corriger ou effacer ses données : répondez dans le mois (RGPD, articles 12 et 15 à 17).',
        'privacy.failed': 'L’opération a échoué : {reason}',
        'privacy.email': 'Son adresse e-mail',
        'privacy.find': 'Chercher',
        'privacy.count.prospect': 'Prospect : {count}',
        'privacy.count.leads': 'Demandes : {count}',
        'privacy.count.followUps': 'Entrées de suivi : {count}',
        'privacy.count.emails': 'E-mails conservés sur le disque : {count}',
        'privacy.count.crmEvents': 'Envois au CRM : {count}',
        'privacy.erased.title': 'Effacé',
        'privacy.erased.site-unreachable':
          'Une instance du site n’a pas pu être jointe : une demande de cette personne qu’elle garde encore sera écartée en arrivant au CMS.',
        'privacy.erased.site': 'Demandes en attente sur le site : {count}',
        'privacy.found.title': 'Conservé pour {email}',
        'privacy.found.none': 'Rien n’est conservé pour {email}.',
        'privacy.export.json': 'Exporter (JSON)',
        'privacy.export.csv': 'Exporter (CSV)',
        'privacy.erase.confirm': 'Je confirme l’effacement définitif de toutes ces données',
        'privacy.erase': 'Effacer',
        'privacy.rectified': 'Corrigé sur son prospect, ses demandes et pour le CRM.',
        'privacy.rectify.title': 'Corriger ses données',
        'privacy.rectify.firstName': 'Prénom',
        'privacy.rectify.lastName': 'Nom',
        'privacy.rectify.email': 'Adresse e-mail',
        'privacy.rectify.phone': 'Téléphone (forme internationale, +33…)',
        'privacy.rectify.submit': 'Corriger',
        'privacy.rectify.phoneRefused':
          'Écrivez-le sous sa forme internationale : + puis l’indicatif du pays, par exemple +33612345678.',
      },
      en: {
        ...contentTranslations('en'),
        ...admissionsWords.en,
        'leads.export-csv': 'Export CSV',
        'leads.export-csv.failed': 'The export failed: {reason}',
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
        'privacy.menu': 'Privacy requests',
        'privacy.title': 'Privacy requests',
        'privacy.subtitle':
          'A person asks to see, correct or erase their data: answer within a month (GDPR, articles 12 and 15 to 17).',
        'privacy.failed': 'That did not work: {reason}',
        'privacy.email': 'Their e-mail address',
        'privacy.find': 'Find',
        'privacy.count.prospect': 'Prospect: {count}',
        'privacy.count.leads': 'Leads: {count}',
        'privacy.count.followUps': 'Follow-up entries: {count}',
        'privacy.count.emails': 'E-mails kept on disk: {count}',
        'privacy.count.crmEvents': 'CRM deliveries: {count}',
        'privacy.erased.title': 'Erased',
        'privacy.erased.site-unreachable':
          'A site instance could not be reached: a lead of theirs it still holds will be dropped when it reaches the CMS.',
        'privacy.erased.site': 'Leads waiting on the site: {count}',
        'privacy.found.title': 'Held about {email}',
        'privacy.found.none': 'Nothing is held about {email}.',
        'privacy.export.json': 'Export (JSON)',
        'privacy.export.csv': 'Export (CSV)',
        'privacy.erase.confirm': 'I confirm the erasure of all this data, for good',
        'privacy.erase': 'Erase',
        'privacy.rectified': 'Corrected on their prospect, their leads and for the CRM.',
        'privacy.rectify.title': 'Correct their data',
        'privacy.rectify.firstName': 'First name',
        'privacy.rectify.lastName': 'Last name',
        'privacy.rectify.email': 'E-mail address',
        'privacy.rectify.phone': 'Phone (international form, +33…)',
        'privacy.rectify.submit': 'Save the corrections',
        'privacy.rectify.phoneRefused': 'Write it in international form: + then the country code, e.g. +33612345678.',
      },
    },
  },
  register(app: StrapiApp) {
    // The admissions dashboard, in the main menu of those who may read prospects.
    app.addMenuLink({
      to: 'admissions',
      icon: ChartPie,
      intlLabel: { id: 'admissions.menu', defaultMessage: 'Admissions' },
      permissions: [{ action: 'plugin::content-manager.explorer.read', subject: PROSPECT_UID } as Permission],
      Component: () =>
        import('./admissions-dashboard-page').then((module) => ({ default: module.AdmissionsDashboardPage })),
      position: 3,
    });
    // A person's request to see or erase their data, for those who may read the privacy log.
    app.addMenuLink({
      to: 'privacy-requests',
      icon: Shield,
      intlLabel: { id: 'privacy.menu', defaultMessage: 'Privacy requests' },
      permissions: [{ action: 'plugin::content-manager.explorer.read', subject: PRIVACY_LOG_UID } as Permission],
      Component: () => import('./privacy-requests-page').then((module) => ({ default: module.PrivacyRequestsPage })),
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
