/**
 * The one error type of CMS access. `status` follows HTTP: 404 for missing content,
 * 503 when the CMS cannot be reached, 504 when it is too slow, 502 when it answers
 * something we cannot read, otherwise the CMS's own status.
 */
export class CmsError extends Error {
  override name = 'CmsError';

  constructor(
    /** What the site was doing, e.g. "course page". */
    readonly scope: string,
    /** The CMS call, e.g. "GET /courses". */
    readonly source: string,
    readonly status: number,
    /** A short human-readable cause. */
    readonly text: string,
    options?: { cause?: unknown },
  ) {
    super(`[${scope}] ${source} → ${status} ${text}`, options);
  }

  toLog() {
    return { scope: this.scope, source: this.source, status: this.status, text: this.text };
  }
}

export const isCmsError = (error: unknown): error is CmsError => error instanceof CmsError;
