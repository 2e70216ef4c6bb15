/** Liveness: the process answers. Nothing else is asked, so a CMS or Redis outage never gets it restarted. */
export function GET() {
  return Response.json({ status: 'live' }, { headers: { 'cache-control': 'no-store' } });
}
