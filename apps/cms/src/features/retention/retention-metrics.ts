import { Counter } from 'prom-client';
import { registers } from '../../metrics/registry';

export const retentionRuns = new Counter({
  name: 'horizon_cms_retention_runs_total',
  help: 'Runs of the retention job.',
  registers,
});

export const retentionProspects = new Counter({
  name: 'horizon_cms_retention_prospects_total',
  help: 'Prospects the retention job warned, took off the list (they came back) or erased.',
  labelNames: ['action'],
  registers,
});
