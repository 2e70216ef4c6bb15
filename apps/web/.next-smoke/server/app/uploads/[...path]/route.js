var R=require("../../../chunks/[turbopack]_runtime.js")("server/app/uploads/[...path]/route.js")
R.c("server/chunks/[externals]__1yft6ozysa2k8._.js")
R.c("server/chunks/_01_m1z7fxr81t._.js")
R.c("server/chunks/src_lib_env_ts_0ujirukd1a118._.js")
R.c("server/chunks/[root-of-the-server]__15bjnu5yieigz._.js")
R.c("server/chunks/_next-internal_server_app_uploads_[___path]_route_actions_1-sxhugjht2xe.js")
R.m(55318)
module.exports=R.m(55318).exports
