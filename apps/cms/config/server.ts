import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../src/env/cms-env';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Uploaded media live here; the test run points it at a throw-away folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
  app: {
    keys: cmsEnv().APP_KEYS,
  },
  // The nightly retention job (src/features/retention/retention.ts).
  cron: { enabled: true },
  // No question to the npm registry at each start about a newer Strapi (a container may not reach
  // it, nor write the file it keeps the answer in): an upgrade is a change of the lock file.
  logger: { updates: { enabled: false } },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;
