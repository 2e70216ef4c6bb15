import v8 from 'node:v8';

/**
 * V8 lets the old generation grow to up to four times what survived its last full collection
 * before collecting again (docs/decisions/process-memory.md, measured on the site). Under a long
 * read (the CSV export of 200,000 leads, the CRM queue's drain) the CMS held 500 MB more of
 * garbage it had not needed to collect yet: more than a 1 GiB container allows (the Kubernetes
 * manifests). At 25 % the export ran with 32 MB more instead, in about the same time (issue 54,
 * apps/web/bench/README.md). A value given to `node` wins.
 */
export function limitHeapGrowth(): void {
  const nodeFlags = `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`;
  if (!/heap[-_]growing[-_]percent/.test(nodeFlags)) v8.setFlagsFromString('--heap-growing-percent=25');
}
