import { toLocale } from '@/i18n/locales';
import { receiveDocumentUpload } from '@/lib/applicant/document-upload-route';

// Where an applicant's documents are sent: in parts with JavaScript, whole without (see the module).
export async function POST(
  request: Request,
  { params }: RouteContext<'/[locale]/[device]/candidature/dossier/[reference]/pieces/envoi'>,
) {
  const { locale, reference } = await params;
  return receiveDocumentUpload(request, toLocale(locale), reference);
}
