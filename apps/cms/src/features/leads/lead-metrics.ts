import { Counter } from 'prom-client';
import { registers } from '../../metrics/registry';

export const leadsStored = new Counter({
  name: 'horizon_cms_leads_stored_total',
  help: 'Leads the site delivered, by whether they were new (created) or a repeat of one already stored.',
  labelNames: ['created'],
  registers,
});
