#!/usr/bin/env bash
# `npm test` on a machine made busy on purpose (issue 17): two CPU-bound processes run beside it the
# whole time, so a test that depends on timing fails here first. The busy processes are ended on any
# exit (done, failed, Ctrl-C). Prints the suite's result line and the load it ran under.
set -uo pipefail
cd "$(dirname "$0")/.."

BUSY_PROCESSES=${BUSY_PROCESSES:-2}
busy_pids=()
stop_busy() {
  for pid in "${busy_pids[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${busy_pids[@]}"; do wait "$pid" 2>/dev/null; done
  busy_pids=()
}
trap stop_busy EXIT
trap 'exit 130' INT TERM

for _ in $(seq "$BUSY_PROCESSES"); do
  node -e 'for (;;);' &
  busy_pids+=("$!")
done
echo "stress: ${#busy_pids[@]} CPU-bound processes (${busy_pids[*]}) beside npm test; load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"

started=$(date +%s)
npm test
status=$?
elapsed=$(( $(date +%s) - started ))

echo "stress: npm test exited $status after ${elapsed}s beside ${#busy_pids[@]} busy processes; load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
echo "stress: $(cat .reports/summary.txt 2>/dev/null || echo 'no summary')"
exit "$status"
