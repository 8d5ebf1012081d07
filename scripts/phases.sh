# Sourced by .ci/run and scripts/test.sh: `phase NAME COMMAND…` runs a command and records how
# long it took; `print_phases` prints the table. With SURCOS_PHASE_LOG set, every script that
# sources this records into that one file, so CI's table includes the test command's phases.
if [ -z "${SURCOS_PHASE_LOG:-}" ]; then
  SURCOS_PHASE_LOG="$(mktemp)"
  SURCOS_PHASES_STARTED=$SECONDS
  export SURCOS_PHASE_LOG
  # The script that started the log prints the table when it ends.
  trap print_phases EXIT
fi

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
