module.exports=[24695,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%5Blocale%5D_%5Bdevice%5D_error_debug_page_actions_02j9sh9ujk3pb.js.map