import { t } from '../../bilingual';
import type { ArticleSeed, LandingSeed } from './landing-types';
import { badge, cards, checklist, keyDatas, quote, richText, title, twoRoutes } from './page-blocks';

/**
 * The "1 + 2" pathway's tuition, in euros: its first year at the partner institution abroad, then
 * each year in France. The page's key facts and the guides' answers quote the same amounts.
 */
export const ONE_PLUS_TWO_TUITION = { firstYear: 3_900, inFrance: 9_900 } as const;

const euros = (amount: number) => t(`${amount.toLocaleString('fr-FR')} €`, `€${amount.toLocaleString('en-GB')}`);
const FIRST_YEAR = euros(ONE_PLUS_TWO_TUITION.firstYear);
const IN_FRANCE = euros(ONE_PLUS_TWO_TUITION.inFrance);

const PROGRAMMES_ABROAD: ArticleSeed = {
  key: 'programmes-abroad',
  title: t('Nos programmes internationaux', 'Our programmes abroad'),
  slug: t('programmes-internationaux', 'our-programmes-abroad'),
  excerpt: t(
    'Commencez votre Bachelor dans votre pays avec une école partenaire, puis terminez-le en France : même diplôme, budget allégé.',
    'Start your Bachelor in your home country at a partner school, then complete it in France: the same degree on a lighter budget.',
  ),
  blocks: [
    title(t('Le parcours « 1 + 2 »', 'The “1 + 2” pathway')),
    richText(
      t(
        `Avec nos établissements partenaires de Casablanca, Dakar, Abidjan et Hô Chi Minh-Ville, vous suivez **la première année du Bachelor dans votre pays**, avec le même programme et les mêmes examens qu’en France, puis vous rejoignez un campus français pour les deux années suivantes.

Cette première année comprend 150 heures de français et un accompagnement renforcé pour la procédure de visa. Vous arrivez en France mieux préparé, avec une année de frais de vie en moins.`,
        `With our partner institutions in Casablanca, Dakar, Abidjan and Ho Chi Minh City, you take **the first year of the Bachelor in your home country**, with the same syllabus and exams as in France, then join a French campus for the following two years.

This first year includes 150 hours of French and extra support with the visa procedure. You arrive in France better prepared, with one year less of living costs.`,
      ),
    ),
    keyDatas({
      level: t('Bac+3 – Bachelor', "Bachelor's level (Bac+3)"),
      ects: 180,
      rncpLevel: 6,
      recognition: t(
        'Titre RNCP de niveau 6 reconnu par l’État',
        'Level 6 RNCP certification recognised by the French State',
      ),
      duration: t(
        '3 ans : 1 an dans votre pays, 2 ans en France',
        '3 years: 1 year in your country, 2 years in France',
      ),
      rhythm: t(
        'Temps plein, puis stage ou alternance en France',
        'Full-time, then internship or work-study in France',
      ),
      language: t('Français', 'French'),
      tuitionFeesEu: t('Non concerné', 'Not applicable'),
      tuitionFeesInternational: t(
        `${FIRST_YEAR.fr} la 1re année, puis ${IN_FRANCE.fr} / an`,
        `${FIRST_YEAR.en} for year 1, then ${IN_FRANCE.en} a year`,
      ),
      intakes: t('Chaque année en septembre', 'Every September'),
      campuses: t(
        'Casablanca, Dakar, Abidjan, Hô Chi Minh-Ville, puis un campus en France',
        'Casablanca, Dakar, Abidjan, Ho Chi Minh City, then a campus in France',
      ),
    }),
    checklist(t('Formations proposées en parcours 1 + 2', 'Programmes offered as a 1 + 2 pathway'), [
      t('Bachelor Commerce international', 'Bachelor in International Business'),
      t('Bachelor Marketing digital et e-commerce', 'Bachelor in Digital Marketing and E-commerce'),
      t('Bachelor Développement web et mobile', 'Bachelor in Web and Mobile Development'),
      t('Bachelor Management de l’hôtellerie internationale', 'Bachelor in International Hospitality Management'),
      t('Bachelor Supply chain et logistique', 'Bachelor in Supply Chain and Logistics'),
    ]),
    cards('office', 14, t('Nos bureaux à l’étranger', 'Our offices abroad')),
  ],
};

