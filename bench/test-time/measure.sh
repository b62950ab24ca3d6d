#!/usr/bin/env bash
# `npm test` with each step's CPU time: runs the whole test command, every step in its own
# CPU-accounting cgroup (cpu-step.sh), then prints a Markdown table of CPU and wall seconds per
# step. Needs root and a writable cgroup file system (cgroup v1 cpuacct or cgroup v2). On a
# 2-core machine the run cannot take less wall time than the sum of the CPU column over 2.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mkdir -p "$root/bench/results"
results="$root/bench/results/test-cpu.tsv"
: >"$results"
set +e
(cd "$root" && TEST_CPU_RESULTS="$results" REWRIGHT_TEST_STEP_WRAPPER="$here/cpu-step.sh" npm test)
code=$?
set -e
echo
echo '| step | CPU s | wall s | exit |'
echo '| --- | ---: | ---: | ---: |'
awk -F '\t' '{ printf "| %s | %s | %s | %s |\n", $1, $2, $3, $4; cpu += $2 } END { printf "| **all steps** | **%d** | | |\n", cpu }' "$results"
exit $code
