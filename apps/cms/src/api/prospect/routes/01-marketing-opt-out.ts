// The one-click withdrawal of the marketing opt-in, linked from every e-mail to a visitor: open
// to anyone holding a signed link (the signature is the authorization).
export default {
  routes: [
    {
      method: 'GET',
      path: '/marketing-opt-out/:prospect/:signature',
      handler: 'api::prospect.marketing-opt-out.confirm',
      config: { auth: false },
    },
    {
      method: 'POST',
      path: '/marketing-opt-out/:prospect/:signature',
      handler: 'api::prospect.marketing-opt-out.withdraw',
      config: { auth: false },
    },
  ],
};
