import { log } from '../utils/log';

/**
 * Runs the start's steps one after the other and logs, once they are done, how long each took:
 * a start that grows with the database (a scan of every lead, an index built) is then named in
 * the log an operator reads, not guessed at (apps/web/bench/README.md, "At a real network's size").
 */
export function bootstrapSteps() {
  const started = Date.now();
  const steps: Record<string, number> = {};
  return {
    async run<T>(name: string, step: () => Promise<T>): Promise<T> {
      const from = Date.now();
      try {
        return await step();
      } finally {
        steps[name] = Date.now() - from;
      }
    },
    done(): void {
      // The process's age too: Strapi's own start (loading, the schema's sync, migrations) comes before.
      log('info', 'bootstrap done', {
        ms: Date.now() - started,
        steps,
        processMs: Math.round(process.uptime() * 1000),
      });
    },
  };
}
