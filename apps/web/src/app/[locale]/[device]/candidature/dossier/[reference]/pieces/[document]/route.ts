import { toLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { sessionToken } from '@/lib/applicant/applicant-cookies';
import { isReference } from '@/lib/applicant/application-paths';
import { isCmsError } from '@/lib/cms/errors';
import { documentContent } from '@/lib/cms/resources/application-documents';
import { readApplication } from '@/lib/cms/resources/applications';

// One of a signed-in applicant's documents, opened in the browser
// (`/candidature/dossier/C-…/pieces/<id>` | `/en/apply/application/C-…/documents/<id>`). Never
// cached; typed by its content (checked by the CMS) and never sniffed.

const PRIVATE = { 'cache-control': 'private, no-store' };

const errorPage = (status: number) =>
  new Response('', { status, headers: { ...PRIVATE, 'content-type': 'text/html; charset=utf-8' } });

export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/[device]/candidature/dossier/[reference]/pieces/[document]'>,
) {
  const { locale: value, reference, document } = await params;
  const locale = toLocale(value);
  const token = await sessionToken();
  if (!token)
    return new Response(null, {
      status: 303,
      headers: { ...PRIVATE, location: getPathname({ href: '/candidature/connexion', locale }) },
    });
  if (!isReference(reference) || !/^[a-z0-9]{10,40}$/.test(document)) return errorPage(404);
  try {
    const application = await readApplication(token, reference);
    const file = application?.documents.find((candidate) => candidate.id === document && candidate.state === 'kept');
    if (!file?.contentType) return errorPage(404);
    const bytes = await documentContent(token, reference, document);
    return new Response(bytes as BodyInit, {
      headers: {
        ...PRIVATE,
        'content-type': file.contentType,
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        'x-content-type-options': 'nosniff',
        // A picture is shown in a document of its own, sandboxed; Chromium refuses to draw a PDF in one.
        ...(file.contentType === 'application/pdf'
          ? {}
          : { 'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'" }),
      },
    });
  } catch (error) {
    if (!isCmsError(error)) throw error;
    if (error.status === 401)
      return new Response(null, {
        status: 303,
        headers: {
          ...PRIVATE,
          location: getPathname({ href: { pathname: '/candidature/connexion', query: { session: 'fin' } }, locale }),
        },
      });
    return errorPage(error.status === 404 ? 404 : 503);
  }
}
