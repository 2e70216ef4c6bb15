import 'server-only';
import { isCmsError } from '@/lib/cms/errors';
import { loadCmsRedirects } from '@/lib/cms/resources/redirects';
import { sharedRedis } from '@/lib/shared-redis';
import legacyRules from './legacy-redirects.json';
import { buildRedirectTable, type RedirectRuleInput, type RedirectTable } from './table';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-slots';

/** How long a table is used before it is rebuilt in the background. */
const MAX_AGE_MS = 60_000;
/** How long the first request of a process waits for the CMS rules before going on with the file's. */
const FIRST_LOAD_WAIT_MS = 2_000;

type State = {
  table: RedirectTable | null;
  builtAt: number;
  stale: boolean;
  loading: Promise<RedirectTable> | null;
  listening: boolean;
};

/** Where an instance that received the webhook tells the others (REDIS_URL) to rebuild their table. */
const CHANGED_CHANNEL = 'horizon:redirects:changed';

// One per process (src/lib/process-slots.ts): the revalidation route marks stale the table the
// requests read.
const state = processSingleton<State>('redirects', () => ({
  table: null,
  builtAt: 0,
  stale: false,
  loading: null,
  listening: false,
}));

const fileOnly = () => buildRedirectTable([legacyRules as RedirectRuleInput[]]);

async function rebuild(): Promise<RedirectTable> {
  const afterChange = state.stale;
  // Cleared before the read: a change announced while it runs is read by the next rebuild.
  state.stale = false;
  let cmsRules: RedirectRuleInput[] = [];
  try {
    cmsRules = await loadCmsRedirects();
  } catch (error) {
    // The table in use (or the file's rules) still applies; the CMS is tried again in a minute.
    log('warn', 'cms redirects not loaded', { ...(isCmsError(error) ? error.toLog() : { text: String(error) }) });
    if (state.table) {
      state.builtAt = Date.now();
      return state.table;
    }
  }
  const table = buildRedirectTable([legacyRules as RedirectRuleInput[], cmsRules], {
    onRejected: (rule, reason) => log('warn', 'redirect rejected', { from: rule.from, to: rule.to, reason }),
  });
  Object.assign(state, { table, builtAt: Date.now() });
  // An editor's change is in force on this instance from this line on (the minute's rebuilds are
  // not logged): what an operator looks for when a redirect seems ignored.
  if (afterChange) log('info', 'redirect table rebuilt after a change', { rules: table.size });
  return table;
}

function refresh(): Promise<RedirectTable> {
  state.loading ??= rebuild().finally(() => (state.loading = null));
  return state.loading;
}

/**
 * The merged redirect table (the repo's file, then the CMS collection, which wins). It is
 * rebuilt in the background when older than a minute or marked stale (here or, through Redis, by
 * another instance), so no request waits for it except the very first of a process, and that one
 * at most two seconds.
 */
export async function getRedirectTable(): Promise<RedirectTable> {
  if (!state.listening) {
    state.listening = true;
    sharedRedis()?.subscribe(CHANGED_CHANNEL, () => (state.stale = true));
  }
  if (!state.table) {
    const timeout = new Promise<RedirectTable>((resolve) =>
      setTimeout(() => resolve(fileOnly()), FIRST_LOAD_WAIT_MS).unref(),
    );
    return Promise.race([refresh(), timeout]);
  }
  if (state.stale || Date.now() - state.builtAt > MAX_AGE_MS) void refresh();
  return state.table;
}

/**
 * Called when an editor changes a redirect in the CMS: the next request rebuilds the table, on
 * every instance. A message lost while Redis is away costs at most the table's minute.
 */
export function markRedirectsStale(): void {
  state.stale = true;
  void sharedRedis()?.publish(CHANGED_CHANNEL, String(Date.now()));
}
