var R=require("./chunks/[turbopack]_runtime.js")("server/middleware.js")
R.c("server/chunks/[externals]__1nsv1qmtme3qc._.js")
R.c("server/chunks/[root-of-the-server]__03y5o_amwd45l._.js")
R.m(89997)
module.exports=R.m(89997).exports
