/** Strapi's own key for the admin's language: its reducer writes it at every change (setLocale). */
export const ADMIN_LANGUAGE_KEY = 'strapi-admin-language';

/**
 * The admin's language where React's is out of reach (a content manager hook's callback): the one
 * this tab is drawn in, which Strapi writes on the page's root element when it starts and at each
 * change (App, setLocale). Not the stored one first: every tab shares it, and the officer may have
 * just changed it in another tab, which this one does not follow until it is loaded again.
 */
export const adminLanguage = (): string =>
  document.documentElement.lang || (localStorage.getItem(ADMIN_LANGUAGE_KEY) ?? 'en');
