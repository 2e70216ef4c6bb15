#!/usr/bin/env bash
# The README's test command with the machine's clock moved (default: a year ahead), as every
# process of the suite sees it: the seed, the CMS, the site, PostgreSQL, Chromium and the tests.
#   scripts/faketime/test-a-year-ahead.sh [test files…]      FAKETIME='+400d' to move it otherwise
# Needs Debian's faketime (libfaketime) and a C compiler. redis-server and varnishd run on the real
# clock: they hang under libfaketime (their allocator reads the clock while it starts). Chromium is
# moved like the rest (the tests compare cookies' expiry with their own clock), and slowed by the
# preload: every clock read becomes a system call. The containers' pass is left out unless
# TEST_PROJECTS names it: a container's processes do not inherit the host's preload.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
libfaketime="$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -n 1)"
[ -n "$libfaketime" ] || { echo "No libfaketime: apt-get install -y faketime" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cc -shared -fPIC -O2 -o "$work/statx-off.so" "$root/scripts/faketime/statx-off.c" -ldl
for program in /usr/bin/redis-server /usr/sbin/varnishd; do
  printf '#!/bin/sh\nunset LD_PRELOAD FAKETIME\nexec %s "$@"\n' "$program" >"$work/$(basename "$program")"
  chmod +x "$work/$(basename "$program")"
done
export FAKETIME="${FAKETIME:-+365d}"
export LD_PRELOAD="$work/statx-off.so:$libfaketime"
# libuv would otherwise read file times through io_uring, which nothing here can move.
export UV_USE_IO_URING=0
export REDIS_SERVER_PATH="$work/redis-server" VARNISHD_PATH="$work/varnishd"
export TEST_PROJECTS="${TEST_PROJECTS:-integration,e2e}"
cd "$root"
node -e 'console.log(`The suite runs on ${new Date().toISOString()} (the machine: ${process.env.FAKETIME} from now).`)'
node scripts/test.mjs "$@"
