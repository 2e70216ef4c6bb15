/**
 * The one error type of CMS access. `status` follows HTTP: 404 for missing content,
 * 503 when the CMS cannot be reached, 504 when it is too slow, 502 when it answers
 * something we cannot read, otherwise the CMS's own status.
 */
export class CmsError extends Error {
  override name = 'CmsError';
  /** Kept by Next when the error reaches an error boundary, even in production (messages are not). */
  readonly digest: string;

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
    this.digest = `${CMS_ERROR_DIGEST};${this.pageStatus}`;
  }

  /** The status of a page that cannot render without this call: 503 or 504 as is, anything else a bad gateway. */
  get pageStatus(): number {
    return this.status === 503 || this.status === 504 ? this.status : 502;
  }

  toLog() {
    return { scope: this.scope, source: this.source, status: this.status, text: this.text };
  }
}

export const CMS_ERROR_DIGEST = 'CMS_ERROR';

/** The page status carried by an error's digest (see CmsError), or 500 for any other error. */
export function statusOfDigest(digest: string | undefined): number {
  const [kind, status] = (digest ?? '').split(';');
  return kind === CMS_ERROR_DIGEST && Number(status) >= 400 ? Number(status) : 500;
}

export const isCmsError = (error: unknown): error is CmsError => error instanceof CmsError;
