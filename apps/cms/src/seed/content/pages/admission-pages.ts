import { t } from '../../bilingual';
import type { ArticleSeed, LandingSeed } from './landing-types';
import { accordion, badge, cards, checklist, faq, richText, title, twoRoutes, video } from './page-blocks';

const PROCEDURE: ArticleSeed = {
  key: 'admission-procedure',
  title: t('La procédure d’admission', 'The admission procedure'),
  slug: t('procedure-admission', 'admission-procedure'),
  excerpt: t(
    'Dossier, entretien, réponse du jury, confirmation : les quatre étapes pour rejoindre une école du réseau.',
    'Application, interview, panel decision, confirmation: the four steps to join a school in the network.',
  ),
  blocks: [
    title(t('Quatre étapes pour être admis', 'Four steps to admission')),
    checklist(t('Le parcours du candidat', 'The applicant journey'), [
      t(
        '1. Dossier en ligne : relevés de notes, CV et lettre de motivation',
        '1. Online application: transcripts, CV and cover letter',
      ),
      t(
        '2. Entretien de motivation avec le jury, sur place ou en visioconférence',
        '2. Motivation interview with the panel, on site or by video call',
      ),
      t('3. Réponse sous trois semaines et lettre d’admission', '3. Answer within three weeks and admission letter'),
      t('4. Confirmation de l’inscription par le versement d’un acompte', '4. Enrolment confirmed by paying a deposit'),
    ]),
    richText(
      t(
        `Selon la formation, le jury peut demander un **portfolio** (design), un **test de logique** (numérique) ou un **entretien scientifique** (ingénierie). Ces épreuves sont indiquées sur la page de chaque formation.

Les candidats résidant dans un pays couvert par la procédure Études en France doivent également y enregistrer leur choix de formation.`,
        `Depending on the programme, the panel may ask for a **portfolio** (design), a **logic test** (digital) or a **scientific interview** (engineering). These are listed on each programme page.

Applicants living in a country covered by the Études en France procedure must also register their programme choice there.`,
      ),
    ),
    faq('admission', t('Questions sur l’admission', 'Questions about admission')),
  ],
};

const ONLINE_APPLICATION: ArticleSeed = {
  key: 'online-application',
  title: t('Candidater en ligne', 'Applying online'),
  slug: t('candidature-en-ligne', 'online-application'),
  excerpt: t(
    'Créer son espace, déposer ses documents et réserver un entretien : le guide pas à pas de la candidature en ligne.',
    'Create your account, upload your documents and book an interview: a step-by-step guide to applying online.',
  ),
  blocks: [
    title(t('Votre candidature en ligne', 'Your online application')),
    richText(
      t(
        `La candidature est **gratuite** et se fait entièrement en ligne. Comptez une trentaine de minutes si vos documents sont prêts au format PDF.

Vous pouvez candidater à trois formations au maximum, dans une ou plusieurs écoles du réseau. Un conseiller vous contacte sous 48 heures pour vérifier votre dossier.`,
        `Applying is **free** and done entirely online. Allow about thirty minutes if your documents are ready as PDFs.

You can apply to up to three programmes, at one or several schools in the network. An adviser will contact you within 48 hours to check your file.`,
      ),
    ),
    checklist(t('Documents à préparer', 'Documents to prepare'), [
      t('Pièce d’identité ou passeport', 'ID card or passport'),
      t('Relevés de notes des deux dernières années', 'Transcripts for the last two years'),
      t('Diplômes obtenus, traduits en français ou en anglais', 'Diplomas obtained, translated into French or English'),
      t('Certificat de langue si vous en avez un', 'Language certificate if you have one'),
      t('CV et lettre de motivation', 'CV and cover letter'),
    ]),
    video(
      t('Candidater en cinq minutes', 'Apply in five minutes'),
      t('Démonstration de l’espace candidat, étape par étape.', 'A step-by-step walkthrough of the applicant portal.'),
      'admission/candidature-en-ligne',
      'landing:admission',
    ),
  ],
};

