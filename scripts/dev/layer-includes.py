#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Spells every project #include from the repository root, so the layer shows in it.

Rewrites each `#include "X"` in the project's C++ files (every *.h/*.cpp git tracks, or that is
untracked and not ignored, outside build folders) to the path of the file it names relative to the
repository root: `#include "planner/ProjectPlanner.h"` in views/ becomes
`#include "models/planner/ProjectPlanner.h"`, `#include "GuiTestSetup.h"` in tests/ becomes
`#include "tests/GuiTestSetup.h"`, a header beside the file included by its bare name is spelled
from the root as well. The root is the one include folder for project headers (models/CMakeLists.txt
makes it PUBLIC; docs/architecture.md, "Includes").

X is looked up as the compiler looked it up before the layers were spelled out: the including
file's own folder first, then the folders each layer put on the include path (LEGACY_INCLUDE_DIRS
below), plus the root itself, so an include already spelled from the root stays as it is and
running the script again changes nothing. Run it after merging a branch written before the
change, to convert the includes it added.

Never guesses: an include that names files in two of those folders, or that names no file and
is not a generated header (GENERATED below: moc output, uic's ui_*.h, *_autogen/), is reported
and no file is written. <system> includes are left alone.

Afterwards the changed files go through `clang-format -i` (the committed .clang-format sorts
includes, and the new spelling changes their order); --no-format skips that.

Usage: scripts/dev/layer-includes.py [--check] [--no-format]
  --check      write nothing; exit 1 if some include is not spelled from the root yet
  --no-format  do not run clang-format on the files changed
Exit status: 0 done (or nothing to do), 1 --check found work, 2 an include could not be resolved.
"""

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# The folders each top folder's code had on its include path before the layers were spelled out
# (from models/, views/, app/ and tests/CMakeLists.txt of that time), in the compiler's order. A
# file in a top folder not listed here is looked up in its own folder and the root only.
LEGACY_INCLUDE_DIRS = {
    "models": ["models"],
    "views": ["views", "models"],
    "app": ["app", "models", "views"],
    "tests": ["app", "views", "models"],
}

# Headers the build writes (never in the source tree): left as they are.
GENERATED = re.compile(r"(^|/)(ui_[^/]+\.h|moc_[^/]+\.cpp|qrc_[^/]+\.cpp|[^/]+\.moc)$|_autogen/")

CXX_SUFFIXES = (".h", ".hpp", ".hh", ".cpp", ".cc", ".cxx")
INCLUDE = re.compile(r'^(\s*#\s*include\s*")([^"]+)(".*)$')


def source_files():
    out = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, check=True, capture_output=True).stdout.decode()
    files = sorted({f for f in out.split("\0") if f.endswith(CXX_SUFFIXES)})
    return [f for f in files if not f.split("/")[0].startswith("build") and (ROOT / f).is_file()]


def search_dirs(rel_file):
    top = rel_file.split("/")[0] if "/" in rel_file else ""
    own = os.path.dirname(rel_file)
    dirs = [own, ""] + LEGACY_INCLUDE_DIRS.get(top, [])
    seen = []
    for d in dirs:
        if d not in seen:
            seen.append(d)
    return seen


def resolve(rel_file, name):
    """The root-relative paths X names from rel_file (one: resolved; several: ambiguous)."""
    found = []
    for d in search_dirs(rel_file):
        candidate = os.path.normpath(os.path.join(d, name))
        if candidate.startswith("../") or candidate == "..":
            continue
        if (ROOT / candidate).is_file() and candidate not in found:
            found.append(candidate)
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--no-format", action="store_true")
    args = parser.parse_args()

    errors, changes = [], {}
    for rel in source_files():
        text = (ROOT / rel).read_text(encoding="utf-8")
        lines = text.splitlines(keepends=True)
        changed = False
        for i, line in enumerate(lines):
            body = line.rstrip("\r\n")
            m = INCLUDE.match(body)
            if not m:
                continue
            name = m.group(2)
            found = resolve(rel, name)
            if len(found) > 1:
                errors.append(f"{rel}:{i + 1}: \"{name}\" is ambiguous: {', '.join(found)}")
            elif not found:
                if not GENERATED.search(name):
                    where = ", ".join(d or "." for d in search_dirs(rel))
                    errors.append(f"{rel}:{i + 1}: \"{name}\" names no file in {where} "
                                  "(if the build generates it, add its pattern to GENERATED)")
            elif found[0] != name:
                lines[i] = m.group(1) + found[0] + m.group(3) + line[len(body):]
                changed = True
        if changed:
            changes[rel] = "".join(lines)

    if errors:
        print("layer-includes: nothing written; resolve these by hand first:", file=sys.stderr)
        for e in errors:
            print("  " + e, file=sys.stderr)
        return 2
    if args.check:
        for rel in changes:
            print(f"layer-includes: {rel} has includes not spelled from the root")
        return 1 if changes else 0
    for rel, text in changes.items():
        with open(ROOT / rel, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        print(f"rewrote {rel}")
    if changes and not args.no_format:
        subprocess.run(["clang-format", "-i", *changes], cwd=ROOT, check=True)
    print(f"layer-includes: {len(changes)} file(s) rewritten", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
