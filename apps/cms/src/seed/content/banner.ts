import { t } from '../types';

export const BANNER = {
  text: t('Candidatures ouvertes pour la rentrée de septembre 2027', 'Applications open for the September 2027 intake'),
  linkLabel: t('Voir les formations', 'See our programmes'),
  url: t('/formations', '/en/courses'),
  // Running for three weeks when the demo is seeded, and for eight more.
  startsAt: { days: -21, hour: 0 },
  endsAt: { days: 56, hour: 23, minute: 59 },
};
