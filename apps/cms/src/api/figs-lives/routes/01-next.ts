export default {
  routes: [
    {
      method: 'GET',
      path: '/figs-lives/next',
      handler: 'api::figs-lives.figs-live.next',
    },
  ],
};
