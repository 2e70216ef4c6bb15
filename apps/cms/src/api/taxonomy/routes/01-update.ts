export default {
  routes: [
    {
      method: 'POST',
      path: '/taxonomy/update',
      handler: 'api::taxonomy.taxonomy.update',
    },
  ],
};
