module.exports=[97713,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%5Blocale%5D_%5Bdevice%5D_ecoles_page_actions_0isc1j8nu22t0.js.map