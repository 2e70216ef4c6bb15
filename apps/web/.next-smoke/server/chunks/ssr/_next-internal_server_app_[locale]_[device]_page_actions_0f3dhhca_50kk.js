module.exports=[19058,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%5Blocale%5D_%5Bdevice%5D_page_actions_0f3dhhca_50kk.js.map