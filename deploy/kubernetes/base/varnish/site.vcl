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
  # page, preview and draft mode.
  if (req.url ~ "^/api/"
      || req.url ~ "^/(en/)?(brochure|contact|inscription|registration|candidature|apply|remerciement-contact|thank-you)([/?]|$)"
      || req.http.Cookie ~ "(^|;\s*)(__prerender_bypass|__next_preview_data)=") {
    return (pass);
  }

  # Client-side navigations and prefetches (Next's data requests) go to the site: their answer
  # varies by the router's state, which differs from page to page.
  if (req.http.rsc || req.http.next-router-prefetch || req.url ~ "[?&]_rsc=") {
    return (pass);
  }

  # The root path chooses the visitor's language (requirements 4): English is redirected to /en
  # here, French gets the French home page from the cache. See root_language below.
  if (req.url ~ "^/(\?|$)") {
    call root_language;
    if (var.get("root-language") == "en") {
      return (synth(307, "Temporary Redirect"));
    }
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
  # The French home page is asked as a visitor who stored French asks it: the site's answer then
  # stores no cookie and may be kept (its `Vary: cookie, accept-language` is the same for every
  # request of the class). The visitor's own cookie, if any is due, is added when it is delivered.
  if (var.get("root-language") == "fr") {
    set req.http.Cookie = "i18n_redirected=fr";
    unset req.http.Accept-Language;
  }
  return (hash);
}

# The language of a request for the root path, chosen as the site chooses it
# (apps/web/src/lib/proxy/locale-choice.ts, and its prefetch rule, server/locale-cookie.ts; pinned
# by tests/integration/varnish.test.ts): the language stored in the `i18n_redirected` cookie, else
# the first of `en` and `fr` in Accept-Language by quality then order, else French. It sets the
# task's variables root-language ("en" or "fr"), root-stored (the stored language, or "") and
# root-prefetch ("1" for a prefetch, which stores no language). A request these rules would not
# read exactly as the site does (an odd query, a percent-encoded cookie, an Accept-Language out of
# the standard's grammar or with more than 16 languages) is passed to the site, which answers it
# as it did before this cache chose languages: privately.
sub root_language {
  # The redirect keeps the query as it came: only characters the site's URL parser leaves as they
  # are, within the length its front door takes (apps/web/server/request-checks.ts).
  if (req.url !~ "^/(\?[A-Za-z0-9._~!$&()*+,;=:@/?%-]{0,4094})?$") {
    return (pass);
  }
  # Next reads the cookies as pairs split at `; *`, the last of a name winning, its value
  # percent-decoded (a pair it cannot decode skipped): the decoding is left to the site.
  std.collect(req.http.Cookie, "; ");
  if (req.http.Cookie ~ "(^|; *)i18n_redirected=[^;]*%") {
    return (pass);
  }
  var.set("root-stored", "");
  if (req.http.Cookie ~ "^(.*; *)?i18n_redirected(=[^;]*)?(;.*)?$") {
    var.set("root-stored", regsub(req.http.Cookie, "^(.*; *)?i18n_redirected(=([^;]*))?(;.*)?$", "\3"));
  }
  if (var.get("root-stored") != "en" && var.get("root-stored") != "fr") {
    var.set("root-stored", "");
  }
  # A prefetch, the browser's or the service worker's copy of a page (Next's own are data
  # requests, passed above): `Sec-Purpose`, or `Purpose` without it, names it.
  var.set("root-prefetch", "");
  if (req.http.Sec-Purpose) {
    std.collect(req.http.Sec-Purpose, ", ");
    if (req.http.Sec-Purpose ~ "(?i)prefetch") {
      var.set("root-prefetch", "1");
    }
  } else if (req.http.Purpose) {
    std.collect(req.http.Purpose, ", ");
    if (req.http.Purpose ~ "(?i)prefetch") {
      var.set("root-prefetch", "1");
    }
  }
  # The cookie's Secure attribute: Next takes the request's scheme from X-Forwarded-Proto.
  std.collect(req.http.X-Forwarded-Proto, ", ");
  var.set("root-secure", "");
  if (req.http.X-Forwarded-Proto ~ "https") {
    var.set("root-secure", "; Secure");
  }
  if (var.get("root-stored") != "") {
    var.set("root-language", var.get("root-stored"));
    return;
  }
  var.set("root-language", "fr");
  std.collect(req.http.Accept-Language, ", ");
  var.set("root-accept", std.tolower(req.http.Accept-Language));
  if (var.get("root-accept") ~ "^[ \t]*$") {
    return;
  }
  # Languages (`fr-FR`, `*`) each with an optional quality (`;q=0.8`), up to 16 of them; spaces
  # before a `;` or around its `=` change what the site reads, and are left to it.
  if (var.get("root-accept") !~ "^[ \t]*([a-z]{1,8}(-[a-z0-9]{1,8})*|\*)(;[ \t]*q=(0(\.[0-9]{0,3})?|1(\.0{0,3})?))?([ \t]*,[ \t]*([a-z]{1,8}(-[a-z0-9]{1,8})*|\*)(;[ \t]*q=(0(\.[0-9]{0,3})?|1(\.0{0,3})?))?){0,15}[ \t]*$") {
    return (pass);
  }
  # The entries in order: the first `en` or `fr` of the highest quality above 0 wins.
  var.set_int("root-quality", 0);
  call root_language_entry;
  call root_language_entry;
  call root_language_entry;
  call root_language_entry;
  call root_language_entry;
  call root_language_entry;
  call root_language_entry;
  call root_language_entry;
  call root_language_entry;
  call root_language_entry;
  call root_language_entry;
  call root_language_entry;
  call root_language_entry;
  call root_language_entry;
  call root_language_entry;
  call root_language_entry;
}

