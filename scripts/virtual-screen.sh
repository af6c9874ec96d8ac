#!/usr/bin/env bash
# A private X server (Xvfb) for tests and benchmarks on machines with no screen (CI).
#   scripts/virtual-screen.sh start DIR [WIDTHxHEIGHT]  → prints DISPLAY=:N
#   scripts/virtual-screen.sh stop DIR
set -euo pipefail
action=${1:?start or stop}
dir=$(realpath -m "${2:?a directory for the server}")
case "$action" in
start)
  mkdir -p "$dir"
  size=${3:-1920x1080}
  rm -f "$dir/display"
  # -displayfd: Xvfb picks a free display number and writes it, then a newline, when it is ready.
  nohup Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp -noreset 3>"$dir/display" >"$dir/xvfb.log" 2>&1 &
  echo $! >"$dir/xvfb.pid"
  for _ in $(seq 200); do grep -q . "$dir/display" 2>/dev/null && [ "$(tail -c1 "$dir/display" | od -An -c | tr -d ' ')" = '\n' ] && break; sleep 0.05; done
  number=$(head -1 "$dir/display")
  [ -n "$number" ] || { cat "$dir/xvfb.log" >&2; exit 1; }
  echo "DISPLAY=:$number"
  ;;
stop)
  [ -f "$dir/xvfb.pid" ] && kill "$(cat "$dir/xvfb.pid")" 2>/dev/null || true
  ;;
*) echo "usage: $0 start|stop DIR [WIDTHxHEIGHT]" >&2; exit 2 ;;
esac
