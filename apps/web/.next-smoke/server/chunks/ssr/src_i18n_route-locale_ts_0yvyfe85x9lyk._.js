module.exports=[66843,a=>{"use strict";a.i(70396);var b=a.i(73727),c=a.i(47359);a.s(["f",0,function(a){return(0,c.Y)(a)||(0,b.notFound)(),a}])}];

//# sourceMappingURL=src_i18n_route-locale_ts_0yvyfe85x9lyk._.js.map