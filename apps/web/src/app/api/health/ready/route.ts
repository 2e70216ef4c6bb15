import { cmsAnswers } from '@/lib/cms/health';
import { isStopping } from '@/lib/request-context';
import { sharedRedis } from '@/lib/shared-redis';

// Whether this instance has reached what it needs since it started, kept for the life of the process.
const reached = { cms: false, cache: false };

/**
 * Readiness for the load balancer: 200 once this instance has reached the CMS and, with REDIS_URL,
 * the shared cache; 503 before that (a new version that cannot reach them never takes traffic)
 * and from the moment it is told to stop. An outage of the CMS or Redis afterwards is reported
 * in the body but leaves it ready: every instance shares them, and cached pages (or uncached
 * renders) are still better than no answer at all.
 */
export async function GET() {
  const redis = sharedRedis();
  const cms = await cmsAnswers();
  reached.cms ||= cms;
  reached.cache ||= redis ? redis.ready : true;
  const status = isStopping() ? 'stopping' : reached.cms && reached.cache ? 'ready' : 'starting';
  const body = {
    status,
    cms: cms ? 'up' : 'down',
    cache: redis ? (redis.ready ? 'redis up' : 'redis down') : 'file-system',
  };
  return Response.json(body, { status: status === 'ready' ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
