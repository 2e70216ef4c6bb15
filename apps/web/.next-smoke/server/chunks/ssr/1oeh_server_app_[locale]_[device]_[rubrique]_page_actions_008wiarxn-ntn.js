module.exports=[70605,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%5Blocale%5D_%5Bdevice%5D_%5Brubrique%5D_page_actions_008wiarxn-ntn.js.map