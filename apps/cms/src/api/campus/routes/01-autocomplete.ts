export default {
  routes: [
    {
      method: 'GET',
      path: '/campuses/autocomplete',
      handler: 'api::campus.campus.autocomplete',
    },
  ],
};
