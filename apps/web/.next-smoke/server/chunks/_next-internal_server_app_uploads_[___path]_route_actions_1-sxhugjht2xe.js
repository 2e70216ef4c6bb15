module.exports=[10612,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_uploads_%5B___path%5D_route_actions_1-sxhugjht2xe.js.map