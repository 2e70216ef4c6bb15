module.exports=[99159,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%5Blocale%5D_%5Bdevice%5D_campus_%5Bslug%5D_page_actions_0spw_vosm7nfw.js.map