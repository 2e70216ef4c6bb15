// Whether the site compresses its answers itself (Next's `compress`, gzip in this process), from
// COMPRESS_RESPONSES. Yes by default: a site reached directly must not send a phone 100 KB pages
// uncompressed. Behind a reverse proxy or CDN that compresses, `false` leaves it to them: gzip in
// this process cost 1–2 ms of CPU per cached page under load here, as much as serving the page
// itself (docs/decisions/response-compression.md).

/** `true` unless COMPRESS_RESPONSES says `false`; any other value is a configuration error. */
export function responseCompression(value) {
  if (value === undefined || value === '' || value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`COMPRESS_RESPONSES must be true or false (found "${value}"); see README.md, "Configuration".`);
}
