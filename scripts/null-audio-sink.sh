#!/usr/bin/env bash
# A private PulseAudio server with one null sink ("vsink"), so tests can play and record real audio on a
# machine with no sound card (CI). Everything lives in DIR; nothing touches the user's own sound setup.
#   scripts/null-audio-sink.sh start DIR   → prints the environment to use (XDG_RUNTIME_DIR, HOME, PULSE_SERVER)
#   scripts/null-audio-sink.sh stop DIR
# Clients record the sink with: parecord -d vsink.monitor …
set -euo pipefail
action=${1:?start or stop}
dir=$(realpath -m "${2:?a directory for the server}")
export XDG_RUNTIME_DIR="$dir" HOME="$dir" PULSE_SERVER="unix:$dir/pulse/native"
case "$action" in
start)
  mkdir -p "$dir" && chmod 700 "$dir"
  pulseaudio -D -n --exit-idle-time=-1 --log-target=file:"$dir/pulseaudio.log" \
    --load=module-native-protocol-unix --load="module-null-sink sink_name=vsink" 2>>"$dir/pulseaudio.log"
  for _ in $(seq 100); do pactl info >/dev/null 2>&1 && break; sleep 0.05; done
  pactl info >/dev/null
  pactl set-default-sink vsink
  # An idle null sink answers with ~2 s latency at first; a steady low-latency stream keeps it short.
  nohup pacat --latency-msec=20 /dev/zero >/dev/null 2>&1 &
  echo $! >"$dir/keepalive.pid"
  for _ in $(seq 100); do
    usec=$(pactl list sinks | sed -n 's/.*Latency: \([0-9]*\) usec.*/\1/p' | head -1)
    [ -n "$usec" ] && [ "$usec" -lt 100000 ] && break
    sleep 0.05
  done
  echo "XDG_RUNTIME_DIR=$dir"
  echo "HOME=$dir"
  echo "PULSE_SERVER=unix:$dir/pulse/native"
  ;;
stop)
  [ -f "$dir/keepalive.pid" ] && kill "$(cat "$dir/keepalive.pid")" 2>/dev/null || true
  pulseaudio --kill 2>/dev/null || true
  ;;
*) echo "usage: $0 start|stop DIR" >&2; exit 2 ;;
esac
