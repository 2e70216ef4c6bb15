import { t } from '../../bilingual';
import type { LandingSeed } from './landing-types';
import { accordion, richText, title } from './page-blocks';

export const LEGAL_NOTICE_LANDING: LandingSeed = {
  key: 'legal-notice',
  title: t('Mentions légales', 'Legal notice'),
  slug: t('mentions-legales', 'legal-notice'),
  image: 'share',
  intro: t(
    'Informations sur l’éditeur et l’hébergeur du site.',
    'Information about the publisher and host of this website.',
  ),
  blocks: [
    title(t('Éditeur du site', 'Website publisher')),
    richText(
      t(
        `Le site est édité par **Horizon Écoles SAS**, société par actions simplifiée au capital de 250 000 €, dont le siège est situé 42 rue de la Fontaine-au-Roi, 75011 Paris.

- Téléphone : +33 1 84 60 21 00
- E-mail : contact@horizon.example
- Directrice de la publication : Catherine Valmont, directrice générale

Les écoles du réseau sont des établissements privés d’enseignement supérieur. Leurs titres sont enregistrés au Répertoire national des certifications professionnelles.`,
        `This website is published by **Horizon Écoles SAS**, a simplified joint-stock company with a share capital of €250,000, registered at 42 rue de la Fontaine-au-Roi, 75011 Paris, France.

- Phone: +33 1 84 60 21 00
- Email: contact@horizon.example
- Publication director: Catherine Valmont, chief executive

The network’s schools are private higher education institutions. Their certifications are listed in the French national register of professional certifications (RNCP).`,
      ),
    ),
    title(t('Hébergement', 'Hosting')),
    richText(
      t(
        'Le site est hébergé dans l’Union européenne par un prestataire d’hébergement en nuage certifié ; ses coordonnées sont communiquées sur simple demande à contact@horizon.example.',
        'The website is hosted in the European Union by a certified cloud hosting provider; its details are available on request from contact@horizon.example.',
      ),
    ),
    title(t('Propriété intellectuelle', 'Intellectual property')),
    richText(
      t(
        'Les textes, images, logos et vidéos de ce site sont la propriété d’Horizon Écoles ou de ses partenaires. Toute reproduction sans autorisation écrite est interdite.',
        'The texts, images, logos and videos on this website belong to Horizon Schools or its partners. Any reproduction without written permission is prohibited.',
      ),
    ),
  ],
  articles: [],
};

export const DATA_CHARTER_LANDING: LandingSeed = {
  key: 'data-charter',
  title: t('Charte des données personnelles', 'Personal data charter'),
  slug: t('charte-donnees-personnelles', 'personal-data-charter'),
  image: 'share',
  intro: t(
    'Comment nous collectons, utilisons et protégeons vos données personnelles, et comment exercer vos droits.',
    'How we collect, use and protect your personal data, and how to exercise your rights.',
  ),
  blocks: [
    title(t('Notre engagement', 'Our commitment')),
    richText(
      t(
        `Horizon Écoles SAS est responsable des traitements de données réalisés sur ce site, conformément au Règlement général sur la protection des données (RGPD).

Nous collectons uniquement les données nécessaires pour répondre à vos demandes (brochure, contact, inscription à un événement, candidature) et ne les vendons jamais à des tiers.`,
        `Horizon Écoles SAS is the controller of the data processing carried out on this website, in accordance with the General Data Protection Regulation (GDPR).

We only collect the data needed to answer your requests (brochure, contact, event registration, application) and never sell it to third parties.`,
      ),
    ),
    accordion(t('Vos questions', 'Your questions'), [
      [
        t('Quelles données collectons-nous ?', 'What data do we collect?'),
        t(
          'Vos nom, prénom, e-mail, téléphone, pays et formation souhaitée, ainsi que les documents de candidature que vous déposez.',
          'Your name, email, phone number, country and programme of interest, as well as the application documents you upload.',
        ),
      ],
      [
        t('Combien de temps les conservons-nous ?', 'How long do we keep it?'),
        t(
          'Trois ans après notre dernier contact pour les demandes d’information ; la durée de la scolarité plus cinq ans pour les étudiants inscrits.',
          'Three years after our last contact for information requests; the length of studies plus five years for enrolled students.',
        ),
      ],
      [
        t('Quels sont vos droits ?', 'What are your rights?'),
        t(
          'Vous disposez d’un droit d’accès, de rectification, d’effacement, d’opposition, de limitation et de portabilité. Écrivez à **dpo@horizon.example**.',
          'You have the right of access, rectification, erasure, objection, restriction and portability. Write to **dpo@horizon.example**.',
        ),
      ],
      [
        t('Utilisez-vous des cookies ?', 'Do you use cookies?'),
        t(
          'Uniquement des cookies de mesure d’audience anonymisée et, avec votre accord, des cookies de personnalisation. Vous pouvez modifier vos choix à tout moment.',
          'Only anonymised audience measurement cookies and, with your consent, personalisation cookies. You can change your choices at any time.',
        ),
      ],
    ]),
    richText(
      t(
        'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à l’autorité de contrôle compétente.',
        'If you believe your rights are not respected, you can lodge a complaint with the competent supervisory authority.',
      ),
    ),
  ],
  articles: [],
};
