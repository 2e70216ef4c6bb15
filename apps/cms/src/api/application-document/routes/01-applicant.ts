// An applicant's documents, for the site's server only (the service account's role, access.ts),
// each call with the applicant's session token in its body.
const route = (path: string, action: string) => ({
  method: 'POST',
  path,
  handler: `api::application-document.application-document.${action}`,
});

export default {
  routes: [
    route('/applicant/documents/start', 'start'),
    route('/applicant/documents/part', 'part'),
    route('/applicant/documents/status', 'status'),
    route('/applicant/documents/remove', 'remove'),
    route('/applicant/documents/content', 'content'),
  ],
};
