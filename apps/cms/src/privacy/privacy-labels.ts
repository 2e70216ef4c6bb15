// Shared by the server and the admin bundle (so it imports nothing).

/** The audit log of exports and erasures of people's data. */
export const PRIVACY_LOG_UID = 'api::privacy-log.privacy-log';
