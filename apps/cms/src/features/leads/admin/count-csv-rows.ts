/**
 * Counts the CSV rows in `bytes` (UTF-8), a line break inside a quoted field not ending one:
 * `quoted` carries the state from one chunk of the stream to the next.
 */
export function countRows(bytes: Uint8Array, state: { quoted: boolean; rows: number }): void {
  for (const byte of bytes) {
    if (byte === 0x22) state.quoted = !state.quoted;
    else if (byte === 0x0a && !state.quoted) state.rows += 1;
  }
}
