module.exports=[10226,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%5Blocale%5D_%5Bdevice%5D_formations_%5Bslug%5D_page_actions_1dnoqarzauner.js.map