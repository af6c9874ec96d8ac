#!/usr/bin/env bash
# Two real displays with no hardware: Xorg with the dummy video driver and a second RandR output, so SDL sees
# two displays as on a laptop with a projector (extended) or, with `mirrored`, the same picture on both.
#   scripts/two-screens.sh start DIR [extended|mirrored]   → prints DISPLAY=:N
#   scripts/two-screens.sh mirror DIR | extend DIR         → switch the second output
#   scripts/two-screens.sh stop DIR
# Needs xserver-xorg-core xserver-xorg-video-dummy x11-xserver-utils (make install puts them in).
set -euo pipefail
action=${1:?start, mirror, extend or stop}
dir=$(realpath -m "${2:?a directory for the server}")
first=1280x720 second=1024x768
randr() { DISPLAY=$(cat "$dir/display-name") xrandr "$@"; }
# A full query makes the server probe its outputs again; SDL reads only the current configuration, and
# would otherwise still see one display.
probe() { randr >/dev/null; }
case "$action" in
start)
  command -v Xorg >/dev/null || { echo "no Xorg: install xserver-xorg-core xserver-xorg-video-dummy" >&2; exit 3; }
  mkdir -p "$dir"
  cat >"$dir/xorg.conf" <<CONF
Section "Device"
  Identifier "dummy"
  Driver "dummy"
  VideoRam 256000
EndSection
Section "Monitor"
  Identifier "monitor"
  HorizSync 5.0-1000.0
  VertRefresh 5.0-200.0
EndSection
Section "Screen"
  Identifier "screen"
  Device "dummy"
  Monitor "monitor"
  DefaultDepth 24
  SubSection "Display"
    Depth 24
    Virtual 3840 2160
  EndSubSection
EndSection
CONF
  rm -f "$dir/display"
  # -displayfd: Xorg picks a free display number and writes it, then a newline, when it is ready.
  nohup Xorg -config "$dir/xorg.conf" -noreset -nolisten tcp -logfile "$dir/xorg.log" -displayfd 3 \
    3>"$dir/display" >"$dir/xorg.out" 2>&1 &
  echo $! >"$dir/xorg.pid"
  for _ in $(seq 200); do grep -q . "$dir/display" 2>/dev/null && [ "$(tail -c1 "$dir/display" | od -An -c | tr -d ' ')" = '\n' ] && break; sleep 0.05; done
  number=$(head -1 "$dir/display" 2>/dev/null || true)
  [ -n "$number" ] || { tail -20 "$dir/xorg.out" >&2; kill "$(cat "$dir/xorg.pid")" 2>/dev/null || true; exit 1; }
  echo ":$number" >"$dir/display-name"
  randr --output DUMMY0 --mode "$first"
  randr --addmode DUMMY1 "$second"
  if [ "${3:-extended}" = mirrored ]; then
    randr --output DUMMY1 --mode "$second" --same-as DUMMY0
  else
    randr --output DUMMY1 --mode "$second" --right-of DUMMY0
  fi
  probe
  echo "DISPLAY=:$number"
  ;;
mirror) randr --output DUMMY1 --mode "$second" --same-as DUMMY0 && probe ;;
extend) randr --output DUMMY1 --mode "$second" --right-of DUMMY0 && probe ;;
stop)
  [ -f "$dir/xorg.pid" ] && kill "$(cat "$dir/xorg.pid")" 2>/dev/null || true
  ;;
*) echo "usage: $0 start|mirror|extend|stop DIR [extended|mirrored]" >&2; exit 2 ;;
esac
