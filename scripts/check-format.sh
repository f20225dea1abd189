#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails, naming the files, when a tracked C++ file differs from what clang-format makes of it with the
# committed .clang-format. Fix with: git ls-files '*.cpp' '*.h' | xargs clang-format -i
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang-format >/dev/null; then
  echo "check-format.sh: clang-format is missing (scripts/install-deps.sh installs it)" >&2
  exit 2
fi
# One clang-format process per 100 files; each misformatted place is reported as
# "FILE:LINE:COL: error: code should be clang-formatted".
bad=$(git ls-files -z '*.cpp' '*.h' | xargs -0 -n 100 clang-format --dry-run -Werror 2>&1 \
  | sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error: code should be clang-formatted.*/\1/p' | sort -u || true)
if [ -n "$bad" ]; then
  echo "check-format.sh: $(printf '%s\n' "$bad" | wc -l) file(s) not formatted with .clang-format:" >&2
  printf '  %s\n' $bad >&2
  echo "fix: git ls-files '*.cpp' '*.h' | xargs clang-format -i" >&2
  exit 1
fi
