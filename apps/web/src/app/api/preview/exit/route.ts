import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';

export const dynamic = 'force-dynamic';

/** The page the editor was on (the notice's link sends the referrer of this site), or the home page. */
function pageOf(request: Request): string {
  const from = URL.parse(request.headers.get('referer') ?? '');
  const sameSite = from !== null && from.host === request.headers.get('host');
  return sameSite && !from.pathname.startsWith('/api/') ? from.pathname + from.search : '/';
}

/** Leaves the preview: this browser sees the published site again, on the page it was on. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  redirect(pageOf(request));
}
