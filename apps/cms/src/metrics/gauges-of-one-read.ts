import { Gauge } from 'prom-client';
import { registers } from './registry';

export interface GaugeOfState<State> {
  name: string;
  help: string;
  pick: (state: State) => number;
}

/**
 * Gauges read together when Prometheus scrapes: `read` (one look at the database) runs once for
 * all of them in a scrape, not once each.
 */
export function gaugesOfOneRead<State>(read: () => Promise<State>, gauges: GaugeOfState<State>[]): void {
  let reading: Promise<State> | null = null;
  const current = () => (reading ??= read().finally(() => setTimeout(() => (reading = null), 0)));
  for (const { name, help, pick } of gauges)
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.set(pick(await current()));
      },
    });
}
