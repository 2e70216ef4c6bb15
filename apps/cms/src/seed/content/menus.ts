import type { Link, MenuEntry } from '../components';
import { t, type Bilingual, type Locale } from '../bilingual';
import { CATEGORIES } from './program-categories';
import { landingByKey } from './pages/landings';
import { SCHOOLS, schoolSlug } from './schools';

// Site URLs: French pages live at the root, English ones under /en with translated paths.
const PATHS = {
  courses: t('/formations', '/en/courses'),
  schools: t('/ecoles', '/en/schools'),
  lives: t('/lives', '/en/lives'),
  news: t('/news', '/en/news'),
  offices: t('/bureaux', '/en/offices'),
  faq: t('/faq', '/en/faq'),
};

function sitePath(key: keyof typeof PATHS, locale: Locale): string {
  return PATHS[key][locale];
}

function landingPath(key: string, locale: Locale): string {
  const slug = landingByKey(key).slug[locale];
  return locale === 'fr' ? `/${slug}` : `/en/${slug}`;
}

function articleLinks(landingKey: string, locale: Locale): Link[] {
  const landing = landingByKey(landingKey);
  return landing.articles.map((article) => ({
    label: article.title[locale],
    url: `${landingPath(landingKey, locale)}/${article.slug[locale]}`,
  }));
}

function item(label: Bilingual<string>, url: string, locale: Locale): MenuEntry {
  return { __component: 'core.menu-item', label: label[locale], url };
}

export interface MenuSeed {
  key: 'navbar' | 'footer';
  title: Bilingual<string>;
  slug: Bilingual<string>;
  body: (locale: Locale) => MenuEntry[];
}

export const NAVBAR: MenuSeed = {
  key: 'navbar',
  title: t('Menu principal', 'Main menu'),
  slug: t('menu-principal', 'main-menu'),
  body: (locale) => [
    item(t('Formations', 'Courses'), sitePath('courses', locale), locale),
    {
      __component: 'core.menu',
      label: locale === 'fr' ? 'Nos écoles' : 'Our schools',
      slug: locale === 'fr' ? 'ecoles' : 'schools',
      items: [
        { label: locale === 'fr' ? 'Toutes les écoles' : 'All schools', url: sitePath('schools', locale) },
        ...SCHOOLS.map((school) => ({
          label: school.name[locale],
          url: `${sitePath('schools', locale)}/${schoolSlug(school, locale)}`,
        })),
      ],
    },
    {
      __component: 'core.menu',
      label: locale === 'fr' ? 'Étudier en France' : 'Study in France',
      slug: landingByKey('study-in-france').slug[locale],
      items: articleLinks('study-in-france', locale),
    },
    item(t('Lives', 'Lives'), sitePath('lives', locale), locale),
    item(t('Actualités', 'News'), sitePath('news', locale), locale),
    item(t('Nos bureaux', 'Our offices'), sitePath('offices', locale), locale),
    item(t('FAQ', 'FAQ'), sitePath('faq', locale), locale),
  ],
};

export const FOOTER: MenuSeed = {
  key: 'footer',
  title: t('Pied de page', 'Footer'),
  slug: t('pied-de-page', 'footer'),
  body: (locale) => [
    {
      __component: 'core.menu',
      label: locale === 'fr' ? 'Le réseau' : 'The network',
      slug: locale === 'fr' ? 'reseau' : 'network',
      items: [
        { label: locale === 'fr' ? 'Horizon Écoles' : 'Horizon Schools', url: landingPath('horizon', locale) },
        { label: locale === 'fr' ? 'Nos écoles' : 'Our schools', url: sitePath('schools', locale) },
        { label: landingByKey('support').title[locale], url: landingPath('support', locale) },
        { label: landingByKey('testimonials').title[locale], url: landingPath('testimonials', locale) },
        { label: locale === 'fr' ? 'Actualités' : 'News', url: sitePath('news', locale) },
      ],
    },
    {
      __component: 'core.menu',
      label: locale === 'fr' ? 'Étudier en France' : 'Study in France',
      slug: landingByKey('study-in-france').slug[locale],
      items: [
        {
          label: locale === 'fr' ? 'Préparer son arrivée' : 'Preparing your arrival',
          url: landingPath('study-in-france', locale),
        },
        ...articleLinks('study-in-france', locale),
        { label: landingByKey('admission').title[locale], url: landingPath('admission', locale) },
        { label: landingByKey('overseas').title[locale], url: landingPath('overseas', locale) },
      ],
    },
    {
      __component: 'core.menu',
      label: locale === 'fr' ? 'Formations par domaine' : 'Programmes by field',
      slug: locale === 'fr' ? 'formations' : 'courses',
      items: CATEGORIES.map((category) => ({
        label: category.title[locale],
        url: `${sitePath('courses', locale)}?programCat=${category.slug[locale]}`,
      })),
    },
    {
      __component: 'core.menu',
      label: 'International',
      slug: 'international',
      items: [
        {
          label: locale === 'fr' ? 'Nos bureaux dans le monde' : 'Our offices worldwide',
          url: sitePath('offices', locale),
        },
        // The landing lists the country guides (requirements 10.18).
        {
          label: locale === 'fr' ? 'Le guide de votre pays' : 'Your country’s guide',
          url: landingPath('international', locale),
        },
        ...articleLinks('international', locale),
        { label: 'Lives', url: sitePath('lives', locale) },
        { label: 'FAQ', url: sitePath('faq', locale) },
      ],
    },
  ],
};
