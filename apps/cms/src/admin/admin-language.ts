/** Strapi's own key for the admin's language: its reducer writes it at every change (setLocale). */
export const ADMIN_LANGUAGE_KEY = 'strapi-admin-language';

/**
 * The admin's language where React's is out of reach (a content manager hook's callback), read as
 * Strapi reads it when the admin starts: the stored one, else English.
 */
export const adminLanguage = (): string => localStorage.getItem(ADMIN_LANGUAGE_KEY) ?? 'en';
