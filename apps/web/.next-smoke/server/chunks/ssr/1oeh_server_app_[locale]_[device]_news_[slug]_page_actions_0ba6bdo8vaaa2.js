module.exports=[63309,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%5Blocale%5D_%5Bdevice%5D_news_%5Bslug%5D_page_actions_0ba6bdo8vaaa2.js.map