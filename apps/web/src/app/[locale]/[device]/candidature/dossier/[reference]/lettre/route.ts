import { toLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { sessionToken } from '@/lib/applicant/applicant-cookies';
import { isReference } from '@/lib/applicant/application-paths';
import { isCmsError } from '@/lib/cms/errors';
import { offerLetter } from '@/lib/cms/resources/applications';

// The offer letter of a signed-in applicant's application, as a PDF the phone opens
// (`/candidature/dossier/C-…/lettre` | `/en/apply/application/C-…/letter`). Never cached.

const PRIVATE = { 'cache-control': 'private, no-store' };

/** An error the front door draws as the site's error page, in the page's language (server/error-pages.ts). */
const errorPage = (status: number) =>
  new Response('', { status, headers: { ...PRIVATE, 'content-type': 'text/html; charset=utf-8' } });

const goTo = (location: string) => new Response(null, { status: 303, headers: { ...PRIVATE, location } });

export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/[device]/candidature/dossier/[reference]/lettre'>,
) {
  const { locale: value, reference } = await params;
  const locale = toLocale(value);
  const token = await sessionToken();
  if (!token) return goTo(getPathname({ href: '/candidature/connexion', locale }));
  if (!isReference(reference)) return errorPage(404);
  let pdf: Uint8Array;
  try {
    pdf = await offerLetter(token, reference);
  } catch (error) {
    if (!isCmsError(error)) throw error;
    if (error.status === 401)
      return goTo(getPathname({ href: { pathname: '/candidature/connexion', query: { session: 'fin' } }, locale }));
    // No offer (any more), or another person's reference: the application's page says where it stands.
    if (error.status === 404)
      return goTo(
        getPathname({ href: { pathname: '/candidature/dossier/[reference]', params: { reference } }, locale }),
      );
    return errorPage(503);
  }
  const name = `${locale === 'fr' ? 'lettre-admission' : 'offer-letter'}-${reference}.pdf`;
  return new Response(pdf as BodyInit, {
    headers: {
      ...PRIVATE,
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${name}"`,
      'x-content-type-options': 'nosniff',
    },
  });
}
