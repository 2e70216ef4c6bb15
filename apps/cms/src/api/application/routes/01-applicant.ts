// An applicant's applications, for the site's server only (the service account's role,
// access.ts), each call with the applicant's session token in its body.
const route = (path: string, action: string) => ({
  method: 'POST',
  path,
  handler: `api::application.application.${action}`,
});

export default {
  routes: [
    route('/applicant/applications', 'mine'),
    route('/applicant/applications/start', 'start'),
    route('/applicant/applications/read', 'read'),
    route('/applicant/applications/save', 'save'),
    route('/applicant/applications/submit', 'submit'),
    route('/applicant/applications/answer', 'answer'),
    route('/applicant/applications/letter', 'letter'),
    route('/applicant/applications/keep', 'keep'),
  ],
};
