/**
 * French for Strapi's own screens where its translations (5.54) have none, so that an officer
 * whose admin is in French meets no English: the keys are Strapi's, found missing from its
 * `fr.json` and seen on the screens the admissions team uses (home, main menu, content manager's
 * lists, filters and edit view). Checked against Strapi's own by
 * apps/cms/tests/unit/strapi-french.test.ts; the screens by apps/web/tests/e2e/admin-french.test.ts.
 */
export const strapiFrench: Readonly<Record<string, string>> = {
  // The main menu and the home page.
  'content-manager.plugin.name': 'Gestion du contenu',
  'app.components.LeftMenu.general': 'Général',
  'app.components.LeftMenu.plugins': 'Extensions',
  'global.plugins.content-manager': 'Gestion du contenu',
  'global.plugins.upload': 'Médiathèque',
  'global.new': 'Nouveau',
  'global.learn-more': 'En savoir plus',
  'global.localeToggle.label': 'Choisir la langue de l’interface',
  'HomePage.addWidget.title': 'Ajouter un widget',
  'HomePage.addWidget.button': 'Ajouter un widget',
  'HomePage.addWidget.noWidgetsAvailable': 'Aucun widget à ajouter',
  'HomePage.widget.delete': 'Supprimer',
  'HomePage.widget.drag': 'Glisser pour déplacer',
  'HomePage.widget.no-permissions': 'Vous n’avez pas l’autorisation de voir ce widget',
  // The banner Strapi shows on every screen about its new media library.
  'app.components.MediaLibraryBanner.intro': 'Voici la nouvelle médiathèque ',
  'app.components.MediaLibraryBanner.text.enabled': 'Vous utilisez désormais sa nouvelle version.',
  'app.components.MediaLibraryBanner.text': 'La documentation explique comment passer à la nouvelle version.',
  'app.components.MediaLibraryBanner.button.enabled': 'Lire l’article',
  'app.components.MediaLibraryBanner.button': 'Documentation',
  'app.components.MediaLibraryBanner.close': 'Fermer le bandeau. ',
  // The content manager's menu of content types: its search field (a key Strapi never translated).
  'search.placeholder': 'Rechercher',
  // The content manager's lists and edit view.
  'content-manager.actions.delete.label':
    'Supprimer l’entrée{isLocalized, select, true { (toutes les langues)} other {}}',
  'content-manager.actions.open-in-new-tab.label': 'Ouvrir dans un nouvel onglet',
  'content-manager.actions.copy-documentId.label': 'Copier l’identifiant du document',
  'content-manager.actions.copy-documentId.success': 'Identifiant du document copié',
  'content-manager.containers.edit.information.documentId.label': 'Identifiant du document',
  'content-manager.containers.edit.information.last-published.value':
    '{time}{isAnonymous, select, true {} other { par {author}}}',
  'content-manager.containers.edit.information.last-draft.value':
    '{time}{isAnonymous, select, true {} other { par {author}}}',
  'content-manager.containers.edit.information.document.value':
    '{time}{isAnonymous, select, true {} other { par {author}}}',
  'content-manager.containers.list.filters.status': 'Statut',
  'content-manager.form.Input.hint.character.unit': '{maxValue, plural, one { caractère} other { caractères}}',
  'content-manager.relation.create': 'Créer une relation',
  'content-manager.preview.panel.title': 'Aperçu',
  'content-manager.preview.panel.button': 'Ouvrir l’aperçu',
  'content-manager.preview.panel.button-disabled-tooltip': 'Enregistrez pour ouvrir l’aperçu',
  'content-manager.permissions.not-allowed.locale':
    'Vous n’avez pas l’autorisation de voir ce contenu dans la langue demandée',
  // Messages of a form the officer saves.
  'components.Input.error.validation.combobox.invalid': 'La valeur choisie n’est pas valide',
  'components.Input.error.validation.email.withField': '{field} n’est pas une adresse e-mail valide',
  'components.Input.error.validation.max.withField': '{field} est trop grand.',
  'components.Input.error.validation.maxLength.withField': '{field} est trop long.',
  'components.Input.error.validation.min.withField': '{field} est trop petit.',
  'components.Input.error.validation.minLength.withField': '{field} est trop court.',
  'components.Input.error.validation.regex.withField': '{field} n’a pas le format attendu.',
  'components.Input.error.validation.required.withField': '{field} est obligatoire.',
  'components.Input.error.validation.unique.withField': '{field} est déjà utilisé.',
};
