import { t, type Bilingual } from '../bilingual';
import type { Motif } from '../images/artwork-types';

export const CATEGORY_KEYS = [
  'business',
  'marketing',
  'digital',
  'design',
  'hospitality',
  'health',
  'engineering',
  'finance-law',
  'logistics',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export interface CategorySeed {
  key: CategoryKey;
  title: Bilingual<string>;
  /** Explicit slugs: they appear in the ?programCat= filter of the course list. */
  slug: Bilingual<string>;
  description: Bilingual<string>;
  imageColors: [string, string];
  motif: Motif;
  imageWord: Bilingual<string>;
}

export const CATEGORIES: readonly CategorySeed[] = [
  {
    key: 'business',
    title: t('Commerce et management', 'Business and management'),
    slug: t('commerce-management', 'business-management'),
    description: t(
      'Commerce international, entrepreneuriat, ressources humaines : les fondamentaux de la gestion et du management d’équipes, du BTS au MBA.',
      'International trade, entrepreneurship, human resources: the fundamentals of business and people management, from BTS to MBA.',
    ),
    imageColors: ['#1d3557', '#2a9d8f'],
    motif: 'grid',
    imageWord: t('Management', 'Management'),
  },
  {
    key: 'marketing',
    title: t('Marketing, communication et luxe', 'Marketing, communication and luxury'),
    slug: t('marketing-communication-luxe', 'marketing-communication-luxury'),
    description: t(
      'Marketing digital, communication, relations publiques, mode et luxe : des programmes pour concevoir des marques et des campagnes qui comptent.',
      'Digital marketing, communication, public relations, fashion and luxury: programmes to build brands and campaigns that matter.',
    ),
    imageColors: ['#b91c1c', '#f59e0b'],
    motif: 'circles',
    imageWord: t('Marketing', 'Marketing'),
  },
  {
    key: 'digital',
    title: t('Numérique et informatique', 'Digital and IT'),
    slug: t('numerique-informatique', 'digital-it'),
    description: t(
      'Développement, cybersécurité, data, intelligence artificielle et cloud : des formations très pratiques aux métiers les plus recherchés.',
      'Software development, cybersecurity, data, artificial intelligence and cloud: hands-on programmes for the most sought-after jobs.',
    ),
    imageColors: ['#3a0ca3', '#4cc9f0'],
    motif: 'grid',
    imageWord: t('Code & data', 'Code & data'),
  },
  {
    key: 'design',
    title: t('Design, arts et culture', 'Design, arts and culture'),
    slug: t('design-arts-culture', 'design-arts-culture'),
    description: t(
      'Design graphique, UX, architecture intérieure, motion design, médiation et production culturelles : apprendre à créer et à faire vivre la création.',
      'Graphic design, UX, interior architecture, motion design, cultural mediation and production: learn to create and to bring creation to life.',
    ),
    imageColors: ['#9d174d', '#a855f7'],
    motif: 'circles',
    imageWord: t('Création', 'Creative'),
  },
  {
    key: 'hospitality',
    title: t('Hôtellerie, tourisme et sport', 'Hospitality, tourism and sport'),
    slug: t('hotellerie-tourisme-sport', 'hospitality-tourism-sport'),
    description: t(
      'Hôtellerie, restauration, tourisme, événementiel et management du sport : des métiers de service et de terrain, ouverts sur le monde.',
      'Hotels, restaurants, tourism, events and sport management: service and field careers open to the world.',
    ),
    imageColors: ['#7c2d12', '#f97316'],
    motif: 'arcs',
    imageWord: t('Accueil', 'Welcome'),
  },
  {
    key: 'health',
    title: t('Santé et social', 'Health and social care'),
    slug: t('sante-social', 'health-social-care'),
    description: t(
      'Nutrition, accompagnement social, coordination de parcours et management d’établissements : des métiers utiles qui recrutent.',
      'Nutrition, social support, care coordination and facility management: meaningful careers that are hiring.',
    ),
    imageColors: ['#0f766e', '#67e8f9'],
    motif: 'waves',
    imageWord: t('Soin', 'Care'),
  },
  {
    key: 'engineering',
    title: t('Ingénierie, environnement et agroalimentaire', 'Engineering, environment and agri-food'),
    slug: t('ingenierie-environnement-agroalimentaire', 'engineering-environment-agri-food'),
    description: t(
      'Énergies renouvelables, bâtiment durable, industrie du futur, qualité et innovation agroalimentaire : les métiers de la transition écologique.',
      'Renewable energy, sustainable building, industry of the future, food quality and innovation: the careers of the ecological transition.',
    ),
    imageColors: ['#166534', '#a3e635'],
    motif: 'bands',
    imageWord: t('Transition', 'Transition'),
  },
  {
    key: 'finance-law',
    title: t('Finance, droit et immobilier', 'Finance, law and real estate'),
    slug: t('finance-droit-immobilier', 'finance-law-real-estate'),
    description: t(
      'Comptabilité, audit, banque, droit des affaires, conformité et immobilier : des expertises rigoureuses au cœur des décisions des entreprises.',
      'Accounting, audit, banking, business law, compliance and real estate: rigorous expertise at the heart of business decisions.',
    ),
    imageColors: ['#1e3a8a', '#854d0e'],
    motif: 'grid',
    imageWord: t('Expertise', 'Expertise'),
  },
  {
    key: 'logistics',
    title: t('Supply chain, transport et aéronautique', 'Supply chain, transport and aviation'),
    slug: t('supply-chain-transport-aeronautique', 'supply-chain-transport-aviation'),
    description: t(
      'Logistique, achats, transport international, maintenance et opérations aériennes : les métiers qui font circuler les biens et les personnes.',
      'Logistics, purchasing, international transport, aircraft maintenance and operations: the careers that keep goods and people moving.',
    ),
    imageColors: ['#0e7490', '#075985'],
    motif: 'bands',
    imageWord: t('Flux', 'Flows'),
  },
];
