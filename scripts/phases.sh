# Sourced by .ci/run and scripts/test.sh: `phase NAME COMMAND…` runs a command and records how
# long it took; `print_phases` prints the table. With SURCOS_PHASE_LOG set, every script that
# sources this records into that one file, so CI's table includes the test command's phases.
if [ -z "${SURCOS_PHASE_LOG:-}" ]; then
  SURCOS_PHASE_LOG="$(mktemp)"
  SURCOS_PHASES_STARTED=$SECONDS
  export SURCOS_PHASE_LOG
  SURCOS_PRINTS_PHASES=1
fi
# The script that started the log prints the table when it ends; every script stops what it left
# running in the background (a failure ends it early) and removes its scratch folders.
SCRATCH_DIRS=()
trap 'stop_background; rm -rf "${SCRATCH_DIRS[@]}"; [ -z "${SURCOS_PRINTS_PHASES:-}" ] || print_phases' EXIT

# `scratch_dir NAME`: sets the variable NAME to a new temporary folder, removed when the script
# ends however it ends.
scratch_dir() {
  local dir
  dir="$(mktemp -d)"
  SCRATCH_DIRS+=("$dir")
  printf -v "$1" '%s' "$dir"
}

phase() {
  local name="$1"
  shift
  echo ""
  echo "== $name"
  local started=$SECONDS
  local status=0
  "$@" || status=$?
  local took=$((SECONDS - started))
  printf '%s\t%s\t%s\n' "$name" "$took" "$status" >>"$SURCOS_PHASE_LOG"
  echo "== $name: ${took} s$([ "$status" -eq 0 ] || echo ", failed ($status)")"
  return "$status"
}

print_phases() {
  echo ""
  echo "== time per phase"
  awk -F'\t' '{ printf "  %-34s %5d s%s\n", $1, $2, ($3 == 0 ? "" : "  FAILED") }' "$SURCOS_PHASE_LOG"
  printf '  %-34s %5d s\n' "in all" $((SECONDS - SURCOS_PHASES_STARTED))
}

# `together COMMAND…`: runs each command (a string for bash) side by side, for work that leaves
# a core idle alone (one thread, or waiting on the disk); each one's output is printed when it
# has ended, in order. Fails when any failed. Commands may use `phase` themselves.
together() {
  local pids=() logs=() command status=0 i
  export -f phase
  for command in "$@"; do
    logs+=("$(mktemp)")
    bash -c "$command" >"${logs[-1]}" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    wait "${pids[i]}" || status=1
    cat "${logs[i]}"
    rm -f "${logs[i]}"
  done
  return "$status"
}

# `in_background NAME COMMAND` starts a command (a string for bash) at the lowest CPU priority, so it
# runs on what the foreground leaves idle: the tests wait on the databases, timers and the browser
# much of their time. For work without a deadline of its own (type checks, lint, installs, builds),
# whose time then mostly disappears. `awaited NAME` waits for it and prints what it printed.
declare -A BACKGROUND_PIDS=() BACKGROUND_LOGS=()
in_background() {
  local name="$1"
  export -f phase
  BACKGROUND_LOGS[$name]="$(mktemp)"
  # A process group of its own (job control, for that one command), so stop_background ends its
  # children too. Not a session of its own (setsid): the kernel's autogroups share the CPU
  # equally between sessions, whatever their processes' nice values.
  set -m
  nice -n 19 bash -c "$2" >"${BACKGROUND_LOGS[$name]}" 2>&1 &
  BACKGROUND_PIDS[$name]=$!
  set +m
}

awaited() {
  local name="$1" status=0
  wait "${BACKGROUND_PIDS[$name]}" || status=$?
  unset "BACKGROUND_PIDS[$name]"
  cat "${BACKGROUND_LOGS[$name]}"
  rm -f "${BACKGROUND_LOGS[$name]}"
  return "$status"
}

stop_background() {
  local pid
  for pid in "${BACKGROUND_PIDS[@]}"; do
    kill -- "-$pid" 2>/dev/null || true
  done
}
