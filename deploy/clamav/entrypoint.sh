#!/bin/sh
# `clamd` (the default): waits until the signatures are in /var/lib/clamav (freshclam's first
# download, minutes), then runs clamd in the foreground as PID 1, which SIGTERM stops.
# `freshclam`: downloads the signatures until a first download succeeds (retrying, one minute
# apart at first, an hour at most), then runs freshclam's daemon in the foreground, which checks
# for new ones 12 times a day.
# With CLAMAV_SIGNATURES=mounted the folder is mounted with its signatures: clamd does not wait,
# and `freshclam` has nothing to do and ends.
set -eu
database=/var/lib/clamav

# freshclam writes daily, then main, then bytecode (a few KB, picked up by clamd's SelfCheck):
# main there, the download is whole enough for clamd to start.
downloaded() {
  [ -e "$database/main.cvd" ] || [ -e "$database/main.cld" ]
}

case "${1:-clamd}" in
  clamd)
    shift || true
    if [ "$CLAMAV_SIGNATURES" != mounted ] && ! downloaded; then
      echo "clamd: waiting for freshclam's first download of the signatures into $database"
      trap 'exit 143' TERM INT
      waited=0
      until downloaded; do
        sleep 5 &
        wait $! || true
        waited=$((waited + 5))
        if [ $((waited % 60)) -eq 0 ]; then echo "clamd: still waiting for the signatures (${waited} s)"; fi
      done
      trap - TERM INT
    fi
    exec clamd --config-file=/etc/clamav/clamd.conf "$@"
    ;;
  freshclam)
    shift || true
    if [ "$CLAMAV_SIGNATURES" = mounted ]; then
      echo "freshclam: CLAMAV_SIGNATURES=mounted: the signatures are mounted in $database; nothing to update"
      exit 0
    fi
    trap 'exit 143' TERM INT
    delay=60
    until downloaded; do
      freshclam --config-file=/etc/clamav/freshclam.conf "$@" &
      if wait $! && downloaded; then break; fi
      echo "freshclam: the first download failed; again in ${delay} s"
      sleep "$delay" &
      wait $! || true
      delay=$((delay * 2 > 3600 ? 3600 : delay * 2))
    done
    trap - TERM INT
    exec freshclam --config-file=/etc/clamav/freshclam.conf --daemon "$@"
    ;;
  *)
    exec "$@"
    ;;
esac
