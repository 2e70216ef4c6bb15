module.exports=[16720,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%5Blocale%5D_%5Bdevice%5D_faq_page_actions_0xgvicsam6vu_.js.map