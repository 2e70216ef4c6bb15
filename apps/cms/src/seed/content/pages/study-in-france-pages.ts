import { t } from '../../bilingual';
import type { ArticleSeed, LandingSeed } from './landing-types';
import { accordion, badge, cards, checklist, faq, richText, title, video } from './page-blocks';

const STUDENT_VISA: ArticleSeed = {
  key: 'student-visa',
  title: t('Le visa étudiant', 'The student visa'),
  slug: t('visa-etudiant', 'student-visa'),
  excerpt: t(
    'Procédure Études en France, visa long séjour, validation à l’arrivée : les étapes pour venir étudier en France en toute légalité.',
    'The Études en France procedure, long-stay visa and validation on arrival: the steps to come and study in France legally.',
  ),
  blocks: [
    title(t('Obtenir son visa étudiant', 'Getting your student visa')),
    richText(
      t(
        `Pour suivre une formation de plus de six mois en France, les étudiants non européens doivent obtenir un **visa long séjour valant titre de séjour (VLS-TS) « étudiant »**.

Si vous résidez dans l’un des pays couverts par la procédure **Études en France**, votre demande commence sur la plateforme Campus France : vous y déposez votre dossier, passez un entretien pédagogique, puis prenez rendez-vous au consulat.`,
        `To follow a programme of more than six months in France, non-European students must obtain a **long-stay student visa equivalent to a residence permit (VLS-TS “étudiant”)**.

If you live in one of the countries covered by the **Études en France** procedure, your application starts on the Campus France platform: you submit your file, attend an academic interview, then book an appointment at the consulate.`,
      ),
    ),
    checklist(t('Les documents à préparer', 'Documents to prepare'), [
      t('Passeport valide pendant toute la durée du séjour', 'Passport valid for the whole stay'),
      t('Lettre d’admission définitive de l’école', 'Final admission letter from the school'),
      t('Justificatif de ressources (au moins 615 € par mois)', 'Proof of funds (at least €615 a month)'),
      t('Justificatif d’hébergement pour les premiers mois', 'Proof of accommodation for the first months'),
      t('Diplômes et relevés de notes traduits', 'Translated diplomas and transcripts'),
    ]),
    accordion(t('Après l’arrivée', 'After you arrive'), [
      [
        t('Valider son visa', 'Validating your visa'),
        t(
          'Dans les trois mois suivant votre arrivée, validez votre VLS-TS en ligne et payez la taxe correspondante.',
          'Within three months of arriving, validate your VLS-TS online and pay the related fee.',
        ),
      ],
      [
        t('Renouveler son titre de séjour', 'Renewing your residence permit'),
        t(
          'Deux mois avant l’expiration, demandez un titre de séjour pluriannuel en ligne, avec votre certificat de scolarité.',
          'Two months before it expires, apply online for a multi-year residence permit with your certificate of enrolment.',
        ),
      ],
    ]),
    faq('visa', t('Questions fréquentes sur le visa', 'Frequently asked questions about visas')),
  ],
};

const ACCOMMODATION: ArticleSeed = {
  key: 'accommodation',
  title: t('Se loger', 'Finding accommodation'),
  slug: t('logement-etudiant', 'student-accommodation'),
  excerpt: t(
    'Résidences partenaires, colocation, aides au logement et garant : comment trouver un logement adapté à votre budget.',
    'Partner residences, flat shares, housing benefit and guarantors: how to find accommodation that fits your budget.',
  ),
  blocks: [
    title(t('Trouver un logement étudiant', 'Finding student accommodation')),
    richText(
      t(
        `Chaque campus du réseau dispose de places réservées dans des **résidences partenaires** situées à moins de vingt minutes. Les studios meublés coûtent de 480 à 690 € par mois selon la ville, charges comprises.

Vous pouvez aussi opter pour la colocation ou la location d’un studio auprès d’un particulier. Le service logement de votre campus vérifie les annonces et vous aide à comprendre le bail.`,
        `Every campus in the network has places reserved in **partner residences** less than twenty minutes away. Furnished studios cost €480 to €690 a month depending on the city, bills included.

You can also choose a flat share or rent a studio from a private landlord. Your campus’s housing service checks listings and helps you understand the lease.`,
      ),
    ),
    checklist(t('Pour louer, vous aurez besoin de', 'To rent, you will need'), [
      t('Une pièce d’identité et votre visa', 'ID and your visa'),
      t('Votre certificat de scolarité ou lettre d’admission', 'Your certificate of enrolment or admission letter'),
      t(
        'Un garant ou la caution locative gratuite de l’État (Visale)',
        'A guarantor or the free state rental guarantee (Visale)',
      ),
      t('Une assurance habitation', 'Home insurance'),
    ]),
    badge(
      t(
        'Aides au logement (APL) accessibles aux étudiants internationaux',
        'Housing benefit (APL) available to international students',
      ),
      'highlight',
    ),
    faq('housing', t('Vos questions sur le logement', 'Your questions about housing')),
  ],
};

