#!/bin/sh
# `varnishd` (the default): writes backend.vcl from VARNISH_BACKENDS and unavailable.vcl naming
# VARNISH_UNAVAILABLE_PAGES into the working folder (/var/lib/varnish, a volume: the root file
# system may be read-only), then runs varnishd in the foreground as this user (-j none), passing
# SIGTERM on to it and loading its configuration again when a backend's address changes.
# `exporter`: Debian's prometheus-varnish-exporter on :9131, reading the counters of the varnishd
# that shares this working folder (a second container of the same pod, or of compose.yaml).
set -eu
work=/var/lib/varnish
backends=$(echo "$VARNISH_BACKENDS" | tr ',' ' ')

# backend.vcl: one backend per VARNISH_BACKENDS entry, probed on the site's readiness, and a
# round-robin director when there are several.
write_backends() {
  probe='.probe = { .url = "/api/health/ready"; .interval = 2s; .timeout = 2s; .window = 3; .threshold = 2; }'
  {
    echo '# Written at start from VARNISH_BACKENDS.'
    count=0
    for backend in $backends; do
      count=$((count + 1))
      echo "backend site$count { .host = \"${backend%:*}\"; .port = \"${backend##*:}\"; .first_byte_timeout = 30s; $probe }"
    done
    if [ "$count" -gt 1 ]; then
      echo 'import directors;'
      echo 'sub vcl_init { new site = directors.round_robin();'
      i=1
      while [ "$i" -le "$count" ]; do echo "  site.add_backend(site$i);"; i=$((i + 1)); done
      echo '}'
      echo 'sub vcl_recv { set req.backend_hint = site.backend(); }'
    fi
    # A replica gone between two probes (killed, or its pod deleted): a request that can be sent
    # again goes once more, to the next replica (or the next pod behind a Service), before the
    # visitor gets the 503 page of site.vcl.
    echo 'sub vcl_backend_error {'
    echo '  if (bereq.retries == 0 && (bereq.method == "GET" || bereq.method == "HEAD")) { return (retry); }'
    echo '}'
  } > "$1"
}

# The backends' addresses now, one line each ("" for a name that does not resolve).
addresses() {
  for backend in $backends; do
    echo "${backend%:*}=$(getent hosts "${backend%:*}" | awk '{ print $1 }' | sort | tr '\n' ' ')"
  done
}

case "${1:-varnishd}" in
  varnishd)
    shift || true
    conf="$work/conf"
    mkdir -p "$conf"
    write_backends "$conf/backend.vcl"
    printf 'sub vcl_init {\n  var.global_set("unavailable-pages", "%s");\n}\n' "$VARNISH_UNAVAILABLE_PAGES" > "$conf/unavailable.vcl"
    varnishd -F -j none -a "$VARNISH_LISTEN" -n "$work/varnishd" -s "$VARNISH_STORAGE" \
      -p "vcl_path=$conf:/etc/varnish:/usr/share/varnish/vcl" -f "$VARNISH_VCL" "$@" &
    child=$!
    trap 'kill -TERM "$child" 2>/dev/null' TERM INT
    # Varnish resolves the backends' names when it loads the configuration. A replica recreated
    # by compose comes back at another address: when a name's addresses change, the configuration
    # is loaded again (a Kubernetes Service's address does not change, and nothing is reloaded).
    known=$(addresses)
    loaded=boot
    while kill -0 "$child" 2>/dev/null; do
      sleep 5 & wait $! || true
      now=$(addresses)
      [ "$now" = "$known" ] && continue
      name="reload$(date +%s)"
      if varnishadm -n "$work/varnishd" vcl.load "$name" "$VARNISH_VCL" >/dev/null 2>&1 \
        && varnishadm -n "$work/varnishd" vcl.use "$name" >/dev/null 2>&1; then
        echo "backends now at: $(echo $now)"
        [ "$loaded" = boot ] || varnishadm -n "$work/varnishd" vcl.discard "$loaded" >/dev/null 2>&1 || true
        loaded=$name
        known=$now
      fi
    done
    wait "$child"
    ;;
  exporter)
    shift
    # Until varnishd has made its working folder.
    while [ ! -e "$work/varnishd/_.vsm_mgt" ]; do sleep 1; done
    exec prometheus-varnish-exporter -n "$work/varnishd" -web.listen-address :9131 "$@"
    ;;
  *)
    exec "$@"
    ;;
esac
