module.exports=[63054,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%5Blocale%5D_%5Bdevice%5D_formations_page_actions_0tp-7fes0dok4.js.map