vcl 4.1;
# The shared cache in front of the site (Debian's varnish 7.1 with varnish-modules for xkey).
# The backend is declared in backend.vcl, next to this file or in a folder of vcl_path, written
# for each installation (scripts/lib/varnish.mjs writes one for the tests):
#
#   backend site { .host = "127.0.0.1"; .port = "3000"; .probe = { .url = "/api/health/ready"; } }
#
# See docs/decisions/varnish.md.

import std;
import xkey;

include "backend.vcl";

# Who may purge: the site's own instances, on the loopback or the private network.
acl purgers {
  "127.0.0.1";
  "::1";
  "10.0.0.0"/8;
  "172.16.0.0"/12;
  "192.168.0.0"/16;
}

sub vcl_recv {
  # Tag purge, sent by the site's revalidation webhook: `PURGE /` with `xkey-purge: tag tag…`.
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "xkey-purge missing"));
    }
    set req.http.purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.purged));
  }

  # The device class, decided as the site decides it (apps/web/src/lib/device.ts, the same
  # expression, pinned by tests/integration/varnish.test.ts).
  if (req.http.User-Agent ~ "(?i)mobile|ipad|android|iphone") {
    set req.http.X-Device-Class = "mobile";
  } else {
    set req.http.X-Device-Class = "desktop";
  }

  if (req.method != "GET" && req.method != "HEAD") {
    # Form posts (server actions), the webhook, anything that changes something.
    return (pass);
  }

  # What is one visitor's: the API, the lead forms (a token per render) and their thank-you
  # page, preview and draft mode, and the root path (its language comes from the cookie and
  # Accept-Language).
  if (req.url ~ "^/api/"
      || req.url ~ "^/(en/)?(brochure|contact|inscription|registration|candidature|apply|remerciement-contact|thank-you)([/?]|$)"
      || req.http.Cookie ~ "(^|;\s*)(__prerender_bypass|__next_preview_data)="
      || req.url ~ "^/(\?|$)") {
    return (pass);
  }

  # Client-side navigations and prefetches (Next's data requests) go to the site: their answer
  # varies by the router's state, which differs from page to page.
  if (req.http.rsc || req.http.next-router-prefetch || req.url ~ "[?&]_rsc=") {
    return (pass);
  }

  # Campaign parameters are left out of the key (and of the backend's request): the page is the
  # same; the browser's address keeps them for the page's scripts (origin tracking).
  set req.url = regsuball(req.url, "([?&])(utm_[a-z]+|gclid|fbclid)=[^&]*", "\1");
  set req.url = regsuball(req.url, "&{2,}", "&");
  set req.url = regsub(req.url, "\?&", "?");
  set req.url = regsub(req.url, "[?&]$", "");

  # Pages are the same for every visitor of a device class: their cookies do not reach the site,
  # and it gets one user agent per class, so that its `Vary: user-agent` makes one copy per class,
  # never one per browser.
  unset req.http.Cookie;
  if (req.http.X-Device-Class == "mobile") {
    set req.http.User-Agent = "Mozilla/5.0 (Mobile) horizon-device-class";
  } else {
    set req.http.User-Agent = "Mozilla/5.0 horizon-device-class";
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  if (req.http.host) {
    hash_data(req.http.host);
  } else {
    hash_data(server.ip);
  }
  hash_data(req.http.X-Device-Class);
  return (lookup);
}

sub vcl_backend_response {
  # One visitor's answer is never kept.
  if (beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # A failed background fetch never replaces a good page: the stale copy stays.
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
  if (beresp.status >= 500) {
    set beresp.ttl = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # Kept up to a day past its time, to serve while the site is away or a new copy is fetched.
  set beresp.grace = 24h;
  return (deliver);
}

sub vcl_deliver {
  # Whether the answer came from the cache, for the tests and the logs.
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # A cache after this one (a CDN, a corporate proxy) hears no purge: it asks again each time
  # (Varnish answers its conditional requests), so that a publish reaches every visitor.
  if (resp.http.xkey) {
    set resp.http.Cache-Control = "public, max-age=0, must-revalidate";
  }
  unset resp.http.xkey;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}