# The next entry of root-accept, taken off it: its language chosen if it is `en` or `fr` (`en-GB`
# included) of a quality, in thousandths (1 without `q=`), higher than the best before it.
sub root_language_entry {
  if (var.get("root-accept") != "") {
    var.set("root-entry", regsub(var.get("root-accept"), "^[ \t]*([^,]*?)[ \t]*(,.*)?$", "\1"));
    var.set("root-accept", regsub(var.get("root-accept"), "^[^,]*,?", ""));
    if (var.get("root-entry") ~ "^(en|fr)(-|;|$)") {
      var.set("root-entry-quality", "1000");
      if (var.get("root-entry") ~ "q=") {
        var.set("root-entry-quality",
          regsub(regsub(var.get("root-entry"), "^.*q=([01])\.?([0-9]*)$", "\1\2000"), "^([0-9]{4}).*$", "\1"));
      }
      if (std.integer(var.get("root-entry-quality"), 0) > var.get_int("root-quality")) {
        var.set_int("root-quality", std.integer(var.get("root-entry-quality"), 0));
        var.set("root-language", regsub(var.get("root-entry"), "^(en|fr).*$", "\1"));
      }
    }
  }
}

# The language cookie of a root path's answer, as the site writes it (Next's serialization of
# src/lib/proxy/locale-choice.ts's options): only for a visitor who had none stored, and never on
# a prefetch's answer. Such an answer is the visitor's own: `private, no-cache`, as the site's.
sub root_language_cookie {
  if (var.get("root-stored") == "") {
    set resp.http.Cache-Control = "private, no-cache";
    if (var.get("root-prefetch") == "") {
      set resp.http.Set-Cookie = "i18n_redirected=" + var.get("root-language") + "; Path=/; Expires="
        + (now + 365d) + "; Max-Age=31536000" + var.get("root-secure") + "; SameSite=lax";
    }
  }
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
  # The root path's redirect of an English visitor, as the site writes it: the site never hears of
  # it, and no cache after this one keeps it (`private`). Answered without the site, like a hit.
  if (resp.status == 307 && var.get("root-language") == "en") {
    if (req.url ~ "^/\?.") {
      set resp.http.Location = "/en" + regsub(req.url, "^/", "");
    } else {
      set resp.http.Location = "/en";
    }
    set resp.http.Cache-Control = "private, no-cache";
    set resp.http.Vary = "cookie, accept-language";
    call root_language_cookie;
    set resp.http.X-Cache = "HIT";
    unset resp.http.X-Varnish;
    set resp.body = "";
    return (deliver);
  }
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
  # (Varnish answers its conditional requests), so that a publish reaches every visitor. An answer
  # the site made for one visitor (the root path's, passed) stays private.
  if (resp.http.xkey && resp.http.Cache-Control !~ "(?i)private|no-store") {
    set resp.http.Cache-Control = "public, max-age=0, must-revalidate";
  }
  # The French home page, the same object for every visitor of a device class, gets the cookie
  # of the visitor it is delivered to (never stored with it).
  if (var.get("root-language") == "fr" && (resp.status == 200 || resp.status == 304)) {
    call root_language_cookie;
  }
  unset resp.http.xkey;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}
