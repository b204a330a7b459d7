#!/usr/bin/env python3
"""Carries the changes made to the reference stages since a commit into the stored exercise ends.

An exercise that ends between two stages stores its end in Katas/Ends/<slug>/Workspace/. Each
of its files was made from a file of one of the two stages around it (the stage the group of
exercises starts from, or the one it leads to). When the stages change (comments removed, a
type renamed), run this with the commit the ends were last made against:

    scripts/rebase_exercise_ends.py <old-commit>          # e.g. the merge base with main

For each file of each stored end, it picks, of the two stages around the exercise, the stage
file at <old-commit> the end's file is most like, and three-way merges that stage file's change since <old-commit> into the end's file
(`git merge-file`). Files with conflicts are listed; fix them by hand, then check every end:

    swift test --filter ExerciseEndTests
    DISMANTLE_EXERCISE_ENDS=1 swift test --filter ExerciseEndsBuildTests
"""

import difflib
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def git_show(commit, path):
    result = subprocess.run(
        ["git", "show", f"{commit}:{path}"], cwd=ROOT, capture_output=True, text=True)
    return result.stdout if result.returncode == 0 else None


def stages_around(slug):
    """The two stage folders an exercise's group goes between, as Exercise.swift lists them."""
    text = (ROOT / "Sources/KataTool/Exercise.swift").read_text()
    match = re.search(
        r'slug: "%s".*?startingStage: "stage(\d)",\s*referenceStage: "stage(\d)"' % re.escape(slug),
        text, re.S)
    folders = sorted(p.name for p in (ROOT / "Solutions").iterdir() if p.is_dir())
    numbers = match.groups() if match else ()
    return [f for f in folders if any(f.startswith(f"Stage{n}") for n in numbers)] or folders


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    old = sys.argv[1]
    conflicts = []
    for end in sorted((ROOT / "Katas/Ends").glob("*/Workspace")):
        for file in sorted(end.glob("*.swift")):
            text = file.read_text()
            # The stage file, at the old commit, that this end's file is most like.
            candidates = []
            for stage in stages_around(end.parent.name):
                path = f"Solutions/{stage}/{file.name}"
                before = git_show(old, path)
                if before is not None and (ROOT / path).exists():
                    ratio = difflib.SequenceMatcher(None, before, text).ratio()
                    candidates.append((ratio, path, before))
            if not candidates:
                continue
            _, path, before = max(candidates)
            after = (ROOT / path).read_text()
            if after == before:
                continue
            with tempfile.NamedTemporaryFile("w", suffix=".swift", delete=False) as base:
                base.write(before)
            merged = subprocess.run(
                ["git", "merge-file", "-L", "end", "-L", f"{path} at {old}", "-L", path,
                 str(file), base.name, str(ROOT / path)], cwd=ROOT)
            pathlib.Path(base.name).unlink()
            relative = file.relative_to(ROOT)
            if merged.returncode != 0:
                conflicts.append(f"{relative} (from {path})")
            print(f"{relative}: merged the change of {path}")
    if conflicts:
        print("\nConflicts to resolve by hand:\n  " + "\n  ".join(conflicts))
        sys.exit(1)


if __name__ == "__main__":
    main()
