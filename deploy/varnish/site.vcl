vcl 4.1;
# The shared cache in front of the site (Debian's varnish 7.1 with varnish-modules for xkey and
# var). Two files next to this one or in a folder of vcl_path are written for each installation
# (scripts/lib/varnish.mjs writes them for the tests): backend.vcl declares the site,
#
#   backend site { .host = "127.0.0.1"; .port = "3000"; .probe = { .url = "/api/health/ready"; } }
#
# and unavailable.vcl names the folder of the pages the site's build writes for when it is away
# (apps/web/.server/unavailable, or a copy of it):
#
#   sub vcl_init { var.global_set("unavailable-pages", "/etc/varnish/unavailable"); }
#
# See docs/decisions/varnish.md.

import std;
import var;
import xkey;

include "backend.vcl";
include "unavailable.vcl";

# The site's 503 page in each language (fr.html, en.html) and its line of text for what is not a
# page (fr.txt, en.txt), read now: the site is not there to give them when they are needed, and a
# build that replaces their folder later changes nothing until the next load. A missing or empty
# one fails the load, not the first visitor of an outage. (std.fileread keeps what it read for
# the VCL's life, and its later calls with the same name get that copy.)
sub vcl_init {
  if (!std.file_exists(var.global_get("unavailable-pages") + "/fr.html")
      || std.fileread(var.global_get("unavailable-pages") + "/fr.html") == ""
      || !std.file_exists(var.global_get("unavailable-pages") + "/en.html")
      || std.fileread(var.global_get("unavailable-pages") + "/en.html") == ""
      || !std.file_exists(var.global_get("unavailable-pages") + "/fr.txt")
      || std.fileread(var.global_get("unavailable-pages") + "/fr.txt") == ""
      || !std.file_exists(var.global_get("unavailable-pages") + "/en.txt")
      || std.fileread(var.global_get("unavailable-pages") + "/en.txt") == "") {
    return (fail);
  }
}

# Who may purge: the site's own instances, on the loopback or the private network.
acl purgers {
  "127.0.0.1";
  "::1";
  "10.0.0.0"/8;
  "172.16.0.0"/12;
  "192.168.0.0"/16;
  # IPv6's private (unique local) addresses: a cluster's pods on IPv6.
  "fc00::"/7;
}

sub vcl_recv {
  # Tag purge, sent by the site's revalidation webhook: `PURGE /` with `xkey-purge: tag tag…`.
  if (req.method == "PURGE") {
    # From the site itself only: a purge that came through a proxy (an Ingress, a load balancer, a
    # CDN: each appends to X-Forwarded-For, to which Varnish adds the address it sees) is a
    # visitor's, even when the proxy's own address is private.
    if (client.ip !~ purgers || req.http.X-Forwarded-For ~ ",") {
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

# The site did not answer: stopped, frozen past first_byte_timeout, or marked sick by its probe.
sub vcl_backend_error {
  # A failed background fetch never replaces a good page: the stale copy stays (as above).
  if (bereq.is_bgfetch) {
    return (abandon);
  }
  # Its language is the address's (English under /en); a page gets the site's page, anything else
  # (the API, a file, Next's data requests, whose router then loads the page itself) a line of text.
  if (bereq.url ~ "^/en(/|\?|$)") {
    set beresp.http.Content-Language = "en";
  } else {
    set beresp.http.Content-Language = "fr";
  }
  if (bereq.url ~ "^/(api|_next)/" || bereq.url ~ "^[^?]*\.\w+(\?|$)"
      || bereq.http.rsc || bereq.http.next-router-prefetch || bereq.url ~ "[?&]_rsc=") {
    set beresp.http.unavailable-page = beresp.http.Content-Language + ".txt";
    set beresp.http.Content-Type = "text/plain; charset=utf-8";
  } else {
    set beresp.http.unavailable-page = beresp.http.Content-Language + ".html";
    set beresp.http.Content-Type = "text/html; charset=utf-8";
  }
  set beresp.body = std.fileread(var.global_get("unavailable-pages") + "/" + beresp.http.unavailable-page);
  unset beresp.http.unavailable-page;
  set beresp.reason = "Service Unavailable";
  # About four times what a restart takes (the site ready in ~3 s, then two good probes 2 s
  # apart): a crawler that honours it does not come back into the same outage.
  set beresp.http.Retry-After = "30";
  set beresp.http.Cache-Control = "no-store";
  return (deliver);
}

# The same answer for a 503 Varnish makes itself (a fetch abandoned while a visitor waits for it):
# never its own English page.
sub vcl_synth {
  if (resp.status == 503) {
    if (req.url ~ "^/en(/|\?|$)") {
      set resp.http.Content-Language = "en";
    } else {
      set resp.http.Content-Language = "fr";
    }
    if (req.url ~ "^/(api|_next)/" || req.url ~ "^[^?]*\.\w+(\?|$)"
        || req.http.rsc || req.http.next-router-prefetch || req.url ~ "[?&]_rsc=") {
      set req.http.unavailable-page = resp.http.Content-Language + ".txt";
      set resp.http.Content-Type = "text/plain; charset=utf-8";
    } else {
      set req.http.unavailable-page = resp.http.Content-Language + ".html";
      set resp.http.Content-Type = "text/html; charset=utf-8";
    }
    set resp.body = std.fileread(var.global_get("unavailable-pages") + "/" + req.http.unavailable-page);
    set resp.reason = "Service Unavailable";
    set resp.http.Retry-After = "30";
    set resp.http.Cache-Control = "no-store";
    return (deliver);
  }
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
