module.exports=[67441,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%5Blocale%5D_%5Bdevice%5D_bureaux_page_actions_0p55l1kzuj5iy.js.map