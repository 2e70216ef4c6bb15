/**
 * The first health check, kept as it was for what already asks it: the server answers, without
 * calling the CMS. Orchestrators use /api/health/live and /api/health/ready.
 */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
