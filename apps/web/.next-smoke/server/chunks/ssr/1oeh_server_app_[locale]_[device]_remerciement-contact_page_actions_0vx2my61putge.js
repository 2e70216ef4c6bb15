module.exports=[11364,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%5Blocale%5D_%5Bdevice%5D_remerciement-contact_page_actions_0vx2my61putge.js.map