import { t } from '../../bilingual';
import { bloc, type CourseFamily } from './family';

export const BUSINESS_FAMILIES: CourseFamily[] = [
  {
    key: 'international-trade',
    category: 'business',
    school: 'ABS',
    topic: t('Commerce international', 'International Business'),
    short: t('Commerce international', 'International Business'),
    offers: [
      {
        degree: 'bts',
        topic: t('Commerce international', 'International Trade'),
        short: t('Commerce international', 'International Trade'),
      },
      { degree: 'bachelor' },
      { degree: 'mastere', language: 'en' },
    ],
    pitch: t(
      'Apprenez à développer les ventes d’une entreprise à l’export, de l’étude de marché à la négociation et à la logistique des opérations.',
      'Learn to grow a company’s export sales, from market research to negotiation and the logistics of international operations.',
    ),
    highlights: [
      t('Projet export réel pour une PME partenaire', 'Real export project for a partner SME'),
      t(
        'Deux langues étrangères et un semestre possible à l’étranger',
        'Two foreign languages and an optional semester abroad',
      ),
      t(
        'Simulation de négociation avec des acheteurs internationaux',
        'Negotiation simulation with international buyers',
      ),
    ],
    skillBlocs: [
      bloc(t('Analyser les marchés étrangers', 'Analyse foreign markets'), [
        t('Conduire une veille commerciale et concurrentielle', 'Run market and competitor intelligence'),
        t('Évaluer le risque pays', 'Assess country risk'),
        t('Construire un plan d’action export', 'Build an export action plan'),
      ]),
      bloc(t('Prospecter et négocier à l’international', 'Prospect and negotiate internationally'), [
        t('Identifier et qualifier des prospects', 'Identify and qualify leads'),
        t('Négocier en anglais et dans une seconde langue', 'Negotiate in English and a second language'),
        t('Adapter son approche aux cultures d’affaires', 'Adapt to different business cultures'),
      ]),
      bloc(t('Gérer les opérations import-export', 'Manage import-export operations'), [
        t('Choisir les Incoterms et le mode de transport', 'Choose Incoterms and transport modes'),
        t('Sécuriser les paiements internationaux', 'Secure international payments'),
        t('Préparer les formalités douanières', 'Prepare customs formalities'),
      ]),
      bloc(t('Piloter la performance commerciale', 'Steer sales performance'), [
        t('Suivre un portefeuille de clients étrangers', 'Manage a portfolio of foreign accounts'),
        t('Analyser la rentabilité par marché', 'Analyse profitability by market'),
        t('Animer un réseau d’agents et de distributeurs', 'Lead a network of agents and distributors'),
      ]),
    ],
    modules: [
      t('Économie et géopolitique des échanges', 'Economics and geopolitics of trade'),
      t('Marketing international', 'International marketing'),
      t('Techniques du commerce international', 'International trade techniques'),
      t('Droit des contrats internationaux', 'International contract law'),
      t('Prospection et négociation export', 'Export prospecting and negotiation'),
      t('Logistique et douane', 'Logistics and customs'),
      t('Finance internationale et moyens de paiement', 'International finance and payment methods'),
      t('Stratégie de développement à l’international', 'International growth strategy'),
    ],
    expertModules: [
      t('Stratégie des firmes multinationales', 'Multinational corporate strategy'),
      t('Global sourcing et chaînes de valeur', 'Global sourcing and value chains'),
      t('Gestion des risques internationaux', 'International risk management'),
      t('Négociation interculturelle avancée', 'Advanced cross-cultural negotiation'),
    ],
    careers: [
      t('Assistant(e) import-export', 'Import-export assistant'),
      t('Commercial(e) export', 'Export sales representative'),
      t('Chargé(e) de développement international', 'International business developer'),
      t('Responsable de zone export', 'Export area manager'),
      t('Acheteur(euse) international(e)', 'International buyer'),
      t('Directeur(trice) des ventes internationales', 'International sales director'),
    ],
    workStudyRole: t('assistant(e) export dans une PME', 'export assistant in an SME'),
  },
  {
    key: 'entrepreneurship',
    category: 'business',
    school: 'ABS',
    topic: t('Entrepreneuriat et management de PME', 'Entrepreneurship and SME Management'),
    short: t('Entrepreneuriat', 'Entrepreneurship'),
    offers: [
      { degree: 'bachelor' },
      { degree: 'mba', topic: t('Entrepreneuriat et innovation', 'Entrepreneurship and Innovation'), language: 'en' },
    ],
    pitch: t(
      'Transformez une idée en entreprise viable : modèle économique, financement, premiers clients et recrutement de votre équipe.',
      'Turn an idea into a viable company: business model, funding, first customers and hiring your team.',
    ),
    highlights: [
      t('Incubateur de l’école ouvert dès la première année', 'School incubator open from the first year'),
      t('Pitch devant un jury d’investisseurs', 'Pitch in front of a panel of investors'),
      t('Mentorat par des chefs d’entreprise du réseau', 'Mentoring by business owners from the network'),
    ],
    skillBlocs: [
      bloc(t('Concevoir un projet entrepreneurial', 'Design a business venture'), [
        t('Tester une idée auprès de ses futurs clients', 'Test an idea with future customers'),
        t('Construire un business model', 'Build a business model'),
        t('Rédiger un business plan', 'Write a business plan'),
      ]),
      bloc(t('Financer et structurer l’entreprise', 'Fund and structure the company'), [
        t('Choisir un statut juridique', 'Choose a legal structure'),
        t('Bâtir un prévisionnel financier', 'Build a financial forecast'),
        t('Solliciter banques, aides publiques et investisseurs', 'Approach banks, public funding and investors'),
      ]),
      bloc(t('Développer l’activité', 'Grow the business'), [
        t('Mettre en place une stratégie commerciale', 'Set up a sales strategy'),
        t('Acquérir des clients en ligne', 'Acquire customers online'),
        t('Piloter la trésorerie au quotidien', 'Manage cash flow day to day'),
      ]),
      bloc(t('Manager une PME', 'Manage an SME'), [
        t('Recruter et fidéliser les premiers salariés', 'Hire and retain the first employees'),
        t('Organiser les processus internes', 'Organise internal processes'),
        t('Préparer une levée de fonds ou une reprise', 'Prepare a fundraising or a takeover'),
      ]),
    ],
    modules: [
      t('Fondamentaux de la gestion d’entreprise', 'Business management fundamentals'),
      t('Créativité et design thinking', 'Creativity and design thinking'),
      t('Comptabilité et analyse financière', 'Accounting and financial analysis'),
      t('Droit des sociétés', 'Company law'),
      t('Marketing de lancement', 'Go-to-market marketing'),
      t('Financement de l’innovation', 'Funding innovation'),
      t('Management d’équipe en PME', 'Team management in SMEs'),
      t('Reprise et transmission d’entreprise', 'Business takeover and succession'),
    ],
    expertModules: [
      t('Venture capital et levée de fonds', 'Venture capital and fundraising'),
      t('Scale-up et croissance internationale', 'Scale-up and international growth'),
      t('Innovation ouverte et intrapreneuriat', 'Open innovation and intrapreneurship'),
      t('Gouvernance et pacte d’associés', 'Governance and shareholder agreements'),
    ],
    careers: [
      t('Créateur(trice) d’entreprise', 'Company founder'),
      t('Chargé(e) de développement en PME', 'SME business developer'),
      t('Chef de projet innovation', 'Innovation project manager'),
      t('Repreneur(euse) d’entreprise', 'Business acquirer'),
      t('Directeur(trice) général(e) de PME', 'SME managing director'),
      t('Chargé(e) d’affaires en capital-risque', 'Venture capital associate'),
    ],
    workStudyRole: t('assistant(e) de direction dans une start-up', 'assistant to the founders of a start-up'),
    admissionExtra: t(
      'Présentation d’une idée de projet (5 minutes) lors de l’entretien',
      'A 5-minute presentation of a business idea during the interview',
    ),
  },
  {
    key: 'sales',
    category: 'business',
    school: 'ABS',
    topic: t('Business development', 'Business Development'),
    short: t('Business development', 'Business Development'),
    offers: [
      {
        degree: 'bts',
        topic: t('Négociation et digitalisation de la relation client', 'Sales and Digital Customer Relations'),
        short: t('NDRC', 'Sales and Customer Relations'),
      },
      { degree: 'bachelor' },
    ],
    pitch: t(
      'Devenez un commercial complet, capable de prospecter, de négocier et de fidéliser des clients en combinant terrain et outils numériques.',
      'Become a well-rounded salesperson, able to prospect, negotiate and retain customers by combining field work and digital tools.',
    ),
    highlights: [
      t('Challenges de vente avec des entreprises partenaires', 'Sales challenges with partner companies'),
      t('Maîtrise d’un CRM et des outils de social selling', 'Hands-on CRM and social selling tools'),
      t('Jeux de rôle filmés et débriefés', 'Filmed and debriefed role plays'),
    ],
    skillBlocs: [
      bloc(t('Prospecter et générer des opportunités', 'Prospect and generate opportunities'), [
        t('Cibler et qualifier un fichier de prospects', 'Target and qualify a prospect list'),
        t(
          'Prospecter par téléphone et sur les réseaux professionnels',
          'Prospect by phone and on professional networks',
        ),
        t('Organiser ses tournées commerciales', 'Plan sales rounds'),
      ]),
      bloc(t('Négocier et conclure une vente', 'Negotiate and close a sale'), [
        t('Découvrir les besoins du client', 'Uncover customer needs'),
        t('Argumenter et traiter les objections', 'Argue and handle objections'),
        t('Rédiger une proposition commerciale', 'Write a sales proposal'),
      ]),
      bloc(t('Animer la relation client omnicanale', 'Run omnichannel customer relations'), [
        t('Animer une communauté de clients', 'Engage a customer community'),
        t('Gérer la relation client dans un CRM', 'Manage customer relations in a CRM'),
        t('Mesurer la satisfaction et la fidélité', 'Measure satisfaction and loyalty'),
      ]),
      bloc(t('Développer un portefeuille grands comptes', 'Develop a key accounts portfolio'), [
        t('Élaborer un plan de compte', 'Build an account plan'),
        t('Piloter un cycle de vente complexe', 'Lead a complex sales cycle'),
        t('Analyser ses résultats et ses marges', 'Analyse results and margins'),
      ]),
    ],
    modules: [
      t('Culture économique et commerciale', 'Business and economic culture'),
      t('Techniques de prospection', 'Prospecting techniques'),
      t('Négociation commerciale', 'Sales negotiation'),
      t('Relation client digitale et CRM', 'Digital customer relations and CRM'),
      t('Social selling et marketing automation', 'Social selling and marketing automation'),
      t('Gestion de la relation grands comptes', 'Key account management'),
      t('Droit commercial et conditions de vente', 'Commercial law and terms of sale'),
      t('Management d’une équipe commerciale', 'Managing a sales team'),
    ],
    careers: [
      t('Conseiller(ère) de vente', 'Sales adviser'),
      t('Commercial(e) terrain', 'Field sales representative'),
      t('Chargé(e) de clientèle', 'Account executive'),
      t('Business developer', 'Business developer'),
      t('Key account manager', 'Key account manager'),
      t('Responsable commercial(e)', 'Sales manager'),
    ],
    workStudyRole: t('commercial(e) sédentaire ou terrain', 'inside or field sales representative'),
  },
  {
    key: 'human-resources',
    category: 'business',
    school: 'TAL',
    topic: t('Ressources humaines', 'Human Resources'),
    short: t('Ressources humaines', 'Human Resources'),
    offers: [
      { degree: 'bachelor' },
      {
        degree: 'mastere',
        topic: t('Management des ressources humaines', 'Human Resources Management'),
        short: t('Management RH', 'HR Management'),
      },
    ],
    pitch: t(
      'Maîtrisez l’ensemble de la fonction RH : recrutement, administration du personnel, formation, relations sociales et qualité de vie au travail.',
      'Master the whole HR function: recruitment, personnel administration, training, employee relations and workplace well-being.',
    ),
    highlights: [
      t(
        'Diagnostic RH réalisé pour une organisation partenaire',
        'HR diagnosis carried out for a partner organisation',
      ),
      t('Logiciels SIRH utilisés en cours', 'HRIS software used in class'),
      t('Cas pratiques de droit du travail français', 'Practical cases in French employment law'),
    ],
    skillBlocs: [
      bloc(t('Recruter et intégrer', 'Recruit and onboard'), [
        t('Définir un besoin et rédiger une offre', 'Define a need and write a job ad'),
        t('Mener un entretien de recrutement', 'Conduct a recruitment interview'),
        t('Organiser l’intégration des nouveaux salariés', 'Organise the onboarding of new employees'),
      ]),
      bloc(t('Administrer le personnel', 'Administer personnel'), [
        t(
          'Appliquer le droit du travail et la convention collective',
          'Apply employment law and collective agreements',
        ),
        t('Préparer les éléments de paie', 'Prepare payroll data'),
        t('Gérer les contrats et les absences', 'Manage contracts and absences'),
      ]),
      bloc(t('Développer les compétences', 'Develop skills'), [
        t('Construire le plan de développement des compétences', 'Build the skills development plan'),
        t('Conduire les entretiens professionnels', 'Conduct career review interviews'),
        t('Mettre en place une GEPP', 'Set up strategic workforce planning'),
      ]),
      bloc(t('Accompagner les relations sociales', 'Support employee relations'), [
        t('Préparer les réunions avec le CSE', 'Prepare works council meetings'),
        t('Prévenir les risques psychosociaux', 'Prevent psychosocial risks'),
        t('Piloter les indicateurs sociaux', 'Monitor HR indicators'),
      ]),
    ],
    modules: [
      t('Introduction à la fonction RH', 'Introduction to the HR function'),
      t('Droit du travail', 'Employment law'),
      t('Techniques de recrutement', 'Recruitment techniques'),
      t('Administration du personnel et paie', 'Personnel administration and payroll'),
      t('Formation et développement des compétences', 'Training and skills development'),
      t('Communication interne', 'Internal communication'),
      t('SIRH et données RH', 'HRIS and HR data'),
      t('Relations sociales et dialogue social', 'Employee relations and social dialogue'),
    ],
    expertModules: [
      t('Stratégie RH et transformation des organisations', 'HR strategy and organisational change'),
      t('Rémunération globale et avantages sociaux', 'Total rewards and benefits'),
      t('Négociation collective', 'Collective bargaining'),
      t('People analytics', 'People analytics'),
    ],
    careers: [
      t('Assistant(e) RH', 'HR assistant'),
      t('Chargé(e) de recrutement', 'Recruiter'),
      t('Chargé(e) de formation', 'Training officer'),
      t('Responsable RH de proximité', 'HR business partner'),
      t('Responsable du développement RH', 'HR development manager'),
      t('Directeur(trice) des ressources humaines', 'Human resources director'),
    ],
    workStudyRole: t('chargé(e) de mission RH', 'HR officer'),
  },
  {
    key: 'payroll',
    category: 'business',
    school: 'TAL',
    topic: t('Paie et administration du personnel', 'Payroll and Personnel Administration'),
    short: t('Paie', 'Payroll'),
    offers: [{ degree: 'bachelor' }],
    pitch: t(
      'Devenez l’expert de la paie et des déclarations sociales, un profil rare que les entreprises et les cabinets comptables s’arrachent.',
      'Become an expert in payroll and social security returns, a rare profile that companies and accounting firms compete for.',
    ),
    highlights: [
      t('Pratique intensive sur deux logiciels de paie', 'Intensive practice on two payroll software packages'),
      t('Veille sociale hebdomadaire avec un expert', 'Weekly regulatory watch with an expert'),
      t('Taux d’insertion élevé en cabinet comme en entreprise', 'High job placement in firms and companies'),
    ],
    skillBlocs: [
      bloc(t('Établir les bulletins de paie', 'Produce payslips'), [
        t('Calculer les éléments de salaire', 'Calculate pay items'),
        t('Appliquer les cotisations sociales', 'Apply social contributions'),
        t('Traiter les entrées et les sorties', 'Process hires and departures'),
      ]),
      bloc(t('Réaliser les déclarations sociales', 'File social returns'), [
        t('Produire la déclaration sociale nominative', 'Produce the monthly social return'),
        t('Contrôler les charges sociales', 'Check social charges'),
        t('Répondre aux organismes sociaux', 'Deal with social security bodies'),
      ]),
      bloc(t('Gérer l’administration du personnel', 'Manage personnel administration'), [
        t('Rédiger contrats et avenants', 'Draft contracts and amendments'),
        t('Suivre le temps de travail et les congés', 'Track working time and leave'),
        t('Tenir les registres obligatoires', 'Keep statutory registers'),
      ]),
      bloc(t('Fiabiliser et conseiller', 'Ensure accuracy and advise'), [
        t('Auditer un processus de paie', 'Audit a payroll process'),
        t('Produire des tableaux de bord sociaux', 'Produce HR dashboards'),
        t('Conseiller les managers sur la réglementation', 'Advise managers on regulations'),
      ]),
    ],
    modules: [
      t('Bases du droit social', 'Fundamentals of labour law'),
      t('Technique de la paie', 'Payroll techniques'),
      t('Cotisations et protection sociale', 'Contributions and social protection'),
      t('Logiciels de paie', 'Payroll software'),
      t('Déclarations sociales', 'Social returns'),
      t('Gestion des temps et des absences', 'Time and absence management'),
      t('Paie des cas complexes', 'Complex payroll cases'),
      t('Audit et contrôle de la paie', 'Payroll audit and control'),
    ],
    careers: [
      t('Gestionnaire de paie', 'Payroll administrator'),
      t('Assistant(e) administration du personnel', 'Personnel administration assistant'),
      t('Collaborateur(trice) social(e) en cabinet', 'Payroll specialist in an accounting firm'),
      t('Responsable paie', 'Payroll manager'),
      t('Consultant(e) SIRH paie', 'Payroll HRIS consultant'),
    ],
    workStudyRole: t('gestionnaire de paie junior', 'junior payroll administrator'),
  },
  {
    key: 'talent-acquisition',
    category: 'business',
    school: 'TAL',
    topic: t('Recrutement et marque employeur', 'Talent Acquisition and Employer Branding'),
    short: t('Recrutement', 'Talent Acquisition'),
    offers: [{ degree: 'mastere', language: 'bilingual' }],
    pitch: t(
      'Attirez, sélectionnez et fidélisez les talents en conjuguant marketing RH, sourcing sur les réseaux et évaluation des compétences.',
      'Attract, select and retain talent by combining HR marketing, social sourcing and skills assessment.',
    ),
    highlights: [
      t('Campagne de marque employeur pour une entreprise réelle', 'Employer branding campaign for a real company'),
      t('Certification aux outils de sourcing', 'Certification in sourcing tools'),
      t('Recrutement inclusif et sans discrimination', 'Inclusive, non-discriminatory recruitment'),
    ],
    skillBlocs: [
      bloc(t('Définir la stratégie d’acquisition des talents', 'Define the talent acquisition strategy'), [
        t('Anticiper les besoins en compétences', 'Anticipate skills needs'),
        t('Construire la proposition de valeur employeur', 'Build the employer value proposition'),
        t('Piloter un budget de recrutement', 'Manage a recruitment budget'),
      ]),
      bloc(t('Sourcer et évaluer', 'Source and assess'), [
        t('Mener des recherches booléennes', 'Run Boolean searches'),
        t('Concevoir des mises en situation', 'Design work-sample tests'),
        t('Conduire un entretien structuré', 'Conduct a structured interview'),
      ]),
      bloc(t('Développer la marque employeur', 'Build the employer brand'), [
        t('Créer des contenus RH engageants', 'Create engaging HR content'),
        t('Animer les ambassadeurs internes', 'Activate employee ambassadors'),
        t('Mesurer l’attractivité', 'Measure attractiveness'),
      ]),
      bloc(t('Fidéliser et faire évoluer', 'Retain and develop'), [
        t('Concevoir un parcours d’intégration', 'Design an onboarding journey'),
        t('Organiser la mobilité interne', 'Organise internal mobility'),
        t('Analyser le turnover', 'Analyse staff turnover'),
      ]),
    ],
    expertModules: [
      t('Marketing RH et expérience candidat', 'HR marketing and candidate experience'),
      t('Sourcing avancé et intelligence artificielle', 'Advanced sourcing and artificial intelligence'),
      t('Évaluation des compétences et des potentiels', 'Skills and potential assessment'),
      t('Droit de la non-discrimination', 'Non-discrimination law'),
    ],
    careers: [
      t('Talent acquisition specialist', 'Talent acquisition specialist'),
      t('Chargé(e) de marque employeur', 'Employer branding officer'),
      t('Consultant(e) en recrutement', 'Recruitment consultant'),
      t('Responsable du recrutement', 'Head of recruitment'),
      t('Talent manager', 'Talent manager'),
    ],
    workStudyRole: t('chargé(e) de recrutement', 'recruiter'),
  },
  {
    key: 'global-management',
    category: 'business',
    school: 'ABS',
    topic: t('Management international des organisations', 'Global Management'),
    short: t('Global Management', 'Global Management'),
    offers: [{ degree: 'mba', language: 'en' }],
    pitch: t(
      'Préparez-vous à diriger des équipes et des projets dans des organisations internationales en pleine transformation.',
      'Get ready to lead teams and projects in international organisations undergoing change.',
    ),
    highlights: [
      t(
        'Mission de conseil de trois mois pour une entreprise internationale',
        'Three-month consulting project for an international company',
      ),
      t(
        'Learning expedition dans une capitale économique étrangère',
        'Learning expedition to a foreign business capital',
      ),
      t('Coaching individuel en leadership', 'One-to-one leadership coaching'),
    ],
    skillBlocs: [
      bloc(t('Élaborer une stratégie d’entreprise', 'Develop a corporate strategy'), [
        t('Analyser un environnement concurrentiel mondial', 'Analyse a global competitive landscape'),
        t('Formuler des options stratégiques', 'Formulate strategic options'),
        t('Construire un plan de transformation', 'Build a transformation plan'),
      ]),
      bloc(t('Piloter la performance économique', 'Steer economic performance'), [
        t('Lire et interpréter des états financiers', 'Read and interpret financial statements'),
        t('Arbitrer des investissements', 'Make investment decisions'),
        t('Suivre des indicateurs extra-financiers', 'Track non-financial indicators'),
      ]),
      bloc(t('Conduire le changement', 'Lead change'), [
        t('Diagnostiquer la culture d’une organisation', 'Diagnose an organisation’s culture'),
        t('Accompagner les équipes dans le changement', 'Support teams through change'),
        t('Gérer les résistances', 'Handle resistance'),
      ]),
      bloc(t('Diriger dans un contexte multiculturel', 'Lead in a multicultural context'), [
        t('Manager des équipes à distance', 'Manage remote teams'),
        t('Négocier avec des partenaires étrangers', 'Negotiate with foreign partners'),
        t('Prendre des décisions éthiques', 'Make ethical decisions'),
      ]),
    ],
    expertModules: [
      t('Stratégie et business models globaux', 'Global strategy and business models'),
      t('Finance d’entreprise pour managers', 'Corporate finance for managers'),
      t('Conduite du changement et transformation digitale', 'Change management and digital transformation'),
      t('Leadership interculturel', 'Cross-cultural leadership'),
    ],
    careers: [
      t('Consultant(e) en stratégie', 'Strategy consultant'),
      t('Chef de projet transformation', 'Transformation project manager'),
      t('Business unit manager', 'Business unit manager'),
      t('Country manager', 'Country manager'),
      t('Directeur(trice) des opérations', 'Chief operating officer'),
    ],
    workStudyRole: t(
      'chargé(e) de mission auprès de la direction générale',
      'project officer reporting to senior management',
    ),
  },
];
