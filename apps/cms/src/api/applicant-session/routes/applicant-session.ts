import { factories } from '@strapi/strapi';

// No core route: a session is read and ended through 01-sign-in.ts only.
export default factories.createCoreRouter('api::applicant-session.applicant-session', { only: [] });
