import type { Figure } from '../components';
import { t, type Locale } from '../bilingual';
import { cards, faq, quote, title, type BlockSeed } from './pages/page-blocks';

export const HERO_TITLE = t(
  'Étudiez en France dans l’une de nos 17 écoles',
  'Study in France at one of our 17 schools',
);
export const HERO_SUBTITLE = t(
  'Commerce, numérique, design, hôtellerie, santé, ingénierie… 100 formations reconnues par l’État, du BTS au MBA, sur 11 campus, avec un accompagnement dédié aux étudiants internationaux.',
  'Business, digital, design, hospitality, healthcare, engineering… 100 State-recognised programmes from BTS to MBA on 11 campuses, with dedicated support for international students.',
);

export function keyFigures(locale: Locale): Figure[] {
  return [
    { value: 3500, label: locale === 'fr' ? 'étudiants' : 'students' },
    { value: 10000, label: locale === 'fr' ? 'entreprises partenaires' : 'partner companies' },
    { value: 94000, label: locale === 'fr' ? 'diplômés' : 'alumni' },
  ];
}

// The sections under the key figures, in this order; editors reorder, add or remove them in the
// admin (the home page's blocks). A phone shows fewer cards (the last number): its home page stays
// a screenful of each section, and the others are one tap away on the section's "See all" page.
export const HOMEPAGE_BLOCKS: BlockSeed[] = [
  cards('live', 1, t('Prochain live', 'Next live')),
  title(
    t('Trouvez la formation qui vous ressemble', 'Find the programme that suits you'),
    t('Du BTS au MBA, en français ou en anglais', 'From BTS to MBA, in French or in English'),
  ),
  cards('course', 6, t('Formations à la une', 'Featured programmes'), 2),
  cards('event', 4, t('Événements à venir', 'Upcoming events'), 2),
  cards('news', 10, t('Actualités', 'News'), 5),
  cards('article', 5, t('À lire', 'Worth reading'), 0),
  cards('school', 24, t('Nos écoles', 'Our schools'), 3),
  quote(
    t(
      'Venir à Marseille a été la meilleure décision de ma vie : j’ai appris un métier, une langue et une autre façon de travailler.',
      'Coming to Marseille was the best decision of my life: I learned a profession, a language and another way of working.',
    ),
    'Aminata D.',
    t(
      'Sénégal – Bachelor Communication et médias, École Orféa',
      'Senegal – Bachelor in Communication and Media, Orféa School',
    ),
  ),
  faq('admission', t('Vos questions sur l’admission', 'Your questions about admission')),
];
