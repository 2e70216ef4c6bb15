export const SITE_LAYERS: readonly string[];
