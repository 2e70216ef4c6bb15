// The address that identifies a person: the CMS files leads under one person by it
// (apps/cms/src/features/prospects), and the site finds a person's leads in its outbox by it when
// the CMS erases them (apps/web/src/lib/leads/outbox.ts). One rule for both: a difference would
// leave an erased person's lead behind.
export function normalizeEmail(email) {
  return email.normalize('NFKC').replace(/\s+/g, '').toLowerCase().replace(/\.+$/, '');
}
