import 'server-only';
import { CmsError } from '@/lib/cms/errors';
import { serviceToken } from '@/lib/cms/token';
import { syncDictionary } from '@/lib/dictionary/sync';
import { EnvError, serverEnv } from '@/lib/env';
import { outboxDelivery } from '@/lib/leads/intake';
import { log } from '@/lib/log';

/**
 * A wrong configuration stops the server with a message naming it. A CMS that is down only
 * warns: pages already cached keep being served and the next requests try again.
 */
export async function checkStartup(): Promise<void> {
  try {
    serverEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Leads written before a stop or a crash are sent first; the delivery retries until the CMS answers.
  void outboxDelivery().kick();
  try {
    await serviceToken();
    await syncDictionary();
    log('info', 'cms ready', { cms: serverEnv().CMS_URL });
  } catch (error) {
    const detail = error instanceof CmsError ? error.toLog() : { text: String(error) };
    log('warn', 'cms not ready at start; will retry on each request', { ...detail });
  }
}
