export default {
  routes: [
    {
      method: 'GET',
      path: '/categorie-de-programmes/autocomplete',
      handler: 'api::categorie-de-programme.categorie-de-programme.autocomplete',
    },
  ],
};
