#!/bin/bash
# The real runs of issue 20, one after another; each resumes its results file if one exists
# unfinished. arangod pinned to CPU 1 (development work stays on CPU 0).
set -u
SNAP=/work/realruns/snap
OUT=/work/main/results/real
B=/work/realruns/bundles
run_one() {   # version label
  local v=$1 label=$2 A=$B/arangod-$1 file=$OUT/$2.json
  local R=/work/realruns/db-$label
  mkdir -p $R/db $R/apps
  local args=(--javascript.script-parameter --label=$label --javascript.script-parameter --out=$file)
  if [ -f "$file" ]; then
    if grep -q '"endedAt": null' "$file"; then
      args=(--javascript.script-parameter --resume=$file)
    else
      echo "$(date -u +%FT%TZ) $label already finished"; return 0
    fi
  fi
  echo "$(date -u +%FT%TZ) start $label: ${args[*]}"
  taskset -c 1 $A/bin/arangod -c none --database.directory $R/db --javascript.startup-directory $A/js \
    --javascript.app-path $R/apps --server.disable-authentication true \
    --server.endpoint unix://$R/arangod.sock --log.level warning --log.file - \
    --javascript.script $SNAP/shootout.js "${args[@]}"
  echo "$(date -u +%FT%TZ) end $label: exit $?"
}
for spec in "$@"; do run_one ${spec%%:*} ${spec#*:}; done
