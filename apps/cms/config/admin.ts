import type { Core } from '@strapi/strapi';
import { previewUrl } from '../src/preview/preview-url';
import { cmsEnv } from '../src/env/cms-env';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => {
  const cms = cmsEnv();
  // Preview needs the site's public address and the secret it shares with the site.
  const siteUrl = cms.SITE_URL ?? '';
  const secret = cms.PREVIEW_SECRET ?? '';
  const preview = siteUrl !== '' && secret !== '';
  return {
    auth: {
      secret: cms.ADMIN_JWT_SECRET,
    },
    apiToken: {
      salt: cms.API_TOKEN_SALT,
    },
    transfer: {
      token: {
        salt: cms.TRANSFER_TOKEN_SALT,
      },
    },
    secrets: {
      encryptionKey: cms.ENCRYPTION_KEY,
    },
    // The integration tests start Strapi without building the admin panel.
    serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
    flags: {
      nps: false,
      promoteEE: false,
    },
    // "Open preview" in the content manager shows the site's page of the document, in its language,
    // as the draft makes it (apps/web/src/app/api/preview).
    preview: {
      enabled: preview,
      config: {
        allowedOrigins: preview ? [new URL(siteUrl).origin] : [],
        handler: (uid: string, params: { documentId?: string; locale?: string | null; status?: string }) =>
          preview ? previewUrl({ siteUrl, secret }, uid, params) : null,
      },
    },
  };
};

export default config;
