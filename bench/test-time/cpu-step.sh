#!/usr/bin/env bash
# Runs one step of `npm test` in a CPU-accounting cgroup of its own and appends its CPU and wall
# seconds to $TEST_CPU_RESULTS. A cgroup counts every descendant, including the browser processes
# that outlive their parent and are reaped by init, which `time` and getrusage miss.
# Usage (through bench/test-time/measure.sh): cpu-step.sh <step name> <command> [args...]
set -u
name=$1
shift
slug=$(printf '%s' "$name" | tr -c 'a-zA-Z0-9' '-' | cut -c1-60)
if [ -d /sys/fs/cgroup/cpuacct ]; then
  group=/sys/fs/cgroup/cpuacct/rewright-test-$slug
  usage() { cat "$group/cpuacct.usage"; } # nanoseconds
  scale=1000000000
  parent=/sys/fs/cgroup/cpuacct
else
  group=/sys/fs/cgroup/rewright-test-$slug
  usage() { awk '$1 == "usage_usec" { print $2 }' "$group/cpu.stat"; }
  scale=1000000
  parent=/sys/fs/cgroup
fi
rmdir "$group" 2>/dev/null
mkdir -p "$group"
echo $$ >"$group/cgroup.procs"
started=$(date +%s.%N)
"$@"
code=$?
ended=$(date +%s.%N)
echo $$ >"$parent/cgroup.procs"
# Processes still exiting (browsers after their runner) are counted once they are gone.
for _ in 1 2 3 4 5 6 7 8 9 10; do [ -z "$(cat "$group/cgroup.procs")" ] && break; sleep 1; done
printf '%s\t%.0f\t%.0f\t%s\n' "$name" "$(echo "$(usage) / $scale" | bc -l)" \
  "$(echo "$ended - $started" | bc -l)" "$code" >>"${TEST_CPU_RESULTS:-/dev/stderr}"
rmdir "$group" 2>/dev/null
exit $code
