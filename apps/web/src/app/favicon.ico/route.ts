import { FAVICON_SIZES } from '@/lib/installable/app-images';
import { icoOf } from '@/lib/installable/ico';
import { renderAppImage } from '@/lib/installable/render-app-image';

// Browsers ask for /favicon.ico whatever the page head says; drawn once, by `next build`.
export const dynamic = 'force-static';

export async function GET() {
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({
      size,
      png: await renderAppImage({ width: size, height: size, style: 'rounded' }),
    })),
  );
  return new Response(new Uint8Array(icoOf(images)), { headers: { 'content-type': 'image/x-icon' } });
}
