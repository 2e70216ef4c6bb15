var R=require("./chunks/[turbopack]_runtime.js")("server/instrumentation.js")
R.c("server/chunks/src_1wn5xlcsh267g._.js")
R.m(9561)
module.exports=R.m(9561).exports
