export default {
  routes: [
    {
      method: 'POST',
      path: '/login',
      handler: 'api::auth.auth.login',
      config: { auth: false },
    },
  ],
};
