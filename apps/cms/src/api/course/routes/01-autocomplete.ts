export default {
  routes: [
    {
      method: 'GET',
      path: '/courses/autocomplete',
      handler: 'api::course.course.autocomplete',
    },
  ],
};
