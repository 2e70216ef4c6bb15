// The applicant's passkeys, for the site's server only (the service account's role, access.ts):
// the session's token and the browser's answers travel in the body, never in a URL.
const route = (path: string, action: string) => ({
  method: 'POST',
  path,
  handler: `api::applicant-passkey.applicant-passkey.${action}`,
});

export default {
  routes: [
    route('/applicant/passkeys', 'mine'),
    route('/applicant/passkeys/registration-options', 'registrationOptions'),
    route('/applicant/passkeys/registration', 'register'),
    route('/applicant/passkeys/remove', 'remove'),
    route('/applicant/passkeys/sign-in-options', 'signInOptions'),
    route('/applicant/passkeys/sign-in', 'signIn'),
  ],
};
