import type { DemoCalendar } from '../lib/demo-calendar';
import { t } from '../bilingual';

/** The banner of the admissions campaign for the calendar's September intake. */
export const demoBanner = ({ septemberYear }: DemoCalendar) => ({
  text: t(
    `Candidatures ouvertes pour la rentrée de septembre ${septemberYear}`,
    `Applications open for the September ${septemberYear} intake`,
  ),
  linkLabel: t('Voir les formations', 'See our programmes'),
  url: t('/formations', '/en/courses'),
  // Running for three weeks when the demo is seeded, and for eight more.
  startsAt: { days: -21, hour: 0 },
  endsAt: { days: 56, hour: 23, minute: 59 },
});