const COST_OF_LIVING: ArticleSeed = {
  key: 'cost-of-living',
  title: t('Le coût de la vie', 'The cost of living'),
  slug: t('cout-de-la-vie', 'cost-of-living'),
  excerpt: t(
    'Logement, transport, alimentation : le budget mensuel d’un étudiant en France, ville par ville.',
    'Housing, transport, food: a student’s monthly budget in France, city by city.',
  ),
  blocks: [
    title(t('Quel budget prévoir ?', 'What budget should you plan?')),
    richText(
      t(
        `Hors frais de scolarité, un étudiant dépense en moyenne **de 850 à 1 200 € par mois** en France. Paris et Nice sont les villes les plus chères ; Lille, Rennes ou Toulouse permettent de vivre avec un budget plus modeste.

| Poste | Paris | Autres grandes villes |
| --- | --- | --- |
| Logement | 650 à 900 € | 420 à 600 € |
| Alimentation | 250 € | 220 € |
| Transports | 44 € | 25 à 35 € |
| Téléphone et internet | 25 € | 25 € |
| Loisirs et divers | 120 € | 100 € |

Les étudiants bénéficient de nombreuses réductions : restaurants universitaires, abonnements de transport, musées et cinémas.

Le budget d’une année pour votre formation et votre campus, frais de scolarité et démarches compris : [calculez-le](/cout-des-etudes).`,
        `Excluding tuition fees, a student spends on average **€850 to €1,200 a month** in France. Paris and Nice are the most expensive cities; Lille, Rennes or Toulouse let you live on a smaller budget.

| Item | Paris | Other large cities |
| --- | --- | --- |
| Housing | €650 to €900 | €420 to €600 |
| Food | €250 | €220 |
| Transport | €44 | €25 to €35 |
| Phone and internet | €25 | €25 |
| Leisure and other | €120 | €100 |

Students enjoy many discounts: university restaurants, transport passes, museums and cinemas.

A year's budget for your course and campus, tuition and formalities included: [work it out](/en/cost-of-studying).`,
      ),
    ),
    checklist(t('Nos conseils pour maîtriser son budget', 'Our tips to manage your budget'), [
      t('Demander les aides au logement dès votre arrivée', 'Apply for housing benefit as soon as you arrive'),
      t('Prendre un abonnement de transport étudiant', 'Get a student transport pass'),
      t('Déjeuner dans les restaurants universitaires partenaires', 'Have lunch in partner university restaurants'),
      t('Prévoir un mois de dépenses d’avance pour l’installation', 'Keep one month of expenses aside for settling in'),
    ]),
    faq('fees', t('Questions sur les frais', 'Questions about fees')),
  ],
};

const HEALTH_INSURANCE: ArticleSeed = {
  key: 'health-insurance',
  title: t('L’assurance santé', 'Health insurance'),
  slug: t('assurance-sante', 'health-insurance'),
  excerpt: t(
    'Sécurité sociale gratuite, complémentaire santé, médecin traitant : comment être bien couvert pendant vos études.',
    'Free social security, top-up insurance, GP registration: how to be well covered during your studies.',
  ),
  blocks: [
    title(t('Se soigner en France', 'Healthcare in France')),
    richText(
      t(
        `L’inscription à la **sécurité sociale** est gratuite et obligatoire pour les étudiants non européens. Elle se fait en ligne dès votre arrivée et rembourse environ 70 % des frais de santé courants.

Pour compléter ces remboursements, nous recommandons une **complémentaire santé** (mutuelle). Les étudiants aux ressources modestes peuvent bénéficier de la complémentaire santé solidaire, gratuite ou à moins d’un euro par jour.

Les étudiants européens conservent leur carte européenne d’assurance maladie pendant leurs études.`,
        `Registering with **social security** is free and compulsory for non-European students. It is done online as soon as you arrive and reimburses around 70% of everyday healthcare costs.

To top up these reimbursements, we recommend a **complementary health insurance** (mutuelle). Students on low incomes can get the solidarity top-up cover, free or for less than one euro a day.

European students keep their European Health Insurance Card during their studies.`,
      ),
    ),
    checklist(t('Les étapes', 'The steps'), [
      t(
        'S’inscrire sur le site de l’Assurance maladie pour les étudiants étrangers',
        'Register on the health insurance website for international students',
      ),
      t('Choisir un médecin traitant près de chez vous', 'Choose a GP near where you live'),
      t('Souscrire une complémentaire santé', 'Take out top-up health insurance'),
      t('Commander votre carte Vitale', 'Order your Carte Vitale'),
    ]),
  ],
};

