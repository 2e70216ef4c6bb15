import { deFr } from '../lib/format';
import { slugify } from '../lib/slug';
import { t, type Bilingual, type Locale } from '../bilingual';
import type { Motif } from '../images/artwork-types';

export const CAMPUS_KEYS = [
  'paris',
  'lyon',
  'marseille',
  'bordeaux',
  'toulouse',
  'lille',
  'nantes',
  'montpellier',
  'rennes',
  'strasbourg',
  'nice',
] as const;
export type CampusKey = (typeof CAMPUS_KEYS)[number];

export interface CampusSeed {
  key: CampusKey;
  city: string;
  address: string;
  description: Bilingual<string>;
  imageColors: [string, string];
  motif: Motif;
  contact: { name: string; role: Bilingual<string>; phone: string };
}

const admissions = t('Responsable des admissions internationales', 'International admissions officer');
const admissionsAdvisor = t('Conseillère admissions et mobilité', 'Admissions and mobility adviser');
const admissionsAdvisorMale = t('Conseiller admissions et mobilité', 'Admissions and mobility adviser');

export const CAMPUSES: readonly CampusSeed[] = [
  {
    key: 'paris',
    city: 'Paris',
    address: '42 rue de la Fontaine-au-Roi\n75011 Paris',
    imageColors: ['#1d3557', '#457b9d'],
    motif: 'grid',
    contact: { name: 'Claire Dubois', role: admissions, phone: '+33 1 84 60 21 10' },
    description: t(
      `Au cœur du 11e arrondissement, le campus parisien accueille treize des dix-sept écoles du réseau dans un ancien atelier d’imprimerie entièrement rénové : 6 000 m² de salles de cours, de studios de création, de laboratoires informatiques et d’espaces de coworking.

À dix minutes à pied de la place de la République, il est desservi par cinq lignes de métro. Le bureau des étudiants internationaux y tient une permanence quotidienne pour les démarches de titre de séjour, de logement et d’ouverture de compte bancaire.`,
      `In the heart of the 11th arrondissement, the Paris campus hosts thirteen of the network’s seventeen schools in a fully renovated former printing works: 6,000 m² of classrooms, design studios, computer labs and co-working spaces.

A ten-minute walk from Place de la République, it is served by five metro lines. The international student office is open every day to help with residence permits, housing and opening a bank account.`,
    ),
  },
  {
    key: 'lyon',
    city: 'Lyon',
    address: '15 quai Perrache\n69002 Lyon',
    imageColors: ['#7c2d12', '#c2410c'],
    motif: 'waves',
    contact: { name: 'Karim Benali', role: admissionsAdvisorMale, phone: '+33 4 28 29 40 12' },
    description: t(
      `Installé dans le quartier de la Confluence, entre Rhône et Saône, le campus lyonnais réunit huit écoles autour d’un atrium lumineux et d’un fab lab ouvert aux projets des étudiants.

Lyon, deuxième ville étudiante de France, combine un coût de la vie plus doux qu’à Paris et un tissu dense d’entreprises industrielles, numériques et de santé qui accueillent nos stagiaires et alternants.`,
      `Located in the Confluence district, between the Rhône and the Saône, the Lyon campus brings eight schools together around a bright atrium and a fab lab open to student projects.

Lyon, France’s second student city, combines a lower cost of living than Paris with a dense network of industrial, digital and healthcare companies that host our interns and work-study students.`,
    ),
  },
  {
    key: 'marseille',
    city: 'Marseille',
    address: '8 boulevard de Dunkerque\n13002 Marseille',
    imageColors: ['#0e7490', '#22d3ee'],
    motif: 'arcs',
    contact: { name: 'Sofia Martinez', role: admissionsAdvisor, phone: '+33 4 84 25 63 30' },
    description: t(
      `Face au port de la Joliette, le campus de Marseille occupe trois étages d’un immeuble de bureaux reconverti, avec vue sur la Méditerranée depuis la terrasse de la cafétéria.

Porte d’entrée vers l’Afrique et le bassin méditerranéen, Marseille est un pôle majeur de la logistique, du tourisme et de la création. Les étudiants profitent d’un climat ensoleillé et d’une vie culturelle foisonnante.`,
      `Facing the port of La Joliette, the Marseille campus occupies three floors of a converted office building, with a view of the Mediterranean from the cafeteria terrace.

A gateway to Africa and the Mediterranean, Marseille is a leading hub for logistics, tourism and the creative industries. Students enjoy a sunny climate and a lively cultural scene.`,
    ),
  },
  {
    key: 'bordeaux',
    city: 'Bordeaux',
    address: '27 quai de Bacalan\n33300 Bordeaux',
    imageColors: ['#6b213f', '#be185d'],
    motif: 'bands',
    contact: { name: 'Julien Moreau', role: admissions, phone: '+33 5 35 54 18 22' },
    description: t(
      `Sur les quais des Chartrons, le campus bordelais a pris place dans un ancien entrepôt viticole dont les voûtes en pierre abritent aujourd’hui amphithéâtres et salles de projet.

Bordeaux attire chaque année davantage d’étudiants pour sa qualité de vie, son centre classé au patrimoine mondial et la vitalité de ses secteurs du tourisme, de l’immobilier et du commerce.`,
      `On the Chartrons quays, the Bordeaux campus has moved into a former wine warehouse whose stone vaults now house lecture theatres and project rooms.

Bordeaux attracts more students every year for its quality of life, its World Heritage city centre and its thriving tourism, real estate and retail sectors.`,
    ),
  },
  {
    key: 'toulouse',
    city: 'Toulouse',
    address: '3 allée Jean-Jaurès\n31000 Toulouse',
    imageColors: ['#9a3412', '#f97316'],
    motif: 'circles',
    contact: { name: 'Amélie Roux', role: admissionsAdvisor, phone: '+33 5 32 09 71 45' },
    description: t(
      `En plein centre de la « Ville rose », à deux pas de la place Wilson, le campus toulousain est le point d’ancrage des écoles d’ingénierie, du numérique et de l’aéronautique du réseau.

Toulouse est la capitale européenne de l’aéronautique et du spatial : nos étudiants y côtoient un écosystème unique de grands industriels, de sous-traitants et de start-up.`,
      `In the centre of the "Pink City", close to Place Wilson, the Toulouse campus is home to the network’s engineering, digital and aviation schools.

Toulouse is Europe’s aerospace capital: our students mix with a unique ecosystem of major manufacturers, suppliers and start-ups.`,
    ),
  },
  {
    key: 'lille',
    city: 'Lille',
    address: '60 rue Nationale\n59000 Lille',
    imageColors: ['#1e3a8a', '#3b82f6'],
    motif: 'grid',
    contact: { name: 'Thomas Lefebvre', role: admissionsAdvisorMale, phone: '+33 3 59 61 24 88' },
    description: t(
      `Le campus lillois occupe un bâtiment en briques typique du Vieux-Lille, rénové pour accueillir salles immersives, espaces de simulation et un centre de ressources ouvert tard le soir.

À une heure de Paris, 35 minutes de Bruxelles et 1 h 20 de Londres en train, Lille est une métropole étudiante, européenne et très accueillante, où le coût du logement reste raisonnable.`,
      `The Lille campus occupies a typical Old Lille brick building, renovated to house immersive classrooms, simulation spaces and a resource centre open late into the evening.

One hour from Paris, 35 minutes from Brussels and 1 h 20 from London by train, Lille is a welcoming European student city where housing remains affordable.`,
    ),
  },
  {
    key: 'nantes',
    city: 'Nantes',
    address: '11 boulevard Léon-Bureau\n44200 Nantes',
    imageColors: ['#166534', '#22c55e'],
    motif: 'waves',
    contact: { name: 'Léa Guérin', role: admissionsAdvisor, phone: '+33 2 52 10 36 54' },
    description: t(
      `Sur l’île de Nantes, au milieu des anciens chantiers navals devenus quartier de la création, le campus nantais mise sur des espaces modulables et un jardin partagé entretenu par les étudiants.

Régulièrement citée parmi les villes où il fait le mieux étudier, Nantes est réputée pour son dynamisme numérique, ses industries créatives et son engagement environnemental.`,
      `On the Île de Nantes, among former shipyards turned into a creative district, the Nantes campus offers flexible spaces and a shared garden looked after by students.

Regularly ranked among the best places to study in France, Nantes is known for its digital scene, its creative industries and its commitment to the environment.`,
    ),
  },
  {
    key: 'montpellier',
    city: 'Montpellier',
    address: '120 avenue de la Mer\n34000 Montpellier',
    imageColors: ['#0f766e', '#2dd4bf'],
    motif: 'arcs',
    contact: { name: 'Nadia Haddad', role: admissions, phone: '+33 4 11 93 52 07' },
    description: t(
      `Dans le quartier Port Marianne, le campus de Montpellier propose des bâtiments basse consommation, des salles de simulation en santé et un amphithéâtre de 250 places.

Ville jeune où un habitant sur trois est étudiant, Montpellier est un pôle reconnu en santé, en agronomie et en sport, à dix minutes des plages de la Méditerranée.`,
      `In the Port Marianne district, the Montpellier campus offers low-energy buildings, healthcare simulation rooms and a 250-seat lecture theatre.

A young city where one resident in three is a student, Montpellier is a recognised hub for health, agronomy and sport, ten minutes from the Mediterranean beaches.`,
    ),
  },
  {
    key: 'rennes',
    city: 'Rennes',
    address: '5 rue d’Isly\n35000 Rennes',
    imageColors: ['#3f6212', '#84cc16'],
    motif: 'circles',
    contact: { name: 'Maël Le Goff', role: admissionsAdvisorMale, phone: '+33 2 23 44 81 19' },
    description: t(
      `Face à la gare, le campus rennais est le plus récent du réseau : un bâtiment bois et verre, pensé pour le travail en petits groupes et équipé d’un studio vidéo.

Capitale de la Bretagne, Rennes conjugue une forte tradition universitaire, un secteur numérique en plein essor et une filière agroalimentaire parmi les premières d’Europe.`,
      `Opposite the railway station, the Rennes campus is the newest in the network: a wood-and-glass building designed for small-group work and equipped with a video studio.

The capital of Brittany, Rennes combines a strong university tradition, a booming digital sector and one of Europe’s leading agri-food industries.`,
    ),
  },
  {
    key: 'strasbourg',
    city: 'Strasbourg',
    address: '14 rue du Jeu-des-Enfants\n67000 Strasbourg',
    imageColors: ['#7f1d1d', '#dc2626'],
    motif: 'bands',
    contact: { name: 'Hélène Schmitt', role: admissionsAdvisor, phone: '+33 3 67 10 58 26' },
    description: t(
      `Sur la Grande Île, à quelques rues de la cathédrale, le campus strasbourgeois accueille les écoles de droit, de santé, d’ingénierie et de logistique dans un hôtel particulier restauré.

Siège de nombreuses institutions européennes et ville frontalière de l’Allemagne, Strasbourg offre un environnement naturellement international et bilingue.`,
      `On the Grande Île, a few streets from the cathedral, the Strasbourg campus hosts the law, health, engineering and logistics schools in a restored town house.

Home to many European institutions and on the German border, Strasbourg offers a naturally international and bilingual environment.`,
    ),
  },
  {
    key: 'nice',
    city: 'Nice',
    address: '31 avenue Jean-Médecin\n06000 Nice',
    imageColors: ['#075985', '#38bdf8'],
    motif: 'waves',
    contact: { name: 'Marco Bianchi', role: admissionsAdvisorMale, phone: '+33 4 22 53 90 61' },
    description: t(
      `Sur l’avenue principale de Nice, à dix minutes de la promenade des Anglais, le campus niçois dispose d’un restaurant d’application et d’un espace dédié aux métiers du luxe.

La Côte d’Azur est un territoire de référence pour l’hôtellerie haut de gamme, le tourisme international et l’immobilier, avec un aéroport connecté au monde entier.`,
      `On Nice’s main avenue, ten minutes from the Promenade des Anglais, the Nice campus has a training restaurant and a space dedicated to luxury careers.

The French Riviera is a benchmark for upscale hospitality, international tourism and real estate, with an airport connected to the whole world.`,
    ),
  },
];

export function campusTitle(city: string): Bilingual<string> {
  return t(`Campus ${deFr(city)}`, `${city} campus`);
}

export function campusEmail(key: CampusKey): string {
  return `admissions.${key}@horizon.example`;
}

export function campusByKey(key: CampusKey): CampusSeed {
  const campus = CAMPUSES.find((c) => c.key === key);
  if (!campus) throw new Error(`Unknown campus ${key}`);
  return campus;
}

export function campusSlug(campus: CampusSeed, locale: Locale): string {
  return slugify(campusTitle(campus.city)[locale]);
}
