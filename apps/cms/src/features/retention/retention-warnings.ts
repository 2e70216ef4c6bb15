/** The prospects on the retention job's warning list (retention.ts), shown by the dashboard. */
export interface RetentionWarnings {
  months: number;
  prospects: Array<{
    documentId: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    lastActivityAt: string;
    retentionWarnedAt: string;
    /** The day the job will erase them, unless they come back. */
    eraseOn: string;
  }>;
}
