module.exports=[24872,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%5Blocale%5D_%5Bdevice%5D_%5B___rest%5D_page_actions_0c2uapkfh5q14.js.map