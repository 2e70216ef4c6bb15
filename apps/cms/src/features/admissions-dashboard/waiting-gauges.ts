import { PROSPECT_UID } from '../../admissions/prospect-labels';
import type { GaugeSource } from '../../metrics/cms-metrics';
import { gaugesOfOneRead } from '../../metrics/gauges-of-one-read';
import { firstRawRow } from '../../utils/raw-rows';
import { WAITING_LIMIT_HOURS } from './admissions-dashboard';
import { tableOf } from '../../utils/table-names';

/**
 * The prospects nobody has answered, read from the database when Prometheus scrapes, so that
 * every CMS instance reports the same truth (alert on their max, not their sum).
 */
export const registerWaitingGauges: GaugeSource = (strapi) => {
  const prospects = tableOf(strapi, PROSPECT_UID);
  // SQLite keeps a time as a number, PostgreSQL as a timestamp.
  const sqlite = strapi.db.dialect.client === 'sqlite';
  const time = (date: Date) => (sqlite ? date.getTime() : date.toISOString());
  const read = async () => {
    const waiting = await firstRawRow(
      strapi,
      `SELECT COUNT(*) AS unanswered,
         SUM(CASE WHEN first_lead_at < ? THEN 1 ELSE 0 END) AS late
       FROM ${prospects} WHERE stage = 'new'`,
      [time(new Date(Date.now() - WAITING_LIMIT_HOURS * 3_600_000))],
    );
    return { unanswered: Number(waiting.unanswered ?? 0), late: Number(waiting.late ?? 0) };
  };
  gaugesOfOneRead(read, [
    {
      name: 'horizon_cms_prospects_unanswered',
      help: 'Prospects still at “New”: nobody has answered them yet.',
      pick: (s) => s.unanswered,
    },
    {
      name: 'horizon_cms_prospects_waiting_over_48h',
      help: `Prospects still at “New” more than ${WAITING_LIMIT_HOURS} hours after their first lead.`,
      pick: (s) => s.late,
    },
  ]);
};