const FEES_AND_SCHOLARSHIPS: ArticleSeed = {
  key: 'fees-and-scholarships',
  title: t('Frais de scolarité et bourses', 'Tuition fees and scholarships'),
  slug: t('frais-de-scolarite-et-bourses', 'tuition-fees-and-scholarships'),
  excerpt: t(
    'Montant des frais, échéanciers, bourses d’excellence et financement par l’alternance : construire le budget de vos études.',
    'Fee levels, payment plans, excellence scholarships and work-study funding: building the budget for your studies.',
  ),
  blocks: [
    title(t('Financer ses études', 'Funding your studies')),
    richText(
      t(
        `Les frais de scolarité annuels dépendent du niveau et de la formation :

- **BTS** : de 6 600 à 9 600 € par an ;
- **Bachelor** : de 8 600 à 11 700 € par an ;
- **Mastère et MBA** : de 10 200 à 16 700 € par an.

Chaque formation affiche un tarif Union européenne et un tarif international. Ils comprennent les cours de français, l’accès aux plateformes pédagogiques et l’accompagnement carrière.`,
        `Annual tuition fees depend on the level and the programme:

- **BTS**: €6,600 to €9,600 a year;
- **Bachelor**: €8,600 to €11,700 a year;
- **MSc and MBA**: €10,200 to €16,700 a year.

Each programme shows an EU rate and an international rate. Fees include French classes, access to learning platforms and career support.`,
      ),
    ),
    accordion(t('Aides et financements', 'Grants and funding'), [
      [
        t('Bourses d’excellence du réseau', 'Network excellence scholarships'),
        t(
          'De 20 à 50 % des frais de scolarité, attribuées sur dossier et après entretien, renouvelables selon les résultats.',
          '20 to 50% of tuition fees, awarded on application and interview, renewable depending on results.',
        ),
      ],
      [
        t('Alternance', 'Work-study'),
        t(
          'En contrat d’apprentissage, les frais sont pris en charge et vous percevez un salaire.',
          'On an apprenticeship contract, fees are covered and you earn a salary.',
        ),
      ],
      [
        t('Paiement échelonné', 'Instalments'),
        t(
          'En une fois, en trois fois ou en dix mensualités, sans frais supplémentaires.',
          'In one payment, three instalments or ten monthly payments, at no extra cost.',
        ),
      ],
    ]),
    faq('fees', t('Questions sur les frais', 'Questions about fees')),
  ],
};

export const ADMISSION_LANDING: LandingSeed = {
  key: 'admission',
  title: t('Admission', 'Admissions'),
  slug: t('admission', 'admissions'),
  image: 'landing:admission',
  intro: t(
    'Candidature en ligne gratuite, entretien à distance, réponse en trois semaines : rejoindre une école du réseau est simple, où que vous soyez.',
    'Free online application, remote interview, answer within three weeks: joining a school in the network is simple, wherever you are.',
  ),
  blocks: [
    title(t('Rejoindre une école du réseau', 'Joining a school in the network')),
    richText(
      t(
        `Les écoles recrutent sur dossier et entretien, **trois fois par an** : rentrées de janvier, février et septembre. Les candidatures internationales sont étudiées toute l’année ; nous vous conseillons de déposer votre dossier au moins six mois avant la rentrée.`,
        `Schools admit students based on an application and an interview, **three times a year**: January, February and September intakes. International applications are reviewed all year round; we advise applying at least six months before the start date.`,
      ),
    ),
    twoRoutes(
      t('Deux niveaux d’entrée', 'Two entry points'),
      {
        title: t('Admission en 1re année', 'First-year entry'),
        description: t(
          'Après le baccalauréat ou un diplôme étranger équivalent.',
          'After the baccalauréat or an equivalent foreign diploma.',
        ),
        points: [
          t('BTS et Bachelors', 'BTS and Bachelors'),
          t('Entretien de motivation', 'Motivation interview'),
          t('Test de français si nécessaire', 'French test if needed'),
        ],
      },
      {
        title: t('Admission parallèle', 'Direct entry'),
        description: t(
          'En 2e ou 3e année de Bachelor, ou en Mastère, selon vos études précédentes.',
          'Into year 2 or 3 of a Bachelor, or into a Master’s programme, depending on your previous studies.',
        ),
        points: [
          t('Étude des crédits ECTS acquis', 'Review of ECTS credits earned'),
          t('Entretien avec le responsable pédagogique', 'Interview with the programme director'),
          t('Parcours de mise à niveau possible', 'Bridging course available'),
        ],
      },
    ),
    badge(t('Candidature gratuite', 'Free application'), 'success'),
    cards('article', 3, t('Tout savoir sur l’admission', 'All about admissions')),
    cards('event', 4, t('Prochains événements', 'Upcoming events')),
    faq('admission', t('Questions fréquentes', 'Frequently asked questions')),
  ],
  articles: [PROCEDURE, ONLINE_APPLICATION, FEES_AND_SCHOLARSHIPS],
};

