import { findImage, ICONS } from '@/lib/installable/app-images';
import { pngResponse } from '@/lib/installable/png-response';
import { renderAppImage } from '@/lib/installable/render-app-image';

// Drawn once, by `next build`, for each icon the manifest and the page head name.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => ICONS.map(({ file }) => ({ file }));

export async function GET(_request: Request, { params }: RouteContext<'/icons/[file]'>) {
  const icon = findImage(ICONS, (await params).file);
  return icon ? pngResponse(await renderAppImage(icon)) : new Response(null, { status: 404 });
}
