import { Counter } from 'prom-client';
import { registers } from '../../metrics/registry';

// How the applicants' documents were scanned: the alert VirusScannerUnavailable (docs/runbook.md)
// fires when documents are kept unchecked and no scan has worked since.
export const documentScans = new Counter({
  name: 'horizon_cms_document_scans_total',
  help: "Virus scans of applicants' documents, by result (clean, infected; unavailable: clamd did not answer; unconfigured: no CLAMD_URL).",
  labelNames: ['result'],
  registers,
});

// Each result's series exists from the start at 0, so that its first increase is one Prometheus sees.
for (const result of ['clean', 'infected', 'unavailable', 'unconfigured']) documentScans.inc({ result }, 0);
