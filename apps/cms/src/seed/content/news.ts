import { t, type Bilingual } from '../bilingual';
import type { Motif } from '../images/artwork-types';
import { monthName, type DemoCalendar } from '../lib/demo-calendar';
import { relativeTime, type RelativeTime } from '../lib/relative-time';

export interface NewsSeed {
  /** Names the news for good (its picture's file): the year in it is its first edition's. */
  key: string;
  /** Counted back from the day the seed runs, so that the latest news stay recent. */
  published: RelativeTime;
  title: Bilingual<string>;
  excerpt: Bilingual<string>;
  body: Bilingual<string>;
  image: { word: Bilingual<string>; colors: [string, string]; motif: Motif; alt: Bilingual<string> };
}

// The dates the texts of three news depend on.
const EMPLOYMENT_SURVEY: RelativeTime = { days: -158, hour: 9 };
const MSC_ANNOUNCED: RelativeTime = { days: -54, hour: 9 };
const MEXICO_ANNIVERSARY: RelativeTime = { days: -24, hour: 9 };

/**
 * The demo's news, the newest nine days before the day the seed runs. A year or month in a text
 * follows its own date (the graduates surveyed are the previous year's) or the calendar's
 * September intake, so that the texts agree with their dates whenever the demo is seeded.
 */