export const INTERNATIONAL_LANDING: LandingSeed = {
  key: 'international',
  title: t('Étudier depuis votre pays', 'International students'),
  slug: t('etudier-dans-votre-pays', 'international-students'),
  image: 'landing:international',
  intro: t(
    'Quatorze bureaux en Afrique, au Moyen-Orient, en Asie et en Amérique latine vous accompagnent de votre pays jusqu’à votre campus en France.',
    'Fourteen offices in Africa, the Middle East, Asia and Latin America support you from your home country all the way to your campus in France.',
  ),
  blocks: [
    title(t('Un réseau présent dans votre pays', 'A network present in your country')),
    richText(
      t(
        `Nos bureaux à l’étranger sont animés par des conseillers qui connaissent à la fois votre système éducatif et les écoles du réseau. Ils vous reçoivent gratuitement, sur rendez-vous ou lors des salons étudiants.

Ils vous aident à choisir une formation, à préparer votre candidature et l’entretien Campus France, puis à organiser votre départ : visa, logement, budget.`,
        `Our offices abroad are run by advisers who know both your education system and the network’s schools. They meet you free of charge, by appointment or at student fairs.

They help you choose a programme, prepare your application and the Campus France interview, then organise your departure: visa, housing, budget.`,
      ),
    ),
    twoRoutes(
      t('Deux façons de rejoindre le réseau', 'Two ways to join the network'),
      {
        title: t('Directement en France', 'Directly in France'),
        description: t(
          'Vous êtes admis sur un campus français dès la première année de votre formation.',
          'You are admitted to a French campus from the first year of your programme.',
        ),
        points: [
          t('Toutes les formations du réseau', 'All programmes in the network'),
          t('Procédure Études en France', 'Études en France procedure'),
          t('Accueil et intégration sur le campus', 'Welcome and induction on campus'),
        ],
      },
      {
        title: t('En parcours 1 + 2', 'Through the 1 + 2 pathway'),
        description: t(
          'Vous commencez votre Bachelor dans votre pays avant de poursuivre en France.',
          'You start your Bachelor in your home country before continuing in France.',
        ),
        points: [
          t('Cinq Bachelors concernés', 'Five Bachelors available'),
          t('150 heures de français incluses', '150 hours of French included'),
          t('Budget réduit la première année', 'Lower budget in the first year'),
        ],
      },
    ),
    cards('article', 3, t('En savoir plus', 'Learn more')),
    cards('office', 14, t('Trouver un bureau', 'Find an office')),
    cards('event', 4, t('Nous rencontrer près de chez vous', 'Meet us near you')),
  ],
  articles: [PROGRAMMES_ABROAD],
};

export const OVERSEAS_LANDING: LandingSeed = {
  key: 'overseas',
  title: t('Étudiants des Outre-mer', 'Students from Overseas France'),
  slug: t('outre-mer', 'overseas-france'),
  image: 'landing:overseas',
  intro: t(
    'Vous venez de Guadeloupe, de Martinique, de Guyane, de La Réunion, de Mayotte ou d’une collectivité du Pacifique ? Voici comment préparer votre installation dans l’Hexagone.',
    'Coming from Guadeloupe, Martinique, French Guiana, Réunion, Mayotte or a Pacific territory? Here is how to prepare your move to mainland France.',
  ),
  blocks: [
    title(t('Poursuivre ses études dans l’Hexagone', 'Continuing your studies in mainland France')),
    richText(
      t(
        `Les étudiants ultramarins sont des étudiants français : aucune démarche de visa n’est nécessaire, et les frais de scolarité sont ceux de l’Union européenne.

Des aides publiques à la mobilité peuvent financer votre billet d’avion et une partie de votre installation. Nos conseillers vous aident à les demander et à organiser votre arrivée, souvent plusieurs semaines avant la rentrée.`,
        `Students from overseas France are French students: no visa is needed, and tuition fees are charged at the EU rate.

Public mobility grants can pay for your flight and part of your settling-in costs. Our advisers help you apply for them and organise your arrival, often several weeks before term starts.`,
      ),
    ),
    checklist(t('Avant le départ', 'Before you leave'), [
      t(
        'Demander les aides à la mobilité auprès des organismes compétents',
        'Apply for mobility grants from the relevant bodies',
      ),
      t('Réserver un logement en résidence partenaire', 'Book a room in a partner residence'),
      t('Transférer votre dossier de sécurité sociale', 'Transfer your social security file'),
      t('Prévoir des vêtements chauds pour l’hiver', 'Pack warm clothes for the winter'),
    ]),
    quote(
      t(
        'Quitter la Martinique n’a pas été simple, mais l’équipe de Bordeaux m’a aidé pour tout : le logement, la CAF, même les horaires de bus.',
        'Leaving Martinique wasn’t easy, but the Bordeaux team helped me with everything: housing, the CAF, even the bus timetables.',
      ),
      'Kévin L.',
      t('Martinique – Bachelor Immobilier, École Bastide', 'Martinique – Bachelor in Real Estate, Bastide School'),
    ),
    badge(
      t(
        'Tarif Union européenne pour tous les étudiants ultramarins',
        'EU tuition rate for all students from overseas France',
      ),
      'highlight',
    ),
  ],
  articles: [],
};
