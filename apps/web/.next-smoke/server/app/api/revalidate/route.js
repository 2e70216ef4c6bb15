var R=require("../../../chunks/[turbopack]_runtime.js")("server/app/api/revalidate/route.js")
R.c("server/chunks/[externals]__1llbyxnbpq7e5._.js")
R.c("server/chunks/[root-of-the-server]__15bjnu5yieigz._.js")
R.c("server/chunks/src_lib_env_ts_0ujirukd1a118._.js")
R.c("server/chunks/_0gcldvqlmnma8._.js")
R.c("server/chunks/_next-internal_server_app_api_revalidate_route_actions_0js558tcn8ds0.js")
R.m(94579)
module.exports=R.m(94579).exports