// The payment provider and the old site send payers back to these two pages (see the legacy
// redirects: paiement-confirme, paiement-refuse, merci-virement...): they thank, say what comes
// next, and cover the payment that did not go through.
export const ONLINE_PAYMENT_LANDING: LandingSeed = {
  key: 'online-payment',
  title: t('Merci pour votre paiement', 'Thank you for your payment'),
  slug: t('paiement-en-ligne', 'online-payment'),
  image: 'landing:admission',
  intro: t(
    'Votre paiement en ligne a bien été transmis. Vous recevez votre reçu par e-mail dans quelques minutes.',
    'Your online payment has been sent. Your receipt will reach you by email within a few minutes.',
  ),
  blocks: [
    badge(t('Paiement reçu', 'Payment received'), 'success'),
    title(t('Et maintenant ?', 'What happens next?')),
    checklist(t('Les prochaines étapes', 'Next steps'), [
      t(
        'Votre reçu arrive par e-mail : pensez à vérifier vos courriers indésirables',
        'Your receipt arrives by email: check your spam folder too',
      ),
      t(
        'Le service des admissions valide votre inscription sous 48 heures ouvrées',
        'The admissions office confirms your enrolment within 48 working hours',
      ),
      t(
        'Vous recevez votre lettre d’admission définitive et votre attestation d’inscription, utiles pour votre demande de visa',
        'You receive your final admission letter and enrolment certificate, which you need for your visa application',
      ),
    ]),
    richText(
      t(
        `**Votre paiement a été refusé ?** Aucun montant n’a été débité. Vérifiez le plafond de votre carte, prévenez votre banque d’un paiement international, puis réessayez depuis votre espace candidat, rubrique **Mon inscription**. Le virement, le paiement par un proche ou par un organisme de bourse restent possibles : ils sont décrits à la page *Autres moyens de paiement*.`,
        `**Was your payment declined?** Nothing has been charged. Check your card limit, tell your bank about an international payment, then try again from your applicant portal, under **My enrolment**. Bank transfer, payment by a relative or by a scholarship body are also possible: see the *Other payment methods* page.`,
      ),
    ),
    faq('fees', t('Questions sur les frais', 'Questions about fees')),
  ],
  articles: [],
};

export const OTHER_PAYMENT_LANDING: LandingSeed = {
  key: 'other-payment',
  title: t('Merci, nous attendons votre règlement', 'Thank you, we are expecting your payment'),
  slug: t('autre-moyen-de-paiement', 'other-payment-methods'),
  image: 'landing:admission',
  intro: t(
    'Votre choix de paiement est enregistré : votre place est réservée pendant quinze jours, le temps que votre règlement nous parvienne.',
    'Your payment choice is recorded: your place is held for fifteen days while your payment reaches us.',
  ),
  blocks: [
    badge(t('Demande enregistrée', 'Request recorded'), 'success'),
    title(t('Finaliser votre règlement', 'Completing your payment')),
    accordion(t('Selon votre moyen de paiement', 'Depending on how you pay'), [
      [
        t('Virement bancaire international', 'International bank transfer'),
        t(
          'Les coordonnées bancaires de votre école figurent dans votre espace candidat. Indiquez votre numéro de dossier en référence du virement et prévoyez trois à cinq jours de délai.',
          'Your school’s bank details are in your applicant portal. Quote your application number as the transfer reference and allow three to five days.',
        ),
      ],
      [
        t('Paiement par un proche ou un employeur', 'Payment by a relative or employer'),
        t(
          'Le payeur peut régler par carte ou par virement ; joignez simplement une attestation de prise en charge.',
          'The payer can pay by card or transfer; simply attach a sponsorship letter.',
        ),
      ],
      [
        t('Prise en charge par un organisme de bourse', 'Payment by a scholarship body'),
        t(
          'Transmettez l’attestation de l’organisme : l’école facture directement celui-ci.',
          'Send us the body’s letter of award: the school invoices it directly.',
        ),
      ],
    ]),
    checklist(t('Et ensuite ?', 'What next?'), [
      t(
        'Le service financier vous confirme la réception du paiement par e-mail',
        'The finance office confirms by email when your payment arrives',
      ),
      t(
        'Votre inscription est validée sous 48 heures ouvrées après réception',
        'Your enrolment is confirmed within 48 working hours of receipt',
      ),
      t(
        'Vous recevez votre attestation d’inscription pour votre demande de visa',
        'You receive your enrolment certificate for your visa application',
      ),
    ]),
    richText(
      t(
        'Une question sur votre règlement ? Écrivez à **paiements@horizon.example** en indiquant votre numéro de dossier.',
        'A question about your payment? Write to **paiements@horizon.example** with your application number.',
      ),
    ),
  ],
  articles: [],
};

export const THANK_YOU_LANDING: LandingSeed = {
  key: 'thank-you',
  title: t('Merci pour votre demande', 'Thank you for your request'),
  slug: t('remerciement-contact', 'thank-you'),
  image: 'share',
  intro: t(
    'Votre demande a bien été enregistrée. Un conseiller vous répond sous 48 heures ouvrées.',
    'Your request has been received. An adviser will reply within 48 working hours.',
  ),
  blocks: [
    badge(t('Demande envoyée', 'Request sent'), 'success'),
    title(t('Et maintenant ?', 'What happens next?')),
    checklist(t('Les prochaines étapes', 'Next steps'), [
      t(
        'Vous recevez un e-mail de confirmation avec votre brochure',
        'You receive a confirmation email with your brochure',
      ),
      t(
        'Un conseiller vous contacte pour faire le point sur votre projet',
        'An adviser contacts you to discuss your plans',
      ),
      t(
        'Vous pouvez déjà réserver une place à un live ou à une journée portes ouvertes',
        'You can already book a place at a live session or an open day',
      ),
    ]),
    cards('course', 6, t('Ces formations peuvent vous intéresser', 'You may be interested in these programmes')),
    cards('live', 3, t('Prochains lives', 'Upcoming live sessions')),
  ],
  articles: [],
};
