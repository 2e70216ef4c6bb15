// The applicant's sign-in, for the site's server only (the service account's role, access.ts):
// secrets travel in the body, never in a URL.
const route = (path: string, action: string) => ({
  method: 'POST',
  path,
  handler: `api::applicant-session.applicant-session.${action}`,
});

export default {
  routes: [
    route('/applicant/codes', 'requestCode'),
    route('/applicant/sessions', 'signIn'),
    route('/applicant/session', 'current'),
    route('/applicant/session/requests', 'requests'),
    route('/applicant/session/end', 'signOut'),
  ],
};
