import type { Link, SocialLink } from '../components';
import { t, type Locale } from '../bilingual';
import { landingByKey } from './pages/landings';

export const SITE_TITLE = t(
  'Horizon Écoles – Études supérieures en France pour étudiants internationaux',
  'Horizon Schools – Higher education in France for international students',
);
export const SITE_META_TITLE = t(
  'Horizon Écoles – Études supérieures en France',
  'Horizon Schools – Higher education in France',
);
export const SITE_NAME = t('Horizon Écoles', 'Horizon Schools');
export const PRODUCT_SLUG = 'horizon';
export const SITE_TAGLINE = t(
  '17 écoles, 11 campus, un réseau pour réussir vos études en France',
  '17 schools, 11 campuses, one network to help you succeed in France',
);
export const SITE_DESCRIPTION = t(
  'Horizon Écoles réunit 17 écoles d’enseignement supérieur sur 11 campus en France : 100 formations du BTS au MBA, pensées pour les étudiants internationaux.',
  'Horizon Schools brings together 17 higher education schools on 11 campuses in France: 100 programmes from BTS to MBA, designed for international students.',
);
export const PARTNER_FORM_URL = 'https://admissions.horizon.example/partners';
export const TWITTER_SITE = '@horizon_ecoles';
/**
 * A placeholder tag-manager container, so that the consent banner and the consent-gated loading
 * of the tag manager are visible out of the box. Replace it with the real container (or clear it:
 * no container, no banner); the site's TAG_MANAGER_ID variable wins over it.
 */
export const TAG_MANAGER_ID = 'GTM-HRZN26';

export const HEAD_OFFICE = t(
  'Horizon Écoles SAS – Siège\n42 rue de la Fontaine-au-Roi, 75011 Paris, France\n+33 1 84 60 21 00\ncontact@horizon.example',
  'Horizon Écoles SAS – Head office\n42 rue de la Fontaine-au-Roi, 75011 Paris, France\n+33 1 84 60 21 00\ncontact@horizon.example',
);
/** The footer's notice, of the year the demo is seeded in. */
export const copyright = (year: number) =>
  t(`© ${year} Horizon Écoles. Tous droits réservés.`, `© ${year} Horizon Schools. All rights reserved.`);

export const SOCIAL_LINKS: SocialLink[] = [
  { network: 'facebook', url: 'https://social.horizon.example/facebook/horizonecoles' },
  { network: 'instagram', url: 'https://social.horizon.example/instagram/horizonecoles' },
  { network: 'linkedin', url: 'https://social.horizon.example/linkedin/horizon-ecoles' },
  { network: 'youtube', url: 'https://social.horizon.example/youtube/horizonecoles' },
];

function landingUrl(key: string, locale: Locale): string {
  const slug = landingByKey(key).slug[locale];
  return locale === 'fr' ? `/${slug}` : `/en/${slug}`;
}

/** The footer's quick access after the forms, which the site adds itself: the legal pages. */
export function quickLinks(locale: Locale): Link[] {
  return [
    { label: landingByKey('legal-notice').title[locale], url: landingUrl('legal-notice', locale) },
    { label: landingByKey('data-charter').title[locale], url: landingUrl('data-charter', locale) },
  ];
}
