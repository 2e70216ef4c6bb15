module.exports=[9561,s=>{"use strict";async function e(){if("phase-production-build"===process.env.NEXT_PHASE)return;let{checkStartup:e}=await s.A(19725);await e()}s.s(["register",0,e])},19725,s=>{s.v(e=>Promise.all(["server/chunks/[externals]__1hx0ubs6rs4_q._.js","server/chunks/_0-ioal9k90lg9._.js"].map(e=>s.l(e))).then(()=>e(71736)))}];

//# sourceMappingURL=src_1wn5xlcsh267g._.js.map