const WORKING_WHILE_STUDYING: ArticleSeed = {
  key: 'working-while-studying',
  title: t('Travailler pendant ses études', 'Working while studying'),
  slug: t('travailler-pendant-ses-etudes', 'working-while-studying'),
  excerpt: t(
    'Job étudiant, stage, alternance : ce que permet le titre de séjour étudiant et comment concilier travail et réussite.',
    'Student jobs, internships, work-study: what the student residence permit allows and how to combine work and success.',
  ),
  blocks: [
    title(
      t('Travailler en France avec un titre de séjour étudiant', 'Working in France on a student residence permit'),
    ),
    richText(
      t(
        `Le titre de séjour étudiant autorise une activité salariée de **964 heures par an**, soit environ 20 heures par semaine. Aucune démarche supplémentaire n’est nécessaire : votre employeur déclare simplement votre embauche.

Les stages prévus par votre formation ne sont pas comptés dans ce plafond. L’alternance, elle, relève d’un contrat de travail : elle est possible si votre titre de séjour vous y autorise, généralement après une première année d’études en France.`,
        `The student residence permit allows paid work of up to **964 hours a year**, about 20 hours a week. No extra formality is needed: your employer simply declares your hiring.

Internships that are part of your programme do not count towards this limit. Work-study is based on an employment contract: it is possible if your residence permit allows it, usually after a first year of study in France.`,
      ),
    ),
    accordion(t('Trouver un emploi étudiant', 'Finding a student job'), [
      [
        t('Où chercher ?', 'Where to look?'),
        t(
          'Le service carrières de votre campus publie chaque semaine des offres compatibles avec les cours : accueil, vente, restauration, soutien scolaire.',
          'Your campus careers service posts job offers compatible with classes every week: reception, retail, catering, tutoring.',
        ),
      ],
      [
        t('Combien gagne-t-on ?', 'How much can you earn?'),
        t(
          'Le salaire minimum s’applique à tous les étudiants, quelle que soit leur nationalité.',
          'The minimum wage applies to all students, whatever their nationality.',
        ),
      ],
    ]),
    cards('course', 6, t('Formations accessibles en alternance', 'Programmes available as work-study')),
  ],
};

export const STUDY_IN_FRANCE_LANDING: LandingSeed = {
  key: 'study-in-france',
  title: t('Étudier en France', 'Study in France'),
  slug: t('etudier-en-france', 'study-in-france'),
  image: 'landing:study-in-france',
  intro: t(
    'Visa, logement, budget, santé, travail : tout ce qu’il faut savoir pour préparer votre arrivée et bien vivre vos études en France.',
    'Visa, housing, budget, health, work: everything you need to know to prepare your arrival and enjoy your studies in France.',
  ),
  blocks: [
    title(t('Préparer son arrivée en France', 'Preparing your arrival in France')),
    richText(
      t(
        `La France accueille chaque année plus de 400 000 étudiants internationaux. Qualité des formations, diplômes reconnus en Europe, coût des études raisonnable et richesse culturelle en font l’une des premières destinations au monde.

Nos guides pratiques vous accompagnent dans les démarches, de la demande de visa à votre installation.`,
        `France welcomes more than 400,000 international students every year. High-quality programmes, degrees recognised across Europe, reasonable costs and a rich culture make it one of the world’s leading study destinations.

Our practical guides walk you through the formalities, from applying for a visa to settling in.`,
      ),
    ),
    cards('article', 5, t('Nos guides pratiques', 'Our practical guides')),
    video(
      t('Arriver en France : le mode d’emploi', 'Arriving in France: a how-to'),
      t(
        'Les démarches des premières semaines expliquées par nos conseillers.',
        'Our advisers explain the formalities of your first weeks.',
      ),
      'etudier-en-france/arriver-en-france',
      'landing:study-in-france',
    ),
    faq('visa', t('Questions fréquentes', 'Frequently asked questions')),
  ],
  articles: [STUDENT_VISA, ACCOMMODATION, COST_OF_LIVING, HEALTH_INSURANCE, WORKING_WHILE_STUDYING],
};
