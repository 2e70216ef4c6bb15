module.exports=[85458,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%5Blocale%5D_%5Bdevice%5D_lives_page_actions_04aehntvusw3v.js.map