/** A drawn picture as the answer of its route. */
export const pngResponse = (png: Buffer): Response =>
  new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
