import { Registry } from 'prom-client';

/** The CMS's metrics, served by ./cms-metrics.ts: each feature makes its own into it. */
export const registry = new Registry();
/** The `registers` of every metric: this registry only, never prom-client's global one. */
export const registers = [registry];
