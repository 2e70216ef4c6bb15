module.exports=[29199,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%5Blocale%5D_%5Bdevice%5D_ecoles_%5Bslug%5D_page_actions_10e-dsou6hdko.js.map