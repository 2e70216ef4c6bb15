/** What went wrong, as one line of text, whatever was thrown (the admin's pages use it too). */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
