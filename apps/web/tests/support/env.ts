/** The addresses and accounts of the CMS and site that `npm test` started for this run. */
function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the integration and browser tests through "npm test" at the repository root.`,
    );
  return value;
}

export const testEnv = {
  cmsUrl: required('CMS_URL'),
  webUrl: required('WEB_URL'),
  serviceUsername: required('CMS_SERVICE_USERNAME'),
  servicePassword: required('CMS_SERVICE_PASSWORD'),
  revalidateSecret: required('REVALIDATE_SECRET'),
  /** Authorizes the CMS's requests to erase a person's leads from a site's outbox. */
  privacyEraseSecret: required('PRIVACY_ERASE_SECRET'),
  previewSecret: required('PREVIEW_SECRET'),
  adminEmail: required('ADMIN_EMAIL'),
  adminPassword: required('ADMIN_PASSWORD'),
  /** Where the CMS writes its e-mails (no SMTP server in tests). */
  emailOutboxDir: required('EMAIL_OUTBOX_DIR'),
  /** The browser the tests drive (scripts/test.mjs chooses it). */
  chromium: required('CHROMIUM_PATH'),
};
