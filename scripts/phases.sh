# Sourced by .ci/run and scripts/test.sh: `phase NAME COMMAND…` runs a command and records how
# long it took; `print_phases` prints the table. With SURCOS_PHASE_LOG set, every script that
# sources this records into that one file, so CI's table includes the test command's phases.
if [ -z "${SURCOS_PHASE_LOG:-}" ]; then
  SURCOS_PHASE_LOG="$(mktemp)"
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
}
