import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { emlOutboxTransport } from '../src/mail/eml-outbox-transport';
import { cmsEnv } from '../src/env/cms-env';

// SMTP when SMTP_HOST is set; otherwise each message becomes an .eml file in EMAIL_OUTBOX_DIR,
// so that a fresh install sends nothing anywhere and needs no mail server.
function emailTransport({ env }: Core.Config.Shared.ConfigParams) {
  const host = env('SMTP_HOST', '');
  if (!host) {
    // Relative folders resolve from the app folder (this file runs from dist/config).
    return emlOutboxTransport(path.resolve(__dirname, '..', '..', env('EMAIL_OUTBOX_DIR', 'mail')));
  }
  const user = env('SMTP_USER', '');
  return {
    host,
    port: env.int('SMTP_PORT', 587),
    secure: env.bool('SMTP_SECURE', false),
    ...(user ? { auth: { user, pass: env('SMTP_PASSWORD', '') } } : {}),
  };
}

const config = (params: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: cmsEnv().JWT_SECRET,
      jwt: { expiresIn: '7d' },
    },
  },
  // Editors upload pictures, films and the schools' PDF brochures; nothing else. SVG is refused:
  // opened from the CMS's own address, its scripts would run in the admin's origin.
  upload: {
    config: {
      security: {
        allowedTypes: [
          'image/jpeg',
          'image/png',
          'image/webp',
          'image/avif',
          'image/gif',
          'video/*',
          'application/pdf',
        ],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: emailTransport(params),
      settings: {
        defaultFrom: params.env('EMAIL_FROM', 'Horizon Écoles <no-reply@horizon.example>'),
      },
    },
  },
});

export default config;
