import { describe, expect, it } from 'vitest';
import { countRows } from '../../src/features/leads/admin/count-csv-rows';

// The leads export's progress counts rows as the file streams in: a line break inside a quoted
// message is not a row, and a chunk may end anywhere, inside quotes included.

describe('counting the rows of a CSV as it streams', () => {
  it('counts line breaks outside quotes, across chunks cut anywhere', () => {
    const csv = 'Type,Message\r\nBrochure,"Bonjour,\r\nje voudrais ""la"" brochure"\r\nContact,Merci\r\n';
    const bytes = new TextEncoder().encode(csv);
    for (let cut = 0; cut <= bytes.length; cut++) {
      const state = { quoted: false, rows: 0 };
      countRows(bytes.slice(0, cut), state);
      countRows(bytes.slice(cut), state);
      expect(state.rows, `cut at ${cut}`).toBe(3);
    }
  });
});
