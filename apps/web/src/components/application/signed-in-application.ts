import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { sessionToken } from '@/lib/applicant/applicant-cookies';
import { isReference } from '@/lib/applicant/application-paths';
import { isCmsError } from '@/lib/cms/errors';
import { readApplication, type ApplicationView } from '@/lib/cms/resources/applications';

/**
 * The application a page shows, for its signed-in applicant: the sign-in page without a session
 * (or once it ended), a 404 for another person's reference or an unknown one.
 */
export async function signedInApplication(locale: Locale, reference: string): Promise<ApplicationView> {
  const token = await sessionToken();
  if (!token) redirect(getPathname({ href: '/candidature/connexion', locale }));
  if (!isReference(reference)) notFound();
  let application: ApplicationView | null;
  try {
    application = await readApplication(token, reference);
  } catch (error) {
    if (isCmsError(error) && error.status === 401)
      redirect(getPathname({ href: { pathname: '/candidature/connexion', query: { session: 'fin' } }, locale }));
    throw error;
  }
  if (!application) notFound();
  return application;
}
