import { t } from '../types';

export const BANNER = {
  text: t('Candidatures ouvertes pour la rentrée de septembre 2027', 'Applications open for the September 2027 intake'),
  linkLabel: t('Voir les formations', 'See our programmes'),
  url: t('/formations', '/en/courses'),
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2027-09-30T21:59:59.000Z',
};
