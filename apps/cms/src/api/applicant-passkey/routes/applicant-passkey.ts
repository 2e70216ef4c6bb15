import { factories } from '@strapi/strapi';

// No core route: passkeys are added, used and removed through 01-passkeys.ts only.
export default factories.createCoreRouter('api::applicant-passkey.applicant-passkey', { only: [] });
