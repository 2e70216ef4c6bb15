// How the benchmark writes its numbers (1 KB = 1,000 bytes, as the budgets count them).
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (value) => `${Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '∞'} ms`;
/** CPU time, to the tenth of a millisecond (a cached page costs a few). */
export const cpu = (value) => `${Number.isFinite(value) ? value.toFixed(1) : '∞'} ms`;
export const seconds = (valueMs) => `${(valueMs / 1000).toFixed(2)} s`;
export const perSecond = (value) => Math.round(value).toLocaleString('en-US');
export const mib = (value) => `${Math.round(value)} MiB`;
export const ratio = (value) => `${Number.isFinite(value) ? value.toFixed(2) : '∞'}×`;
