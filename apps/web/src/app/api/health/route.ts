/** Liveness for process managers and load balancers: the server answers. It does not call the CMS. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
