import { findImage, SPLASH_IMAGES } from '@/lib/installable/app-images';
import { pngResponse } from '@/lib/installable/png-response';
import { renderAppImage } from '@/lib/installable/render-app-image';

// Drawn once, by `next build`, for each Apple screen the page head names (apple-touch-startup-image).
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => SPLASH_IMAGES.map(({ file }) => ({ file }));

export async function GET(_request: Request, { params }: RouteContext<'/splash/[file]'>) {
  const splash = findImage(SPLASH_IMAGES, (await params).file);
  return splash ? pngResponse(await renderAppImage(splash)) : new Response(null, { status: 404 });
}
