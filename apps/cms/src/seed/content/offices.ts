import { slugify } from '../lib/slug';
import { t, type Bilingual, type Locale } from '../bilingual';

export interface OfficeSeed {
  key: string;
  title: Bilingual<string>;
  city: Bilingual<string>;
  country: Bilingual<string>;
  countryCode: string;
  /** IANA time zone: the guide shows the opening hours in the office's local time. */
  timeZone: string;
  openingHours: Bilingual<string>;
  address: string;
  phone: string;
  description: Bilingual<string>;
  imageColors: [string, string];
}

// Opening hours, in the office's local time.
const WEEKDAYS = t('Du lundi au vendredi, 9 h – 18 h', 'Monday to Friday, 9 am – 6 pm');
const WEEKDAYS_AND_SATURDAY = t(
  'Du lundi au vendredi, 9 h – 17 h ; le samedi, 9 h – 13 h',
  'Monday to Friday, 9 am – 5 pm; Saturday, 9 am – 1 pm',
);
const MONDAY_TO_SATURDAY = t('Du lundi au samedi, 10 h – 18 h', 'Monday to Saturday, 10 am – 6 pm');
const WEEKDAYS_LATE = t('Du lundi au vendredi, 10 h – 19 h', 'Monday to Friday, 10 am – 7 pm');

