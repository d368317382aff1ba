#!/bin/bash
# The full real runs of results/real (issue 20; 2.8.3 for issue 35), one after another; each
# resumes its results file if one exists unfinished. arangod pinned to CPU 1 (development work
# stays on CPU 0).
#
#   BUNDLES=FOLDER SNAPSHOT=FOLDER WORK=FOLDER run-all.sh VERSION:LABEL ...
#
# The folders of the machine that made the runs are given as variables (the commands are those
# that ran, the machine's own paths are not part of the record):
#   BUNDLES   the unpacked server archives, BUNDLES/arangod-<version>/bin/arangod and js/
#   SNAPSHOT  the suite as it ran: `git archive c4905b5` (the 2.x runs) or `4ec0cbb` (2.8.3), unpacked
#   WORK      where each run's database folder and socket go (WORK/db-<label>)
#   OUT       where the results files go (default: the folder of this script)
set -u
: "${BUNDLES:?set BUNDLES to the folder of the unpacked arangod-<version> folders}"
: "${SNAPSHOT:?set SNAPSHOT to the unpacked snapshot of the suite}"
: "${WORK:?set WORK to a folder for the database folders}"
OUT=${OUT:-$(cd "$(dirname "$0")" && pwd)}
run_one() {   # version label
  local v=$1 label=$2 A=$BUNDLES/arangod-$1 file=$OUT/$2.json
  local R=$WORK/db-$label
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
    --javascript.script $SNAPSHOT/shootout.js "${args[@]}"
  echo "$(date -u +%FT%TZ) end $label: exit $?"
}
for spec in "$@"; do run_one ${spec%%:*} ${spec#*:}; done
