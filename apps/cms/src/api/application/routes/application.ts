import { factories } from '@strapi/strapi';

// No core route: the applicant reaches their applications through 01-applicant.ts, with their session.
export default factories.createCoreRouter('api::application.application', { only: [] });
