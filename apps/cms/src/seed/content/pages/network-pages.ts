import { t } from '../../bilingual';
import type { LandingSeed } from './landing-types';
import { badge, cards, checklist, accordion, faq, quote, richText, title, video } from './page-blocks';

export const NETWORK_LANDING: LandingSeed = {
  key: 'horizon',
  title: t('Horizon Écoles, le réseau', 'Horizon Schools, the network'),
  slug: t('horizon', 'horizon'),
  image: 'landing:horizon',
  intro: t(
    'Dix-sept écoles spécialisées, onze campus en France et quatorze bureaux dans le monde : un réseau pensé pour accueillir et faire réussir les étudiants internationaux.',
    'Seventeen specialist schools, eleven campuses in France and fourteen offices worldwide: a network designed to welcome international students and help them succeed.',
  ),
  blocks: [
    title(
      t('Un réseau, dix-sept écoles', 'One network, seventeen schools'),
      t(
        'De la gestion au design, de la santé à l’aéronautique',
        'From business to design, from healthcare to aviation',
      ),
    ),
    richText(
      t(
        `Horizon Écoles réunit **17 écoles privées d’enseignement supérieur**, chacune spécialiste de son domaine : commerce, numérique, design, hôtellerie, santé, ingénierie, communication, luxe, sport, finance, ressources humaines, logistique, immobilier, aéronautique, arts et culture, droit et agroalimentaire.

Ensemble, elles proposent **100 formations**, du BTS au MBA, sur **11 campus** en France : Paris, Lyon, Marseille, Bordeaux, Toulouse, Lille, Nantes, Montpellier, Rennes, Strasbourg et Nice. Elles accueillent **3 500 étudiants**, dont un tiers venus de l’étranger.

Le réseau s’appuie sur **10 000 entreprises partenaires** pour les stages et l’alternance, et sur une communauté de **94 000 diplômés** présents dans le monde entier. Ses **14 bureaux à l’étranger** accompagnent les candidats de leur pays jusqu’à leur arrivée en France.`,
        `Horizon Schools brings together **17 private higher education schools**, each a specialist in its field: business, digital, design, hospitality, healthcare, engineering, communication, luxury, sport, finance, human resources, logistics, real estate, aviation, arts and culture, law and agri-food.

Together they offer **100 programmes**, from BTS to MBA, on **11 campuses** in France: Paris, Lyon, Marseille, Bordeaux, Toulouse, Lille, Nantes, Montpellier, Rennes, Strasbourg and Nice. They welcome **3,500 students**, a third of whom come from abroad.

The network works with **10,000 partner companies** for internships and work-study, and with a community of **94,000 alumni** all over the world. Its **14 offices abroad** support applicants from their home country until they arrive in France.`,
      ),
    ),
    badge(
      t('Titres reconnus par l’État – niveaux 5 à 7', 'State-recognised certifications – levels 5 to 7'),
      'success',
    ),
    cards('school', 17, t('Nos écoles', 'Our schools')),
    title(
      t('Notre engagement envers les étudiants internationaux', 'Our commitment to international students'),
      undefined,
      'h3',
    ),
    checklist(t('Ce que nous garantissons à chaque étudiant', 'What we guarantee every student'), [
      t(
        'Un conseiller unique, de la candidature à la remise du diplôme',
        'A single adviser, from application to graduation',
      ),
      t('Des cours de français gratuits pendant toute la formation', 'Free French classes throughout the programme'),
      t(
        'Une place proposée en résidence partenaire pour la première année',
        'A place offered in a partner residence for the first year',
      ),
      t(
        'Un accompagnement vers le stage, l’alternance et le premier emploi',
        'Support towards internships, work-study and the first job',
      ),
    ]),
    quote(
      t(
        'Nous voulons qu’un étudiant de Dakar, de Hanoï ou de São Paulo se sente aussi bien accompagné qu’un étudiant né à deux rues du campus.',
        'We want a student from Dakar, Hanoi or São Paulo to feel as well supported as one born two streets from the campus.',
      ),
      'Catherine Valmont',
      t('Directrice générale d’Horizon Écoles', 'Chief executive, Horizon Schools'),
    ),
    video(
      t('Horizon Écoles en trois minutes', 'Horizon Schools in three minutes'),
      t(
        'Campus, étudiants et entreprises partenaires : découvrez le réseau en images.',
        'Campuses, students and partner companies: discover the network in pictures.',
      ),
      'horizon/presentation-reseau',
      'landing:horizon',
    ),
    cards('office', 14, t('Nos bureaux dans le monde', 'Our offices worldwide')),
  ],
  articles: [],
};

