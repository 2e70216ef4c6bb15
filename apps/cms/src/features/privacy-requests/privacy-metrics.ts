import { Counter } from 'prom-client';
import { registers } from '../../metrics/registry';

export const privacyRequests = new Counter({
  name: 'horizon_cms_privacy_requests_total',
  help: 'Privacy requests answered from the admin, by kind (export, rectify, erase).',
  labelNames: ['kind'],
  registers,
});
