/** The lead outbox's folders: leads waiting for the CMS, and those it refused for good (outbox.ts). */
export const OUTBOX_FOLDERS = { pending: 'pending', deadLetter: 'dead-letter' } as const;
