import { PICTURE_TARGET_BYTES } from '@horizon/shared/application-documents';

// A picture of a page, reduced on the phone before it is sent: a camera's 4 MB photo of a
// transcript becomes a JPEG of at most 500 KB that still reads at A4 (2,200 pixels on its long
// side, then smaller steps of quality and size). Sent as taken when it is already small, or when
// the browser cannot draw it (the CMS then says whether it is a type it keeps).

const LONG_SIDE = 2200;
const QUALITIES = [0.82, 0.7, 0.6];

const encode = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/** The file to send for `file`: itself, or the reduced JPEG of a picture. */
export async function reducedPicture(file: File): Promise<{ blob: Blob; name: string }> {
  const small = file.size <= PICTURE_TARGET_BYTES && (file.type === 'image/jpeg' || file.type === 'image/png');
  if (!file.type.startsWith('image/') || small) return { blob: file, name: file.name };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { blob: file, name: file.name };
  }
  const canvas = document.createElement('canvas');
  let scale = Math.min(1, LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  let best: Blob | null = null;
  for (let attempt = 0; attempt < 4; attempt += 1, scale *= 0.8) {
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) break;
    // White under a PNG's transparency: JPEG has none, and black would hide the text.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of QUALITIES) {
      const blob = await encode(canvas, quality);
      if (!blob) continue;
      if (!best || blob.size < best.size) best = blob;
      if (blob.size <= PICTURE_TARGET_BYTES) {
        bitmap.close();
        return { blob, name: jpegName(file.name) };
      }
    }
  }
  bitmap.close();
  return best && best.size < file.size ? { blob: best, name: jpegName(file.name) } : { blob: file, name: file.name };
}

const jpegName = (name: string) => `${name.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'photo'}.jpg`;