export const SUPPORT_LANDING: LandingSeed = {
  key: 'support',
  title: t('Accompagnement des étudiants', 'Student support'),
  slug: t('accompagnement', 'support'),
  image: 'landing:support',
  intro: t(
    'De votre premier contact jusqu’à votre premier emploi, une équipe vous accompagne à chaque étape : admission, visa, logement, intégration et carrière.',
    'From your first contact to your first job, a team supports you at every step: admission, visa, housing, settling in and career.',
  ),
  blocks: [
    title(t('Un accompagnement à chaque étape', 'Support at every step')),
    richText(
      t(
        `Partir étudier dans un autre pays est une aventure, mais aussi une succession de démarches. Nos équipes connaissent chacune d’elles et vous évitent les mauvaises surprises.

Avant votre départ, votre conseiller vous aide à choisir la formation, à préparer l’entretien et à constituer votre dossier de visa. À votre arrivée, le bureau international de votre campus vous guide dans vos premières démarches administratives.`,
        `Moving to another country to study is an adventure, but also a series of formalities. Our teams know each of them and help you avoid unpleasant surprises.

Before you leave, your adviser helps you choose a programme, prepare for the interview and put together your visa application. When you arrive, your campus’s international office guides you through your first administrative steps.`,
      ),
    ),
    checklist(t('Nos services', 'Our services'), [
      t('Conseil d’orientation gratuit, en ligne ou dans nos 14 bureaux', 'Free guidance, online or in our 14 offices'),
      t(
        'Relecture du dossier Études en France et préparation à l’entretien',
        'Review of your Études en France file and interview preparation',
      ),
      t('Accueil à l’arrivée et semaine d’intégration', 'Welcome on arrival and induction week'),
      t('Aide au logement et à l’ouverture d’un compte bancaire', 'Help with housing and opening a bank account'),
      t('Cours de français et tutorat tout au long de l’année', 'French classes and tutoring all year round'),
      t(
        'Service carrières : CV, entretiens, offres de stage et d’alternance',
        'Careers service: CVs, interviews, internship and work-study offers',
      ),
    ]),
    accordion(t('Questions pratiques', 'Practical questions'), [
      [
        t('Qui contacter avant mon arrivée ?', 'Who should I contact before I arrive?'),
        t(
          'Votre conseiller admissions reste votre interlocuteur jusqu’à votre arrivée. Vous pouvez aussi vous rendre dans le bureau Horizon de votre pays.',
          'Your admissions adviser remains your contact until you arrive. You can also visit the Horizon office in your country.',
        ),
      ],
      [
        t('Existe-t-il un accompagnement en cas de difficulté ?', 'Is there support if I run into difficulties?'),
        t(
          'Oui. Chaque campus dispose d’un référent vie étudiante et d’un accès gratuit à une psychologue. Une ligne d’écoute est ouverte 24 h/24.',
          'Yes. Every campus has a student life officer and free access to a psychologist. A helpline is open 24/7.',
        ),
      ],
      [
        t('Les étudiants en situation de handicap sont-ils accompagnés ?', 'Are students with disabilities supported?'),
        t(
          'Un référent handicap adapte vos conditions d’études et d’examens. Contactez-le dès votre admission pour préparer votre arrivée.',
          'A disability officer adapts your study and exam conditions. Contact them as soon as you are admitted to prepare your arrival.',
        ),
      ],
    ]),
    video(
      t('La semaine d’intégration en images', 'Induction week in pictures'),
      t(
        'Ateliers pratiques, visites de la ville et rencontres : les premiers jours sur le campus.',
        'Practical workshops, city tours and meetings: the first days on campus.',
      ),
      'accompagnement/semaine-integration',
      'landing:support',
    ),
    faq('housing', t('Vos questions sur le logement', 'Your questions about housing')),
  ],
  articles: [],
};

export const TESTIMONIALS_LANDING: LandingSeed = {
  key: 'testimonials',
  title: t('Témoignages', 'Testimonials'),
  slug: t('temoignages', 'testimonials'),
  image: 'landing:testimonials',
  intro: t(
    'Ils sont venus du Maroc, du Viêt Nam, du Brésil ou du Cameroun. Étudiants et diplômés racontent leur expérience dans les écoles du réseau.',
    'They came from Morocco, Vietnam, Brazil or Cameroon. Students and graduates talk about their experience in the network’s schools.',
  ),
  blocks: [
    title(t('Ils racontent leur parcours', 'In their own words')),
    quote(
      t(
        'Je suis arrivée à Lyon sans connaître personne. Trois ans plus tard, je travaille comme data analyst dans l’entreprise où j’ai fait mon alternance.',
        'I arrived in Lyon without knowing anyone. Three years later, I work as a data analyst at the company where I did my work-study.',
      ),
      'Salma E.',
      t('Maroc – Bachelor Data analytics, Institut Kerlys', 'Morocco – Bachelor in Data Analytics, Kerlys Institute'),
    ),
    quote(
      t(
        'Les stages à l’étranger ont tout changé : après Nice, j’ai passé six mois dans un hôtel à Singapour. Aujourd’hui je suis cheffe de réception à Paris.',
        'The internships abroad changed everything: after Nice, I spent six months in a hotel in Singapore. Today I am front office manager in Paris.',
      ),
      'Linh N.',
      t(
        'Viêt Nam – Bachelor Management de l’hôtellerie internationale',
        'Vietnam – Bachelor in International Hospitality Management',
      ),
    ),
    quote(
      t(
        'Le MSc en anglais m’a permis de commencer sans parler français. Les cours de FLE m’ont ensuite aidé à décrocher un poste à Toulouse.',
        'The English-taught MSc let me start without speaking French. The French classes then helped me land a job in Toulouse.',
      ),
      'Rafael S.',
      t('Brésil – MSc Renewable Energy, Institut Verdanne', 'Brazil – MSc in Renewable Energy, Verdanne Institute'),
    ),
    quote(
      t(
        'Mon conseiller du bureau de Douala m’a aidé à préparer l’entretien Campus France. Le jour de mon arrivée, quelqu’un m’attendait à la gare.',
        'My adviser at the Douala office helped me prepare the Campus France interview. The day I arrived, someone was waiting for me at the station.',
      ),
      'Brice T.',
      t(
        'Cameroun – Bachelor Supply chain et logistique, École Navéo',
        'Cameroon – Bachelor in Supply Chain and Logistics, Navéo School',
      ),
    ),
    video(
      t('Trois étudiants, trois parcours', 'Three students, three journeys'),
      t(
        'Une journée avec des étudiants internationaux à Paris, Marseille et Rennes.',
        'A day with international students in Paris, Marseille and Rennes.',
      ),
      'temoignages/trois-parcours',
      'landing:testimonials',
    ),
    cards('live', 3, t('Posez vos questions en direct', 'Ask your questions live')),
  ],
  articles: [],
};
