import { t, type Bilingual } from '../bilingual';

export const FAQ_CATEGORIES = {
  admission: t('Admission', 'Admission'),
  visa: t('Visa', 'Visa'),
  housing: t('Logement', 'Housing'),
  fees: t('Frais', 'Fees'),
  degrees: t('Diplômes', 'Degrees'),
} as const;
export type FaqCategory = keyof typeof FAQ_CATEGORIES;

export interface FaqSeed {
  category: FaqCategory;
  question: Bilingual<string>;
  answer: Bilingual<string>;
}

export const FAQS: readonly FaqSeed[] = [
  {
    category: 'admission',
    question: t('Comment candidater à une formation du réseau ?', 'How do I apply for a programme in the network?'),
    answer: t(
      'La candidature se fait en ligne depuis la page de la formation, en cliquant sur **Candidater**. Vous créez votre espace, déposez vos documents (relevés de notes, CV, lettre de motivation) puis choisissez un créneau d’entretien. La candidature est gratuite.',
      'Apply online from the programme page by clicking **Apply**. You create your account, upload your documents (transcripts, CV, cover letter) and then book an interview slot. Applying is free of charge.',
    ),
  },
  {
    category: 'admission',
    question: t(
      'Quel niveau de français faut-il pour étudier dans vos écoles ?',
      'What level of French do I need to study at your schools?',
    ),
    answer: t(
      'Pour les formations enseignées en français, le niveau **B2** est requis (DELF, DALF ou TCF). Un score TCF < 400 ne suffit pas. Si vous n’avez pas de certificat, l’école vous fait passer un test de positionnement. Les MSc et MBA enseignés en anglais ne demandent aucun prérequis en français.',
      'For programmes taught in French, you need level **B2** (DELF, DALF or TCF). A TCF score < 400 is not enough. If you have no certificate, the school will give you a placement test. The English-taught MSc and MBA programmes require no French at all.',
    ),
  },
  {
    category: 'admission',
    question: t('Puis-je intégrer directement la 2e ou la 3e année ?', 'Can I enter directly into year 2 or 3?'),
    answer: t(
      'Oui. Les Bachelors sont accessibles en 2e année avec un Bac+1 validé et en 3e année avec un Bac+2 (BTS, DUT, licence 2 ou diplôme étranger équivalent). Les Mastères sont accessibles en 2e année avec un Bac+4. Le jury étudie la cohérence de votre parcours.',
      'Yes. Bachelors can be joined in year 2 with one year of higher education and in year 3 with two years (BTS, licence 2 or an equivalent foreign qualification). Master’s programmes can be joined in year 2 with four years of higher education. The panel looks at how well your studies fit the programme.',
    ),
  },
  {
    category: 'admission',
    question: t('Quand vais-je recevoir la réponse du jury ?', 'When will I hear back from the panel?'),
    answer: t(
      'Vous recevez une réponse **sous trois semaines** après votre entretien. En cas d’admission, une lettre d’admission conditionnelle vous est envoyée, puis une lettre définitive dès réception de votre diplôme et du premier acompte.',
      'You receive an answer **within three weeks** of your interview. If you are admitted, you will receive a conditional admission letter, then a final letter once we receive your diploma and the first deposit.',
    ),
  },
  {
    category: 'visa',
    question: t('Dois-je passer par Campus France ?', 'Do I have to go through Campus France?'),
    answer: t(
      'Si vous résidez dans l’un des pays concernés par la procédure **Études en France**, elle est obligatoire avant toute demande de visa. Nos écoles sont référencées sur la plateforme : ajoutez-y la formation choisie, puis passez l’entretien pédagogique auprès de l’Espace Campus France de votre pays.',
      'If you live in one of the countries covered by the **Études en France** procedure, you must complete it before applying for a visa. Our schools are listed on the platform: add your chosen programme, then attend the academic interview at the Campus France office in your country.',
    ),
  },
  {
    category: 'visa',
    question: t('Quel visa demander pour étudier en France ?', 'Which visa should I apply for to study in France?'),
    answer: t(
      'Pour une formation de plus de six mois, demandez un **visa long séjour valant titre de séjour (VLS-TS) « étudiant »**. Vous devrez le valider en ligne dans les trois mois suivant votre arrivée en France.',
      'For a programme of more than six months, apply for a **long-stay student visa equivalent to a residence permit (VLS-TS “étudiant”)**. You must validate it online within three months of arriving in France.',
    ),
  },
  {
    category: 'visa',
    question: t(
      'Quelles ressources dois-je justifier pour obtenir mon visa ?',
      'How much money must I show to get my visa?',
    ),
    answer: t(
      'Les autorités demandent de justifier d’au moins **615 € par mois** pour la durée de l’année universitaire (bourse, attestation de prise en charge ou relevé bancaire). Le montant peut varier : vérifiez toujours auprès du consulat.',
      'The authorities ask you to show at least **€615 a month** for the academic year (scholarship, sponsorship letter or bank statement). The amount may vary: always check with the consulate.',
    ),
  },
  {
    category: 'visa',
    question: t('Puis-je travailler pendant mes études ?', 'Can I work while studying?'),
    answer: t(
      'Oui. Le titre de séjour étudiant autorise à travailler jusqu’à **964 heures par an**, soit environ 60 % d’un temps plein. Les stages prévus par la formation ne sont pas comptés dans ce plafond.',
      'Yes. The student residence permit allows you to work up to **964 hours a year**, about 60% of full time. Internships that are part of your programme do not count towards this limit.',
    ),
  },
  {
    category: 'housing',
    question: t('L’école m’aide-t-elle à trouver un logement ?', 'Will the school help me find accommodation?'),
    answer: t(
      'Oui. Chaque campus dispose de places réservées dans des résidences partenaires, que vous pouvez réserver depuis votre espace candidat dès l’admission définitive. Le service logement vous conseille aussi pour les colocations et les annonces privées.',
      'Yes. Every campus has places reserved in partner residences, which you can book from your applicant portal once your admission is confirmed. The housing service also advises on flat shares and private listings.',
    ),
  },
  {
    category: 'housing',
    question: t(
      'Je n’ai pas de garant en France. Comment faire ?',
      'I don’t have a guarantor in France. What can I do?',
    ),
    answer: t(
      'Vous pouvez demander une **caution locative gratuite de l’État** (dispositif Visale), ouverte aux étudiants internationaux. Les résidences partenaires du réseau acceptent aussi un dispositif de caution solidaire.',
      'You can apply for the **free state rental guarantee** (Visale scheme), which is open to international students. The network’s partner residences also accept a rental guarantee scheme.',
    ),
  },
  {
    category: 'housing',
    question: t('Ai-je droit aux aides au logement ?', 'Am I entitled to housing benefit?'),
    answer: t(
      'Les étudiants internationaux titulaires d’un titre de séjour valide peuvent bénéficier des **aides personnalisées au logement (APL)** versées par la CAF. Le montant dépend du loyer, de la ville et de vos ressources.',
      'International students with a valid residence permit can receive **personal housing assistance (APL)** paid by the CAF. The amount depends on your rent, the city and your income.',
    ),
  },
  {
    category: 'fees',
    question: t('Combien coûtent les études dans le réseau ?', 'How much does studying in the network cost?'),
    answer: t(
      'Les frais de scolarité vont de **6 600 € à 16 700 € par an** selon le niveau et la formation. Le montant exact figure dans les chiffres clés de chaque formation, avec un tarif Union européenne et un tarif international.',
      'Tuition fees range from **€6,600 to €16,700 a year** depending on the level and the programme. The exact amount is shown in each programme’s key facts, with an EU rate and an international rate.',
    ),
  },
  {
    category: 'fees',
    question: t('Puis-je payer en plusieurs fois ?', 'Can I pay in instalments?'),
    answer: t(
      'Oui : en une fois, en trois fois ou en dix mensualités sans frais. Un acompte de 1 500 € est demandé pour confirmer votre inscription ; il est remboursé en cas de refus de visa, sur justificatif.',
      'Yes: in one payment, three instalments or ten monthly payments at no extra cost. A €1,500 deposit confirms your enrolment; it is refunded if your visa is refused, on proof.',
    ),
  },
  {
    category: 'fees',
    question: t(
      'Existe-t-il des bourses pour les étudiants internationaux ?',
      'Are there scholarships for international students?',
    ),
    answer: t(
      'Le réseau attribue chaque année des **bourses d’excellence** couvrant de 20 à 50 % des frais de scolarité, sur dossier et après l’entretien. Renseignez-vous aussi auprès des gouvernements et fondations de votre pays.',
      'Each year the network awards **excellence scholarships** covering 20 to 50% of tuition fees, based on your application and interview. Also check with your country’s government and foundations.',
    ),
  },
  {
    category: 'fees',
    question: t('Que se passe-t-il si je suis en alternance ?', 'What happens if I do a work-study programme?'),
    answer: t(
      'En contrat d’apprentissage, vos frais de scolarité sont **pris en charge** par l’entreprise et les organismes de financement, et vous percevez un salaire. Vous n’avez rien à payer à l’école.',
      'On an apprenticeship contract, your tuition fees are **covered** by the company and funding bodies, and you earn a salary. You pay nothing to the school.',
    ),
  },
  {
    category: 'degrees',
    question: t('Vos diplômes sont-ils reconnus par l’État ?', 'Are your degrees recognised by the French State?'),
    answer: t(
      'Les Bachelors et Mastères mènent à des **titres inscrits au RNCP** (Répertoire national des certifications professionnelles), de niveau 6 ou 7, reconnus par l’État. Les BTS sont des diplômes nationaux de niveau 5.',
      'Bachelors and Master’s programmes lead to **certifications listed in the RNCP** (the French national register of professional certifications), at level 6 or 7, recognised by the State. BTS programmes are level 5 national diplomas.',
    ),
  },
  {
    category: 'degrees',
    question: t(
      'Quelle différence entre un Mastère et un master ?',
      'What is the difference between a Mastère and a master’s degree?',
    ),
    answer: t(
      'Le **master** est un diplôme national délivré par les universités. Le **Mastère** de nos écoles est un titre RNCP de niveau 7 (Bac+5), reconnu par l’État et construit avec les entreprises. Les deux donnent accès aux mêmes niveaux d’emploi.',
      'The **master** is a national degree awarded by universities. Our schools’ **Mastère** is a level 7 RNCP certification (Bac+5), recognised by the State and designed with employers. Both give access to the same levels of employment.',
    ),
  },
  {
    category: 'degrees',
    question: t('Mon diplôme sera-t-il reconnu dans mon pays ?', 'Will my degree be recognised in my country?'),
    answer: t(
      'Les crédits **ECTS** et le niveau européen de nos titres facilitent leur reconnaissance à l’étranger. Les règles dépendent de chaque pays : nos bureaux vous indiquent les démarches d’équivalence auprès des autorités locales.',
      'The **ECTS** credits and European level of our certifications make them easier to recognise abroad. Rules differ from country to country: our offices will explain the equivalence procedure with your local authorities.',
    ),
  },
];
