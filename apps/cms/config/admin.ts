import type { Core } from '@strapi/strapi';
import { requiredEnv } from '../src/utils/required-env';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: requiredEnv('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: requiredEnv('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: requiredEnv('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: requiredEnv('ENCRYPTION_KEY'),
  },
  // The integration tests start Strapi without building the admin panel.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  flags: {
    nps: false,
    promoteEE: false,
  },
});

export default config;
