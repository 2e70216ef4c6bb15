import { slugify } from '../lib/slug';
import { t, type Bilingual, type Locale } from '../bilingual';
import type { Motif } from '../images/artwork-types';
import type { Pictogram } from '../images/pictograms';
import type { CampusKey } from './campuses';

export const SCHOOL_CODES = [
  'ABS',
  'KIN',
  'SOL',
  'VHI',
  'ALM',
  'VIE',
  'ORF',
  'CLV',
  'ASM',
  'MSF',
  'TAL',
  'NAV',
  'BAS',
  'ALT',
  'SEL',
  'VLS',
  'TER',
] as const;
export type SchoolCode = (typeof SCHOOL_CODES)[number];

/**
 * The schools connected to Campus France's "Études en France" platform: a student from a country
 * of the procedure applies to them inside it; to the others, directly first (country guides).
 */
export const ETUDES_EN_FRANCE_SCHOOLS: ReadonlySet<SchoolCode> = new Set([
  'ABS',
  'KIN',
  'SOL',
  'VHI',
  'ALM',
  'MSF',
  'NAV',
  'SEL',
]);

export interface SchoolSeed {
  code: SchoolCode;
  name: Bilingual<string>;
  tagline: Bilingual<string>;
  description: Bilingual<string>;
  /** Dark enough for white text (contrast of at least 4.5:1, WCAG AA). */
  accentColor: string;
  /** The main campus first: the brochure gives its admissions contact. */
  campuses: [CampusKey, ...CampusKey[]];
  /** Short word drawn on the cover. */
  coverWord: Bilingual<string>;
  motif: Motif;
  /** The emblem of its logo (logos must tell the schools apart at 56 px, not only by colour). */
  pictogram: Pictogram;
}

