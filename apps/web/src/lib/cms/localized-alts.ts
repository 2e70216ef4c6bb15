/**
 * Gives each image of a CMS answer the alternative text of the entry's language. The media
 * library holds one alt text per file, whatever the language; entries that show an image carry a
 * localized `<field>Alt` next to it (`image` → `imageAlt`), which wins when an editor filled it.
 * Applied to every answer before its schema reads it, at every depth (relations, components).
 */
export function applyLocalizedAlts(payload: unknown): unknown {
  if (ArrayBuffer.isView(payload)) return payload;
  if (Array.isArray(payload)) {
    for (const item of payload) applyLocalizedAlts(item);
  } else if (typeof payload === 'object' && payload !== null) {
    const entry = payload as Record<string, unknown>;
    for (const [key, value] of Object.entries(entry)) {
      const alt = entry[`${key}Alt`];
      if (typeof alt === 'string' && alt.trim() !== '' && isMedia(value)) value.alternativeText = alt.trim();
      applyLocalizedAlts(value);
    }
  }
  return payload;
}

const isMedia = (value: unknown): value is { url: string; alternativeText?: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string';
