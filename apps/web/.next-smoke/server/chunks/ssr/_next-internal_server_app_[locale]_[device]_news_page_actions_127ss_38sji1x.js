module.exports=[92820,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%5Blocale%5D_%5Bdevice%5D_news_page_actions_127ss_38sji1x.js.map