#!/bin/sh
# Carries the changes made to the reference stages since a commit into the stored exercise ends.
#
# An exercise that ends between two stages stores its end in Katas/Ends/<slug>/Workspace/. Each
# of its files was made from the file of the same name in one of the two stages around it. When
# the stages change (comments removed, a type renamed, the layout), run this with the commit the
# ends were last made against:
#
#     scripts/rebase-exercise-ends.sh <old-commit>
#
# For each file of each stored end, it picks, of the two stages around the exercise (as
# Sources/KataTool/Exercise.swift lists them), the stage file at <old-commit> closest to the
# end's file (fewest differing lines), and three-way merges that file's change since
# <old-commit> into the end's file with `git merge-file`. Files with conflicts are listed: fix
# them by hand, then check every end:
#
#     swift test --filter ExerciseEndTests
#     DISMANTLE_EXERCISE_ENDS=1 swift test --filter ExerciseEndsBuildTests
set -eu
cd "$(dirname "$0")/.."
if [ $# -ne 1 ]; then
  sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
old=$1
git rev-parse --verify --quiet "$old^{commit}" >/dev/null || {
  echo "rebase-exercise-ends: '$old' is not a commit" >&2
  exit 2
}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
conflicts=""

# The stage numbers an exercise's group goes between: "1 2" for an exercise whose entry in
# Exercise.swift says startingStage: "stage1", referenceStage: "stage2".
stages_around() {
  awk -v slug="slug: \"$1\"" '
    index($0, slug) { found = 1 }
    found && match($0, /startingStage: "stage[0-9]"/) { s = substr($0, RSTART + 21, 1) }
    found && match($0, /referenceStage: "stage[0-9]"/) {
      print s, substr($0, RSTART + 22, 1); exit
    }' Sources/KataTool/Exercise.swift
}

for end in Katas/Ends/*/Workspace; do
  [ -d "$end" ] || continue
  slug=$(basename "$(dirname "$end")")
  numbers=$(stages_around "$slug")
  for file in "$end"/*.swift; do
    name=$(basename "$file")
    best="" best_size=""
    for n in $numbers; do
      for folder in Solutions/Stage"$n"*; do
        path="$folder/$name"
        [ -f "$path" ] || continue
        git show "$old:$path" >"$scratch/candidate" 2>/dev/null || continue
        size=$(diff "$scratch/candidate" "$file" | grep -c '^[<>]' || true)
        if [ -z "$best_size" ] || [ "$size" -lt "$best_size" ]; then
          best=$path best_size=$size
          cp "$scratch/candidate" "$scratch/base"
        fi
      done
    done
    [ -n "$best" ] || continue
    cmp -s "$scratch/base" "$best" && continue
    if git merge-file -L end -L "$best at $old" -L "$best" "$file" "$scratch/base" "$best"; then
      echo "$file: merged the change of $best"
    else
      echo "$file: merged the change of $best, with conflicts"
      conflicts="$conflicts
  $file (from $best)"
    fi
  done
done
if [ -n "$conflicts" ]; then
  printf '\nConflicts to resolve by hand:%s\n' "$conflicts"
  exit 1
fi
