export default {
  routes: [
    {
      method: 'GET',
      path: '/courses/search',
      handler: 'api::course.course.search',
    },
  ],
};
