module.exports=[38783,(a,b,c)=>{"use strict";b.exports=a.r(42602).vendored["react-ssr"].ReactServerDOMTurbopackClient}];

//# sourceMappingURL=0is7_app-page_vendored_ssr_react-server-dom-turbopack-client_00vec0yqgyu0x.js.map