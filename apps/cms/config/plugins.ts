import type { Core } from '@strapi/strapi';
import { requiredEnv } from '../src/utils/required-env';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: requiredEnv('JWT_SECRET'),
      jwt: { expiresIn: '7d' },
    },
  },
});

export default config;
