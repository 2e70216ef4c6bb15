import { parseCmsEnv, type CmsEnv } from './cms-env-schema';

export { CmsEnvError, type CmsEnv } from './cms-env-schema';

let parsed: CmsEnv | undefined;

/**
 * The CMS's configuration, validated on first use and then kept; throws a CmsEnvError naming every
 * wrong variable. On first use, not at import: the site's unit tests import CMS modules (and so
 * this one) with no CMS configuration at all. Once is enough: nothing changes a variable
 * while the CMS runs (each test CMS, and the seed, is a process of its own).
 */
export function cmsEnv(): CmsEnv {
  parsed ??= parseCmsEnv(process.env);
  return parsed;
}