export function demoNews(calendar: DemoCalendar): readonly NewsSeed[] {
  const publishedOn = (when: RelativeTime) => relativeTime(calendar.day, when).slice(0, 10);
  const yearOf = (when: RelativeTime) => Number(publishedOn(when).slice(0, 4));
  const { septemberYear } = calendar;
  // The graduates of the year before the survey's.
  const surveyed = yearOf(EMPLOYMENT_SURVEY) - 1;
  // The new MSc opens in the first January whose applications (until 15 December) close after its announcement.
  const announced = publishedOn(MSC_ANNOUNCED);
  const mscYear = Number(announced.slice(0, 4)) + (announced.slice(5) <= '12-15' ? 1 : 2);
  // The Mexico City office opened a year before its anniversary's news.
  const anniversary = publishedOn(MEXICO_ANNIVERSARY);
  const opened = { month: monthName(anniversary), year: Number(anniversary.slice(0, 4)) - 1 };
  return [
    {
      key: 'employment-2026',
      published: EMPLOYMENT_SURVEY,
      title: t(
        `91 % des diplômés ${surveyed} en emploi six mois après leur sortie`,
        `91% of ${surveyed} graduates in work six months after leaving`,
      ),
      excerpt: t(
        'L’enquête annuelle d’insertion confirme la solidité des parcours professionnalisants du réseau, y compris pour les diplômés internationaux.',
        'The annual employment survey confirms the strength of the network’s career-focused programmes, including for international graduates.',
      ),
      body: t(
        `Comme chaque année, le réseau Horizon Écoles a interrogé ses diplômés six mois après la fin de leur formation. Sur les 1 050 répondants de la promotion ${surveyed}, **91 % occupent un emploi**, dont 78 % en contrat à durée indéterminée.

Les diplômés internationaux affichent un taux d’emploi de 88 %. Parmi eux, près de la moitié ont commencé leur carrière en France avant, pour certains, de rejoindre une filiale dans leur pays d’origine.

L’alternance reste le meilleur tremplin : 94 % des alternants ont trouvé un emploi, souvent dans l’entreprise qui les a formés.`,
        `As every year, the Horizon Schools network surveyed its graduates six months after they completed their programme. Of the 1,050 respondents from the class of ${surveyed}, **91% are in work**, 78% of them on permanent contracts.

International graduates show an employment rate of 88%. Nearly half of them started their career in France before, for some, joining a subsidiary in their home country.

Work-study remains the best springboard: 94% of work-study students found a job, often with the company that trained them.`,
      ),
      image: {
        word: t('91 %', '91%'),
        colors: ['#1d3557', '#2a9d8f'],
        motif: 'grid',
        alt: t('Le chiffre 91 % en grand sur un fond bleu', 'The figure 91% in large type on a blue background'),
      },
    },
    {
      key: 'rennes-campus',
      published: { days: -144, hour: 9 },
      title: t(
        'Le nouveau campus de Rennes accueillera ses premiers étudiants en septembre',
        'The new Rennes campus will welcome its first students in September',
      ),
      excerpt: t(
        'Bois, verre et grandes salles de projet : le onzième campus du réseau ouvre face à la gare de Rennes.',
        'Wood, glass and large project rooms: the network’s eleventh campus opens opposite Rennes railway station.',
      ),
      body: t(
        `Après dix-huit mois de travaux, le campus de Rennes est prêt. Le bâtiment de 3 500 m², construit en bois et en verre, a été conçu pour le travail en petits groupes et dispose d’un studio vidéo et d’un espace de restauration.

Quatre écoles s’y installent : l’Institut Kerlys du numérique, l’Institut Talenza des ressources humaines, l’École de droit Vérac et l’Institut Terralys agroalimentaire.

Les étudiants internationaux y trouveront un bureau d’accueil dédié, ouvert dès la fin du mois d’août pour les aider dans leurs démarches d’installation.`,
        `After eighteen months of work, the Rennes campus is ready. The 3,500 m² wood-and-glass building was designed for small-group work and has a video studio and a food court.

Four schools are moving in: Kerlys Digital Institute, Talenza Institute of Human Resources, Vérac Law School and Terralys Agri-Food Institute.

International students will find a dedicated welcome desk there, open from late August to help them settle in.`,
      ),
      image: {
        word: t('Rennes', 'Rennes'),
        colors: ['#3f6212', '#84cc16'],
        motif: 'circles',
        alt: t('Illustration du nouveau campus de Rennes', 'Illustration of the new Rennes campus'),
      },
    },
    {
      key: 'visa-timeline',
      published: { days: -130, hour: 9 },
      title: t(
        'Visa étudiant : les délais à anticiper pour une rentrée sereine',
        'Student visas: the timelines to plan for a smooth start',
      ),
      excerpt: t(
        'Entre l’entretien Campus France et le rendez-vous consulaire, comptez deux à trois mois. Nos conseils pour ne pas être pris de court.',
        'Between the Campus France interview and the consulate appointment, allow two to three months. Our tips to avoid last-minute stress.',
      ),
      body: t(
        `L’été est la période la plus chargée pour les services consulaires. Pour une rentrée en septembre, nous recommandons de finaliser la procédure Études en France **avant la fin du mois de mai** et de prendre rendez-vous pour le visa dès l’obtention de votre accord préalable.

Préparez à l’avance vos justificatifs de ressources (au moins 615 € par mois), votre attestation de logement et votre lettre d’admission définitive. Les bureaux du réseau peuvent relire votre dossier avant le dépôt.

Vous êtes admis pour la rentrée de janvier ou de février ? Le calendrier est le même : comptez trois mois entre la candidature et le départ.`,
        `Summer is the busiest time of year for consulates. For a September start, we recommend completing the Études en France procedure **before the end of May** and booking your visa appointment as soon as you receive your prior approval.

Prepare your proof of funds (at least €615 a month), proof of accommodation and final admission letter in advance. The network’s offices can review your file before you submit it.

Admitted for the January or February intake? The timeline is the same: allow three months between applying and leaving.`,
      ),
      image: {
        word: t('Visa', 'Visa'),
        colors: ['#075985', '#38bdf8'],
        motif: 'arcs',
        alt: t('Le mot visa sur un fond bleu ciel', 'The word visa on a sky-blue background'),
      },
    },
    {
      key: 'welcome-2026',
      published: { days: -83, hour: 8 },
      title: t('Bienvenue aux 450 nouveaux étudiants internationaux', 'Welcome to our 450 new international students'),
      excerpt: t(
        'Venus de 52 pays, ils ont fait leur rentrée sur les onze campus du réseau. Au programme : semaine d’intégration, démarches et découverte de leur ville.',
        'Coming from 52 countries, they started their studies on the network’s eleven campuses, beginning with an induction week, paperwork and discovering their city.',
      ),
      body: t(
        `Ils sont 450 à avoir rejoint le réseau cette année, soit près d’un tiers des nouveaux étudiants. Le Maroc, le Sénégal, la Côte d’Ivoire, le Viêt Nam et le Liban sont les pays les plus représentés.

Pendant la semaine d’intégration, chaque campus a organisé des ateliers pratiques (titre de séjour, assurance santé, compte bancaire, aides au logement) et des visites de la ville avec des étudiants ambassadeurs.

Les équipes du bureau international restent disponibles tout au long de l’année pour répondre aux questions des nouveaux arrivants.`,
        `450 of them joined the network this year, nearly a third of all new students. Morocco, Senegal, Côte d’Ivoire, Vietnam and Lebanon are the most represented countries.

During induction week, every campus ran practical workshops (residence permits, health insurance, bank accounts, housing benefits) and city tours with student ambassadors.

The international office teams remain available all year to answer newcomers’ questions.`,
      ),
      image: {
        word: t('Bienvenue', 'Welcome'),
        colors: ['#9d174d', '#f472b6'],
        motif: 'circles',
        alt: t('Le mot bienvenue sur un fond rose framboise', 'The word welcome on a raspberry-pink background'),
      },
    },
    {
      key: 'cyber-competition',
      published: { days: -67, hour: 9 },
      title: t(
        'L’Institut Kerlys remporte un concours national de cybersécurité',
        'Kerlys Institute wins a national cybersecurity competition',
      ),
      excerpt: t(
        'Une équipe de quatre étudiants en Bachelor Cybersécurité a terminé première d’un challenge de 36 heures réunissant 80 écoles.',
        'A team of four Cybersecurity Bachelor students came first in a 36-hour challenge involving 80 schools.',
      ),
      body: t(
        `Pendant 36 heures, les équipes devaient défendre une infrastructure simulée d’hôpital contre des attaques successives, tout en documentant leur réponse aux incidents.

L’équipe de l’Institut Kerlys, composée d’étudiants venus du Cameroun, d’Inde, de France et du Liban, s’est distinguée par la qualité de ses rapports et sa coordination.

Cette victoire récompense une pédagogie fondée sur la pratique : les étudiants s’entraînent chaque semaine sur le cyber-range de l’école.`,
        `For 36 hours, teams had to defend a simulated hospital infrastructure against successive attacks while documenting their incident response.

The Kerlys Institute team, made up of students from Cameroon, India, France and Lebanon, stood out for the quality of its reports and its coordination.

The win rewards a hands-on approach: students train every week on the school’s cyber range.`,
      ),
      image: {
        word: t('Cyber', 'Cyber'),
        colors: ['#3a0ca3', '#4cc9f0'],
        motif: 'grid',
        alt: t(
          'Le mot cyber sur un fond indigo avec une grille de points',
          'The word cyber on an indigo background with a grid of dots',
        ),
      },
    },
    {
      key: 'new-msc-cloud',
      published: MSC_ANNOUNCED,
      title: t(
        'Nouveau : un MSc Cloud computing et DevOps entièrement en anglais',
        'New: an English-taught MSc in Cloud Computing and DevOps',
      ),
      excerpt: t(
        `Ouvert dès janvier ${mscYear}, le programme forme aux métiers les plus recherchés de l’infrastructure numérique, sans prérequis en français.`,
        `Opening in January ${mscYear}, the programme trains for the most sought-after digital infrastructure jobs, with no French required.`,
      ),
      body: t(
        `L’Institut Kerlys lance un Mastère Cloud computing et DevOps enseigné entièrement en anglais. Il s’adresse aux titulaires d’un Bac+3 en informatique souhaitant se spécialiser dans l’automatisation et l’exploitation d’infrastructures.

Les étudiants bénéficieront de crédits cloud pour leurs projets et prépareront les certifications des principaux fournisseurs. Des cours de français sont proposés en parallèle pour faciliter la vie quotidienne et l’insertion professionnelle.

Les candidatures pour la rentrée de janvier ${mscYear} sont ouvertes jusqu’au 15 décembre.`,
        `Kerlys Institute is launching an MSc in Cloud Computing and DevOps taught entirely in English. It is aimed at holders of a three-year degree in computing who want to specialise in automating and running infrastructure.

Students will receive cloud credits for their projects and prepare for the main providers’ certifications. French classes are offered alongside to make daily life and finding a job easier.

Applications for the January ${mscYear} intake are open until 15 December.`,
      ),
      image: {
        word: t('Cloud', 'Cloud'),
        colors: ['#1e3a8a', '#60a5fa'],
        motif: 'waves',
        alt: t('Le mot cloud sur un fond bleu avec des vagues', 'The word cloud on a blue background with waves'),
      },
    },
    {
      key: 'housing-places',
      published: { days: -45, hour: 9 },
      title: t(
        'Logement : 300 places supplémentaires en résidences partenaires',
        'Housing: 300 more places in partner residences',
      ),
      excerpt: t(
        'Le réseau étend ses partenariats avec des résidences étudiantes à Lyon, Lille, Bordeaux et Montpellier, avec des studios réservés aux étudiants internationaux.',
        'The network is expanding its partnerships with student residences in Lyon, Lille, Bordeaux and Montpellier, with studios reserved for international students.',
      ),
      body: t(
        `Trouver un logement à distance est l’une des principales difficultés des étudiants internationaux. Pour y répondre, Horizon Écoles a signé de nouveaux accords avec des résidences situées à moins de vingt minutes des campus.

Ces studios meublés, de 18 à 24 m², sont proposés entre 480 et 690 € par mois selon les villes, charges comprises. Ils sont éligibles aux aides au logement.

La réservation se fait depuis l’espace candidat, dès l’admission définitive, sans garant en France grâce à un dispositif de caution solidaire.`,
        `Finding accommodation from abroad is one of the main difficulties for international students. In response, Horizon Schools has signed new agreements with residences less than twenty minutes from its campuses.

These furnished studios of 18 to 24 m² cost between €480 and €690 a month depending on the city, bills included. They are eligible for housing benefit.

Bookings are made from the applicant portal as soon as admission is confirmed, without a French guarantor thanks to a rental guarantee scheme.`,
      ),
      image: {
        word: t('Logement', 'Housing'),
        colors: ['#854d0e', '#f59e0b'],
        motif: 'grid',
        alt: t('Le mot logement sur un fond ocre', 'The word housing on an ochre background'),
      },
    },
    {
      key: 'gala-dinner-nice',
      published: { days: -32, hour: 9 },
      title: t(
        'À Nice, les étudiants de l’Institut Vauclair servent un dîner de gala pour 200 invités',
        'In Nice, Vauclair students serve a gala dinner for 200 guests',
      ),
      excerpt: t(
        'De la conception du menu au service à table, les étudiants en hôtellerie ont organisé un dîner caritatif au profit d’une association locale.',
        'From menu design to table service, the hospitality students organised a charity dinner for a local association.',
      ),
      body: t(
        `Pendant trois semaines, quarante étudiants du Bachelor Management de l’hôtellerie internationale ont préparé ce dîner : recherche de partenaires, conception d’un menu de saison en cinq plats, organisation de la salle et de la brigade.

Le soir venu, ils ont accueilli 200 invités dans le restaurant d’application du campus de Nice. La soirée a permis de reverser 18 000 € à une association d’aide alimentaire.

« C’est la meilleure préparation possible à nos futurs stages dans les grands hôtels de la Côte d’Azur », résume Linh, étudiante vietnamienne en deuxième année.`,
        `For three weeks, forty students on the International Hospitality Management Bachelor prepared the dinner: finding partners, designing a five-course seasonal menu, organising the dining room and the kitchen brigade.

On the night, they welcomed 200 guests to the training restaurant of the Nice campus. The evening raised €18,000 for a food aid charity.

“It’s the best possible preparation for our future internships in the big hotels of the Riviera,” says Linh, a second-year student from Vietnam.`,
      ),
      image: {
        word: t('Gala', 'Gala'),
        colors: ['#7c2d12', '#fb923c'],
        motif: 'arcs',
        alt: t('Le mot gala sur un fond brique', 'The word gala on a brick-red background'),
      },
    },
    {
      key: 'mexico-office-anniversary',
      published: MEXICO_ANNIVERSARY,
      title: t('Le bureau de Mexico fête sa première année', 'The Mexico City office celebrates its first year'),
      excerpt: t(
        'En un an, l’équipe de Mexico a accompagné 35 étudiants d’Amérique centrale et du Mexique vers les campus français du réseau.',
        'In one year, the Mexico City team has helped 35 students from Mexico and Central America join the network’s French campuses.',
      ),
      body: t(
        `Ouvert en ${opened.month.fr} ${opened.year}, le bureau de Mexico est le quatorzième bureau du réseau à l’étranger. Il a déjà organisé une vingtaine de sessions d’information dans les lycées et universités de la ville.

Les formations en tourisme durable, en design et en ingénierie de l’environnement sont les plus demandées par les étudiants mexicains.

Pour fêter cet anniversaire, une rencontre avec des diplômés installés en France sera diffusée en direct le 4 décembre.`,
        `Opened in ${opened.month.en} ${opened.year}, the Mexico City office is the network’s fourteenth office abroad. It has already held some twenty information sessions in the city’s secondary schools and universities.

Sustainable tourism, design and environmental engineering programmes are the most popular among Mexican students.

To mark the anniversary, a meeting with graduates living in France will be streamed live on 4 December.`,
      ),
      image: {
        word: t('Mexico', 'Mexico'),
        colors: ['#166534', '#be123c'],
        motif: 'bands',
        alt: t('Le mot Mexico sur un fond vert et rouge', 'The word Mexico on a green and red background'),
      },
    },
    {
      key: 'work-study-fair-lyon',
      published: { days: -16, hour: 9 },
      title: t(
        'Forum de l’alternance : 150 entreprises réunies à Lyon',
        'Work-study fair: 150 companies gather in Lyon',
      ),
      excerpt: t(
        'Près de 600 étudiants ont rencontré des recruteurs pour décrocher un contrat d’apprentissage à partir de janvier.',
        'Nearly 600 students met recruiters to land an apprenticeship contract starting in January.',
      ),
      body: t(
        `Le campus de Lyon a accueilli le premier forum de l’alternance de la saison. Industrie, banque, numérique, hôtellerie, logistique : 150 entreprises proposaient plus de 400 postes.

En amont, les étudiants ont bénéficié d’ateliers de préparation : relecture de CV, simulations d’entretien et conseils sur le droit du travail applicable aux étudiants étrangers.

Deux autres forums auront lieu à Paris le 28 janvier et à Lille le 11 mars.`,
        `The Lyon campus hosted the first work-study fair of the season. Industry, banking, digital, hospitality, logistics: 150 companies offered more than 400 positions.

Beforehand, students attended preparation workshops: CV reviews, mock interviews and advice on the employment rules that apply to international students.

Two more fairs will take place in Paris on 28 January and in Lille on 11 March.`,
      ),
      image: {
        word: t('Alternance', 'Work-study'),
        colors: ['#0e7490', '#22d3ee'],
        motif: 'bands',
        alt: t('Le mot alternance sur un fond bleu canard', 'The word work-study on a teal background'),
      },
    },
    {
      key: 'applications-open-2027',
      published: { days: -9, hour: 9 },
      title: t(
        `Candidatures ouvertes pour la rentrée de septembre ${septemberYear}`,
        `Applications open for the September ${septemberYear} intake`,
      ),
      excerpt: t(
        'Les 100 formations du réseau sont ouvertes à la candidature. Les étudiants internationaux sont invités à déposer leur dossier au plus tôt.',
        'All 100 programmes in the network are now open for applications. International students are encouraged to apply as early as possible.',
      ),
      body: t(
        `La campagne d’admission pour la rentrée de septembre ${septemberYear} est ouverte. La candidature se fait en ligne et reste gratuite ; chaque dossier reçoit une réponse sous trois semaines après l’entretien.

Pour les étudiants qui passent par la procédure Études en France, les écoles du réseau sont référencées sur la plateforme Campus France : pensez à y ajouter votre choix de formation avant la date limite fixée dans votre pays.

Besoin d’aide pour choisir ? Nos conseillers répondent en direct lors des lives admissions et dans les quatorze bureaux à l’étranger.`,
        `The admissions campaign for the September ${septemberYear} intake is open. Applications are made online and are free of charge; every applicant receives an answer within three weeks of the interview.

For students going through the Études en France procedure, the network’s schools are listed on the Campus France platform: remember to add your programme choice before the deadline set in your country.

Need help choosing? Our advisers answer live during the admissions sessions and in our fourteen offices abroad.`,
      ),
      image: {
        word: t(`Rentrée ${septemberYear}`, `Intake ${septemberYear}`),
        colors: ['#1d3557', '#e63946'],
        motif: 'waves',
        alt: t(
          `Les mots rentrée ${septemberYear} sur un fond bleu nuit`,
          `The words Intake ${septemberYear} on a midnight-blue background`,
        ),
      },
    },
    {
      key: 'sustainable-tourism-morocco',
      published: { days: -102, hour: 9 },
      title: t(
        'Tourisme durable : un voyage d’études dans le Haut Atlas',
        'Sustainable tourism: a study trip to the High Atlas',
      ),
      excerpt: t(
        'Les étudiants du Mastère Tourisme durable ont travaillé dix jours avec des villages du Haut Atlas marocain sur un projet d’écotourisme.',
        'Students on the Sustainable Tourism MSc spent ten days working with villages in Morocco’s High Atlas on an ecotourism project.',
      ),
      body: t(
        `Accompagnés par deux enseignants et par l’équipe du bureau de Casablanca, vingt-deux étudiants ont rencontré des guides, des coopératives et des élus locaux.

Leur mission : proposer des circuits de randonnée qui répartissent mieux les visiteurs et augmentent les retombées pour les habitants. Leurs recommandations ont été présentées à l’association des gîtes de la vallée.

Ce voyage fait partie du module « Gestion des flux et surtourisme » du Mastère, qui associe chaque année un territoire partenaire.`,
        `Accompanied by two lecturers and the Casablanca office team, twenty-two students met guides, cooperatives and local officials.

Their task: to design hiking routes that spread visitors more evenly and increase the benefits for local people. Their recommendations were presented to the valley’s guesthouse association.

The trip is part of the MSc’s “Visitor flow management and overtourism” module, which partners with a different destination each year.`,
      ),
      image: {
        word: t('Haut Atlas', 'High Atlas'),
        colors: ['#9a3412', '#fbbf24'],
        motif: 'waves',
        alt: t(
          'Les mots Haut Atlas sur un fond ocre et orangé',
          'The words High Atlas on an ochre and orange background',
        ),
      },
    },
  ];
}