export const OFFICES: readonly OfficeSeed[] = [
  {
    key: 'casablanca',
    title: t('Bureau de Casablanca', 'Casablanca office'),
    city: t('Casablanca', 'Casablanca'),
    country: t('Maroc', 'Morocco'),
    countryCode: 'MA',
    timeZone: 'Africa/Casablanca',
    openingHours: WEEKDAYS,
    address: '27 boulevard d’Anfa, 4e étage\n20250 Casablanca',
    phone: '+212 5 22 48 17 30',
    imageColors: ['#7c2d12', '#ea580c'],
    description: t(
      'Notre premier bureau à l’étranger accompagne chaque année plusieurs centaines d’étudiants marocains, du choix de la formation à l’obtention du visa. Des entretiens d’admission y ont lieu toute l’année.',
      'Our first office abroad supports several hundred Moroccan students every year, from choosing a programme to obtaining a visa. Admission interviews take place there all year round.',
    ),
  },
  {
    key: 'dakar',
    title: t('Bureau de Dakar', 'Dakar office'),
    city: t('Dakar', 'Dakar'),
    country: t('Sénégal', 'Senegal'),
    countryCode: 'SN',
    timeZone: 'Africa/Dakar',
    openingHours: WEEKDAYS,
    address: 'Immeuble Horizon, 12 avenue Cheikh Anta Diop\nDakar-Fann',
    phone: '+221 33 869 42 15',
    imageColors: ['#166534', '#eab308'],
    description: t(
      'L’équipe de Dakar conseille les lycéens et les étudiants sénégalais, organise des sessions d’information dans les lycées et prépare les candidats à l’entretien Campus France.',
      'The Dakar team advises Senegalese secondary and university students, runs information sessions in schools and prepares applicants for the Campus France interview.',
    ),
  },
  {
    key: 'abidjan',
    title: t('Bureau d’Abidjan', 'Abidjan office'),
    city: t('Abidjan', 'Abidjan'),
    country: t('Côte d’Ivoire', 'Côte d’Ivoire'),
    countryCode: 'CI',
    timeZone: 'Africa/Abidjan',
    openingHours: WEEKDAYS,
    address: 'Rue des Jardins, Cocody Deux-Plateaux\nAbidjan',
    phone: '+225 27 22 41 58 90',
    imageColors: ['#c2410c', '#16a34a'],
    description: t(
      'À Cocody, le bureau d’Abidjan reçoit les familles sur rendez-vous et organise deux fois par an des journées d’admission avec les directeurs des écoles.',
      'In Cocody, the Abidjan office welcomes families by appointment and twice a year hosts admission days with the school directors.',
    ),
  },
  {
    key: 'douala',
    title: t('Bureau de Douala', 'Douala office'),
    city: t('Douala', 'Douala'),
    country: t('Cameroun', 'Cameroon'),
    countryCode: 'CM',
    timeZone: 'Africa/Douala',
    openingHours: WEEKDAYS,
    address: 'Boulevard de la Liberté, Akwa\nDouala',
    phone: '+237 6 99 41 27 83',
    imageColors: ['#15803d', '#b91c1c'],
    description: t(
      'Le bureau de Douala informe les étudiants camerounais francophones et anglophones et les aide à constituer un dossier complet pour la procédure Études en France.',
      'The Douala office advises French- and English-speaking Cameroonian students and helps them put together a complete file for the Études en France procedure.',
    ),
  },
  {
    key: 'tunis',
    title: t('Bureau de Tunis', 'Tunis office'),
    city: t('Tunis', 'Tunis'),
    country: t('Tunisie', 'Tunisia'),
    countryCode: 'TN',
    timeZone: 'Africa/Tunis',
    openingHours: WEEKDAYS,
    address: '15 rue du Lac Léman, Les Berges du Lac\n1053 Tunis',
    phone: '+216 71 96 24 38',
    imageColors: ['#b91c1c', '#f87171'],
    description: t(
      'À Tunis, nos conseillers accompagnent en particulier les candidats aux Mastères et aux programmes d’ingénierie, et organisent des ateliers de préparation au TCF.',
      'In Tunis, our advisers especially support applicants to Master’s and engineering programmes, and run TCF preparation workshops.',
    ),
  },
  {
    key: 'libreville',
    title: t('Bureau de Libreville', 'Libreville office'),
    city: t('Libreville', 'Libreville'),
    country: t('Gabon', 'Gabon'),
    countryCode: 'GA',
    timeZone: 'Africa/Libreville',
    openingHours: WEEKDAYS,
    address: 'Boulevard Triomphal, quartier Glass\nLibreville',
    phone: '+241 11 44 27 60',
    imageColors: ['#15803d', '#2563eb'],
    description: t(
      'Le bureau de Libreville conseille les étudiants gabonais et leurs familles, notamment sur les bourses et le financement des études en France.',
      'The Libreville office advises Gabonese students and their families, particularly on scholarships and funding for studying in France.',
    ),
  },
  {
    key: 'cotonou',
    title: t('Bureau de Cotonou', 'Cotonou office'),
    city: t('Cotonou', 'Cotonou'),
    country: t('Bénin', 'Benin'),
    countryCode: 'BJ',
    timeZone: 'Africa/Porto-Novo',
    openingHours: WEEKDAYS,
    address: 'Avenue Steinmetz, Haie Vive\nCotonou',
    phone: '+229 21 30 57 14',
    imageColors: ['#166534', '#facc15'],
    description: t(
      'À Cotonou, l’équipe accueille les candidats pour des entretiens de pré-admission et organise des rencontres avec des diplômés béninois du réseau.',
      'In Cotonou, the team welcomes applicants for pre-admission interviews and organises meetings with Beninese graduates of the network.',
    ),
  },
  {
    key: 'lome',
    title: t('Bureau de Lomé', 'Lomé office'),
    city: t('Lomé', 'Lomé'),
    country: t('Togo', 'Togo'),
    countryCode: 'TG',
    timeZone: 'Africa/Lome',
    openingHours: WEEKDAYS,
    address: 'Boulevard du 13 Janvier, quartier Nyékonakpoè\nLomé',
    phone: '+228 22 21 63 48',
    imageColors: ['#15803d', '#dc2626'],
    description: t(
      'Le bureau de Lomé informe les étudiants togolais sur l’ensemble des formations et les accompagne jusqu’à leur arrivée en France.',
      'The Lomé office informs Togolese students about all our programmes and supports them until they arrive in France.',
    ),
  },
  {
    key: 'beirut',
    title: t('Bureau de Beyrouth', 'Beirut office'),
    city: t('Beyrouth', 'Beirut'),
    country: t('Liban', 'Lebanon'),
    countryCode: 'LB',
    timeZone: 'Asia/Beirut',
    openingHours: WEEKDAYS_AND_SATURDAY,
    address: 'Rue Abdel Wahab El Inglizi, Achrafieh\nBeyrouth',
    phone: '+961 1 21 84 56',
    imageColors: ['#b91c1c', '#16a34a'],
    description: t(
      'À Achrafieh, le bureau de Beyrouth accompagne des étudiants souvent trilingues vers les programmes bilingues et enseignés en anglais du réseau.',
      'In Achrafieh, the Beirut office guides often trilingual students towards the network’s bilingual and English-taught programmes.',
    ),
  },
  {
    key: 'ho-chi-minh-city',
    title: t('Bureau de Hô Chi Minh-Ville', 'Ho Chi Minh City office'),
    city: t('Hô Chi Minh-Ville', 'Ho Chi Minh City'),
    country: t('Viêt Nam', 'Vietnam'),
    countryCode: 'VN',
    timeZone: 'Asia/Ho_Chi_Minh',
    openingHours: WEEKDAYS,
    address: '45 Lê Thánh Tôn, District 1\nHô Chi Minh-Ville',
    phone: '+84 28 3822 6140',
    imageColors: ['#dc2626', '#f59e0b'],
    description: t(
      'Notre bureau vietnamien oriente les étudiants vers les formations en hôtellerie, en numérique et en commerce, et propose des cours de français avant le départ.',
      'Our Vietnamese office guides students towards hospitality, digital and business programmes, and offers French classes before departure.',
    ),
  },
  {
    key: 'shanghai',
    title: t('Bureau de Shanghai', 'Shanghai office'),
    city: t('Shanghai', 'Shanghai'),
    country: t('Chine', 'China'),
    countryCode: 'CN',
    timeZone: 'Asia/Shanghai',
    openingHours: WEEKDAYS,
    address: '1266 Nanjing West Road, Jing’an\nShanghai 200040',
    phone: '+86 21 6288 4127',
    imageColors: ['#991b1b', '#f97316'],
    description: t(
      'Le bureau de Shanghai accompagne les étudiants chinois attirés par le luxe, le design et la gestion, en lien avec les procédures propres à leur pays.',
      'The Shanghai office supports Chinese students interested in luxury, design and management, in line with the procedures specific to their country.',
    ),
  },
  {
    key: 'new-delhi',
    title: t('Bureau de New Delhi', 'New Delhi office'),
    city: t('New Delhi', 'New Delhi'),
    country: t('Inde', 'India'),
    countryCode: 'IN',
    timeZone: 'Asia/Kolkata',
    openingHours: MONDAY_TO_SATURDAY,
    address: 'Connaught Place, Block F, 2nd floor\nNew Delhi 110001',
    phone: '+91 11 4152 7380',
    imageColors: ['#c2410c', '#15803d'],
    description: t(
      'À New Delhi, nos conseillers présentent surtout les MSc et MBA enseignés en anglais et aident les candidats à préparer leur arrivée en France.',
      'In New Delhi, our advisers mainly present the English-taught MSc and MBA programmes and help applicants prepare their arrival in France.',
    ),
  },
  {
    key: 'sao-paulo',
    title: t('Bureau de São Paulo', 'São Paulo office'),
    city: t('São Paulo', 'São Paulo'),
    country: t('Brésil', 'Brazil'),
    countryCode: 'BR',
    timeZone: 'America/Sao_Paulo',
    openingHours: WEEKDAYS_LATE,
    address: 'Avenida Paulista 1842, conjunto 155\nSão Paulo – SP',
    phone: '+55 11 3251 4790',
    imageColors: ['#15803d', '#0369a1'],
    description: t(
      'Le bureau de São Paulo accompagne les étudiants brésiliens et de toute l’Amérique du Sud, avec des sessions d’information en portugais et en espagnol.',
      'The São Paulo office supports students from Brazil and all of South America, with information sessions in Portuguese and Spanish.',
    ),
  },
  {
    key: 'mexico-city',
    title: t('Bureau de Mexico', 'Mexico City office'),
    city: t('Mexico', 'Mexico City'),
    country: t('Mexique', 'Mexico'),
    countryCode: 'MX',
    timeZone: 'America/Mexico_City',
    openingHours: WEEKDAYS_LATE,
    address: 'Paseo de la Reforma 296, piso 12, Juárez\n06600 Ciudad de México',
    phone: '+52 55 5207 3914',
    imageColors: ['#166534', '#be123c'],
    description: t(
      'Notre bureau de Mexico conseille les étudiants mexicains et d’Amérique centrale, en particulier pour les formations en tourisme, en design et en ingénierie.',
      'Our Mexico City office advises students from Mexico and Central America, particularly for tourism, design and engineering programmes.',
    ),
  },
];

export function officeEmail(key: string): string {
  return `${key.replace(/-/g, '')}@horizon.example`;
}

export function officeSlug(office: OfficeSeed, locale: Locale): string {
  return slugify(office.title[locale]);
}