export const SCHOOLS: readonly SchoolSeed[] = [
  {
    code: 'ABS',
    name: t('Alderan Business School', 'Alderan Business School'),
    tagline: t('Entreprendre et manager sans frontières', 'Business and management without borders'),
    accentColor: '#1d3557',
    campuses: ['paris', 'lyon', 'bordeaux', 'lille', 'nice'],
    coverWord: t('Business', 'Business'),
    motif: 'grid',
    pictogram: 'bars',
    description: t(
      `Alderan Business School forme depuis 1998 des managers capables de travailler dans des environnements multiculturels. Ses programmes, du BTS au MBA, allient fondamentaux de la gestion, cas réels d’entreprises et immersion professionnelle dès la première année.

Plus de 60 nationalités se côtoient sur ses cinq campus. Les étudiants internationaux bénéficient d’un parcours d’intégration dédié : tutorat, cours de français des affaires et ateliers sur la culture d’entreprise française.

L’école s’appuie sur un réseau de 2 500 entreprises partenaires, des PME exportatrices aux groupes internationaux, pour les stages, l’alternance et les projets de conseil.`,
      `Since 1998, Alderan Business School has trained managers who thrive in multicultural environments. Its programmes, from BTS to MBA, combine management fundamentals, real company cases and professional immersion from the first year.

More than 60 nationalities study on its five campuses. International students follow a dedicated integration path: tutoring, business French classes and workshops on French corporate culture.

The school relies on a network of 2,500 partner companies, from exporting SMEs to global groups, for internships, work-study placements and consulting projects.`,
    ),
  },
  {
    code: 'KIN',
    name: t('Institut Kerlys du numérique', 'Kerlys Digital Institute'),
    tagline: t('Coder, sécuriser et piloter le numérique', 'Code, secure and lead digital projects'),
    accentColor: '#3a0ca3',
    campuses: ['paris', 'lyon', 'toulouse', 'rennes'],
    coverWord: t('Numérique', 'Digital'),
    motif: 'grid',
    pictogram: 'code',
    description: t(
      `L’Institut Kerlys forme développeurs, experts en cybersécurité, data scientists et chefs de projet numériques. La pédagogie par projets occupe plus de la moitié du temps de formation : les étudiants livrent des applications réelles pour des associations et des entreprises partenaires.

Les laboratoires de Paris, Lyon, Toulouse et Rennes sont équipés d’un cyber-range pour les exercices d’attaque et de défense et d’un cluster de calcul pour les projets d’intelligence artificielle.

Les cours techniques des Mastères sont dispensés en anglais, ce qui permet aux étudiants non francophones de rejoindre l’institut directement en quatrième année.`,
      `Kerlys Institute trains developers, cybersecurity experts, data scientists and digital project managers. Project-based learning takes up more than half of the programme: students deliver real applications for partner charities and companies.

The Paris, Lyon, Toulouse and Rennes labs are equipped with a cyber range for attack-and-defence exercises and a computing cluster for artificial intelligence projects.

Technical courses in the Master’s programmes are taught in English, so non-French speakers can join the institute directly in the fourth year.`,
    ),
  },
  {
    code: 'SOL',
    name: t('École Solvane de design', 'Solvane School of Design'),
    tagline: t('Le design au service des usages', 'Design that serves people'),
    accentColor: '#9d174d',
    campuses: ['paris', 'lyon', 'nantes', 'marseille'],
    coverWord: t('Design', 'Design'),
    motif: 'circles',
    pictogram: 'nib',
    description: t(
      `L’École Solvane forme des designers graphiques, UX/UI, d’espace et de mouvement. Chaque promotion travaille en atelier, sous la conduite de designers en activité, sur des commandes réelles passées par des collectivités, des marques et des studios.

Les étudiants disposent d’ateliers ouverts sept jours sur sept, d’un parc de postes de création, d’imprimantes 3D et d’un studio photo.

L’admission repose sur un portfolio et un entretien : l’école recherche la curiosité et le regard plutôt qu’une maîtrise technique déjà acquise.`,
      `Solvane School trains graphic, UX/UI, spatial and motion designers. Each class works in studios, led by practising designers, on real commissions from local authorities, brands and agencies.

Students have access to studios open seven days a week, creative workstations, 3D printers and a photo studio.

Admission is based on a portfolio and an interview: the school looks for curiosity and a personal eye rather than technical skills already mastered.`,
    ),
  },
  {
    code: 'VHI',
    name: t('Institut hôtelier Vauclair', 'Vauclair Hospitality Institute'),
    tagline: t('L’excellence de l’accueil à la française', 'The art of French hospitality'),
    accentColor: '#7c2d12',
    campuses: ['paris', 'nice', 'bordeaux', 'marseille'],
    coverWord: t('Hospitalité', 'Hospitality'),
    motif: 'arcs',
    pictogram: 'cloche',
    description: t(
      `L’Institut Vauclair prépare aux métiers de l’hôtellerie, de la restauration, du tourisme et de l’événementiel. Les étudiants alternent cours de management, travaux pratiques en restaurant d’application et stages dans des établissements en France et à l’étranger.

Deux stages de quatre à six mois sont intégrés à chaque Bachelor, et le MBA comprend une mission de conseil pour un groupe hôtelier international.

Le réseau des diplômés, présent dans plus de 40 pays, ouvre les portes des palaces, des chaînes internationales et des acteurs du tourisme durable.`,
      `Vauclair Institute prepares students for careers in hotels, restaurants, tourism and events. Students alternate management classes, hands-on sessions in the training restaurant and internships in France and abroad.

Two four-to-six-month internships are built into every Bachelor, and the MBA includes a consulting project for an international hotel group.

The alumni network, present in more than 40 countries, opens the doors of luxury hotels, international chains and sustainable tourism companies.`,
    ),
  },
  {
    code: 'ALM',
    name: t('École Alméa santé et social', 'Alméa School of Health and Social Care'),
    tagline: t('Prendre soin, accompagner, organiser', 'Care, support and organise'),
    accentColor: '#0f766e',
    campuses: ['paris', 'lille', 'montpellier', 'strasbourg'],
    coverWord: t('Santé', 'Health'),
    motif: 'waves',
    pictogram: 'cross',
    description: t(
      `L’École Alméa forme aux fonctions d’encadrement et d’accompagnement du secteur sanitaire, médico-social et social : diététique, économie sociale et familiale, coordination de parcours, direction d’établissement.

Les enseignements sont construits avec des professionnels d’hôpitaux, de cliniques, d’EHPAD et d’associations. Des salles de simulation permettent de s’exercer à l’accueil des patients et à la gestion de situations complexes.

Le secteur recrute fortement : neuf diplômés sur dix trouvent un emploi dans les six mois.`,
      `Alméa School trains students for management and support roles in healthcare, medico-social and social services: nutrition, family social economy, care coordination, facility management.

Courses are designed with professionals from hospitals, clinics, care homes and charities. Simulation rooms let students practise welcoming patients and handling complex situations.

The sector is hiring strongly: nine graduates out of ten find a job within six months.`,
    ),
  },
  {
    code: 'VIE',
    name: t('Institut Verdanne ingénierie et environnement', 'Verdanne Institute of Engineering and Environment'),
    tagline: t('Concevoir une industrie sobre et durable', 'Engineering a low-carbon industry'),
    accentColor: '#166534',
    campuses: ['lyon', 'toulouse', 'nantes', 'strasbourg'],
    coverWord: t('Énergie', 'Energy'),
    motif: 'bands',
    pictogram: 'bolt',
    description: t(
      `L’Institut Verdanne forme les techniciens supérieurs et les managers de la transition énergétique et industrielle : énergies renouvelables, bâtiment durable, QHSE, industrie du futur.

Les étudiants conduisent chaque année un projet réel de réduction d’empreinte carbone pour une entreprise ou une collectivité, de l’audit jusqu’au plan d’action chiffré.

Les plateaux techniques de Lyon et Toulouse accueillent des bancs d’essai photovoltaïques, une maquette numérique BIM et une ligne de production pédagogique.`,
      `Verdanne Institute trains the technicians and managers of the energy and industrial transition: renewable energy, sustainable building, health-safety-environment, and the industry of the future.

Each year students carry out a real carbon-reduction project for a company or a local authority, from the audit to a costed action plan.

The technical platforms in Lyon and Toulouse house photovoltaic test benches, a BIM digital model and a teaching production line.`,
    ),
  },
  {
    code: 'ORF',
    name: t('École Orféa de communication', 'Orféa School of Communication'),
    tagline: t('Raconter, convaincre, engager', 'Tell, persuade, engage'),
    accentColor: '#b91c1c',
    campuses: ['paris', 'marseille', 'lille', 'bordeaux'],
    coverWord: t('Communication', 'Communication'),
    motif: 'circles',
    pictogram: 'bubble',
    description: t(
      `L’École Orféa forme aux métiers de la communication, des médias, des relations publiques et de la création de contenus. Son agence-école traite chaque année une quarantaine de briefs réels, de la stratégie à la production.

Les étudiants apprennent à écrire pour tous les supports, à piloter une campagne d’influence et à mesurer l’impact de leurs actions grâce aux outils d’analyse des réseaux sociaux.

Les intervenants sont directeurs de communication, journalistes, créatifs d’agence et responsables des relations presse.`,
      `Orféa School trains students for careers in communication, media, public relations and content creation. Its in-house agency handles some forty real briefs each year, from strategy to production.

Students learn to write for every medium, to run an influence campaign and to measure the impact of their actions with social media analytics tools.

Lecturers are communication directors, journalists, agency creatives and press relations managers.`,
    ),
  },
  {
    code: 'CLV',
    name: t('Clairval, école du luxe et de la mode', 'Clairval School of Luxury and Fashion'),
    tagline: t('Les savoir-faire du luxe, l’exigence du client', 'Luxury craftsmanship, client excellence'),
    accentColor: '#581c87',
    campuses: ['paris', 'nice'],
    coverWord: t('Luxe', 'Luxury'),
    motif: 'arcs',
    pictogram: 'gem',
    description: t(
      `Clairval prépare aux fonctions commerciales, marketing et de gestion des maisons de luxe, de mode, de joaillerie et de cosmétique. Les cours sont donnés par des professionnels des maisons et des grands magasins.

Les étudiants découvrent les métiers d’art lors de visites d’ateliers, apprennent l’excellence de la relation client en boutique-école et conduisent une étude de marché pour une marque partenaire.

Le programme accorde une place croissante au luxe responsable : traçabilité des matières, seconde main et réparation.`,
      `Clairval prepares students for sales, marketing and management roles in luxury, fashion, jewellery and beauty houses. Classes are taught by professionals from the houses and department stores.

Students discover craft trades through workshop visits, learn client excellence in the training boutique and carry out a market study for a partner brand.

The programme gives a growing place to responsible luxury: traceability of materials, second-hand and repair.`,
    ),
  },
  {
    code: 'ASM',
    name: t('Institut Arvel management du sport', 'Arvel Sport Management Institute'),
    tagline: t('Faire du sport un métier', 'Turn sport into a career'),
    accentColor: '#c2410c',
    campuses: ['lyon', 'bordeaux', 'montpellier', 'marseille'],
    coverWord: t('Sport', 'Sport'),
    motif: 'bands',
    pictogram: 'star',
    description: t(
      `L’Institut Arvel forme les managers des clubs, des fédérations, des équipementiers, des salles de sport et de l’événementiel sportif.

Les étudiants organisent chaque année un tournoi inter-écoles, de la recherche de sponsors à la billetterie, et peuvent aménager leur emploi du temps s’ils sont sportifs de haut niveau.

Les partenariats avec des clubs professionnels de football, de rugby et de basket offrent stages et missions en alternance dès la deuxième année.`,
      `Arvel Institute trains managers for clubs, federations, sports brands, fitness centres and sports events.

Each year students organise an inter-school tournament, from finding sponsors to ticketing, and elite athletes can adapt their timetable.

Partnerships with professional football, rugby and basketball clubs offer internships and work-study placements from the second year.`,
    ),
  },
  {
    code: 'MSF',
    name: t('École de finance Montbrun', 'Montbrun School of Finance'),
    tagline: t('La finance qui éclaire les décisions', 'Finance that informs decisions'),
    accentColor: '#1e3a8a',
    campuses: ['paris', 'lyon', 'lille'],
    coverWord: t('Finance', 'Finance'),
    motif: 'grid',
    pictogram: 'trend',
    description: t(
      `L’École Montbrun forme aux métiers de la comptabilité, de l’audit, du contrôle de gestion, de la banque, de l’assurance et de la gestion de patrimoine.

Une salle des marchés pédagogique, des logiciels comptables professionnels et des cas issus de cabinets d’audit permettent d’apprendre par la pratique.

Les programmes préparent aussi aux certifications professionnelles reconnues du secteur, et la moitié des étudiants effectuent leur cursus en alternance.`,
      `Montbrun School trains students for careers in accounting, audit, management control, banking, insurance and wealth management.

A training trading room, professional accounting software and cases from audit firms make learning hands-on.

Programmes also prepare for the sector’s recognised professional certifications, and half of the students follow their programme as work-study.`,
    ),
  },
  {
    code: 'TAL',
    name: t('Institut Talenza des ressources humaines', 'Talenza Institute of Human Resources'),
    tagline: t('Révéler les talents, transformer le travail', 'Reveal talent, transform work'),
    accentColor: '#6d28d9',
    campuses: ['paris', 'nantes', 'rennes'],
    coverWord: t('Talents', 'Talent'),
    motif: 'circles',
    pictogram: 'people',
    description: t(
      `L’Institut Talenza est dédié aux ressources humaines : recrutement, paie, développement des compétences, relations sociales et qualité de vie au travail.

Les étudiants s’entraînent aux entretiens de recrutement filmés, utilisent les logiciels de gestion RH du marché et réalisent un diagnostic social pour une organisation partenaire.

Le droit du travail français est enseigné de façon progressive et concrète, avec un accompagnement spécifique pour les étudiants venus d’autres systèmes juridiques.`,
      `Talenza Institute is dedicated to human resources: recruitment, payroll, skills development, employee relations and workplace well-being.

Students practise filmed recruitment interviews, use market-leading HR software and carry out a workforce diagnosis for a partner organisation.

French employment law is taught step by step and with concrete cases, with specific support for students coming from other legal systems.`,
    ),
  },
  {
    code: 'NAV',
    name: t('École Navéo supply chain', 'Navéo Supply Chain School'),
    tagline: t('Faire circuler les biens, durablement', 'Moving goods, sustainably'),
    accentColor: '#0e7490',
    campuses: ['lille', 'marseille', 'lyon', 'strasbourg'],
    coverWord: t('Logistique', 'Logistics'),
    motif: 'bands',
    pictogram: 'box',
    description: t(
      `L’École Navéo forme aux métiers de la logistique, du transport international, des achats et de la supply chain. Ses campus sont situés à proximité des grands ports et plateformes multimodales.

Les étudiants pilotent une chaîne d’approvisionnement simulée, visitent entrepôts automatisés et terminaux portuaires et travaillent sur la décarbonation du transport.

Le secteur manque de profils qualifiés : la majorité des étudiants reçoivent une proposition d’embauche avant la fin de leur formation.`,
      `Navéo School trains students for careers in logistics, international transport, purchasing and supply chain. Its campuses are close to major ports and multimodal hubs.

Students run a simulated supply chain, visit automated warehouses and port terminals and work on decarbonising transport.

The sector lacks qualified people: most students receive a job offer before they graduate.`,
    ),
  },
  {
    code: 'BAS',
    name: t('École Bastide de l’immobilier', 'Bastide School of Real Estate'),
    tagline: t('Construire, gérer et valoriser la ville', 'Build, manage and add value to the city'),
    accentColor: '#854d0e',
    campuses: ['paris', 'bordeaux', 'montpellier', 'nice'],
    coverWord: t('Immobilier', 'Real estate'),
    motif: 'grid',
    pictogram: 'house',
    description: t(
      `L’École Bastide prépare aux métiers de la transaction, de la gestion locative, de la copropriété, de la promotion et de l’investissement immobilier.

Les cours associent droit, fiscalité, techniques du bâtiment et négociation. Les étudiants réalisent des estimations de biens réels et montent un projet de promotion avec des professionnels.

La transition énergétique du parc immobilier est au cœur des programmes : rénovation, diagnostics de performance et valeur verte.`,
      `Bastide School prepares students for careers in property sales, lettings, building management, development and real estate investment.

Courses combine law, taxation, building techniques and negotiation. Students value real properties and build a development project with professionals.

The energy transition of the building stock is at the heart of the programmes: renovation, energy performance certificates and green value.`,
    ),
  },
  {
    code: 'ALT',
    name: t('Académie aéronautique Altaïr', 'Altaïr Aviation Academy'),
    tagline: t('Les métiers du ciel, au sol comme en vol', 'Aviation careers, on the ground and in the air'),
    accentColor: '#075985',
    campuses: ['toulouse', 'marseille', 'paris'],
    coverWord: t('Aéronautique', 'Aviation'),
    motif: 'arcs',
    pictogram: 'plane',
    description: t(
      `L’Académie Altaïr forme aux métiers techniques et de gestion du transport aérien : maintenance aéronautique, opérations aéroportuaires, management des compagnies et de l’industrie aérospatiale.

Son hangar pédagogique de Toulouse abrite un avion d’affaires et des moteurs sur lesquels les étudiants s’exercent sous la conduite de mécaniciens certifiés.

Les cours de management sont en partie dispensés en anglais, langue de travail du secteur.`,
      `Altaïr Academy trains students for technical and management careers in air transport: aircraft maintenance, airport operations, airline and aerospace industry management.

Its teaching hangar in Toulouse houses a business jet and engines on which students practise under the supervision of certified engineers.

Management courses are partly taught in English, the working language of the industry.`,
    ),
  },
  {
    code: 'SEL',
    name: t('École Séléné des arts et de la culture', 'Séléné School of Arts and Culture'),
    tagline: t('Faire vivre la culture, de la création au public', 'Bringing culture from creation to audiences'),
    accentColor: '#a21caf',
    campuses: ['paris', 'lyon', 'marseille'],
    coverWord: t('Culture', 'Culture'),
    motif: 'waves',
    pictogram: 'notes',
    description: t(
      `L’École Séléné forme les médiateurs, producteurs, chargés de projets et managers des institutions culturelles, des festivals, des galeries et de l’audiovisuel.

Les étudiants produisent chaque année une exposition et un festival de courts métrages, en lien avec des musées, des théâtres et des associations de quartier.

Les partenariats internationaux permettent d’effectuer un semestre dans une école d’art en Europe, en Amérique latine ou en Asie.`,
      `Séléné School trains mediators, producers, project managers and managers for cultural institutions, festivals, galleries and the audiovisual sector.

Each year students produce an exhibition and a short-film festival, together with museums, theatres and neighbourhood associations.

International partnerships allow students to spend a semester at an art school in Europe, Latin America or Asia.`,
    ),
  },
  {
    code: 'VLS',
    name: t('École de droit Vérac', 'Vérac Law School'),
    tagline: t('Le droit au service des entreprises', 'Law at the service of business'),
    accentColor: '#7f1d1d',
    campuses: ['paris', 'strasbourg', 'rennes'],
    coverWord: t('Droit', 'Law'),
    motif: 'bands',
    pictogram: 'columns',
    description: t(
      `L’École Vérac forme des juristes d’entreprise opérationnels : droit des affaires, droit social, conformité, protection des données et droit du numérique.

Procès simulés, rédaction de contrats et cliniques juridiques complètent les cours. Les étudiants internationaux suivent un module d’introduction au système juridique français dès la rentrée.

Les programmes s’adressent aux profils qui souhaitent exercer en entreprise ; ils ne préparent pas aux professions réglementées d’avocat ou de magistrat.`,
      `Vérac School trains practical in-house lawyers: business law, employment law, compliance, data protection and digital law.

Mock trials, contract drafting and legal clinics complement the classes. International students take an introduction to the French legal system at the start of the year.

The programmes are designed for students who want to work in companies; they do not prepare for the regulated professions of lawyer or judge.`,
    ),
  },
  {
    code: 'TER',
    name: t('Institut Terralys agroalimentaire', 'Terralys Agri-Food Institute'),
    tagline: t('Nourrir demain, de la terre à l’assiette', 'Feeding tomorrow, from farm to fork'),
    accentColor: '#3f6212',
    campuses: ['rennes', 'nantes', 'montpellier', 'toulouse'],
    coverWord: t('Agroalimentaire', 'Agri-food'),
    motif: 'waves',
    pictogram: 'leaf',
    description: t(
      `L’Institut Terralys forme aux métiers de la qualité, de la production, du commerce et de l’innovation dans l’agroalimentaire et l’agriculture.

Les étudiants travaillent en laboratoire d’analyses, en halle technologique et sur des exploitations partenaires engagées dans l’agroécologie.

Les grandes régions agricoles de l’Ouest et du Sud, où sont implantés ses campus, offrent de nombreux stages et contrats en alternance.`,
      `Terralys Institute trains students for careers in quality, production, trade and innovation in the food industry and agriculture.

Students work in an analysis laboratory, in a pilot food plant and on partner farms committed to agroecology.

The large farming regions of western and southern France, where its campuses are located, offer many internships and work-study contracts.`,
    ),
  },
];

export function schoolByCode(code: SchoolCode): SchoolSeed {
  const school = SCHOOLS.find((s) => s.code === code);
  if (!school) throw new Error(`Unknown school ${code}`);
  return school;
}

export function schoolWebsite(code: SchoolCode): string {
  return `https://${code.toLowerCase()}.horizon.example`;
}

/** Where the leads of a school are notified (the school's admissionsEmail). */
export function schoolAdmissionsEmail(code: SchoolCode): string {
  return `admissions.${code.toLowerCase()}@horizon.example`;
}

export function schoolSlug(school: SchoolSeed, locale: Locale): string {
  return slugify(school.name[locale]);
}
