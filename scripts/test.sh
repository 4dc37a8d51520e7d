#!/usr/bin/env bash
# The project's test command: lint, type-check, then pytest with the end-to-end tests required.
#
#   scripts/test.sh                 everything
#   scripts/test.sh -k smoke -x     arguments go to pytest
#
# Needs root on Debian (it installs and starts the build engines: scripts/test-env.sh). The
# environment it brings up is taken down again on exit, whatever happens (unless another
# holder still uses it, see test-env.sh). The exit code is pytest's, or that of the first
# step that failed.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

step() { printf '\n==> %s\n' "$*" >&2; }

step "virtual environment (.venv)"
bash scripts/venv.sh
export PATH=$ROOT/.venv/bin:$PATH
export COMPONENT_KIT_PYTHON=${COMPONENT_KIT_PYTHON:-$ROOT/.venv/bin/python}

# test-env.sh counts this shell ($$, its parent) as a holder in `up` and releases it in `down`.
# shellcheck disable=SC2317  # invoked by the trap
teardown() {
    local rc=$?
    trap - EXIT INT TERM
    step "scripts/test-env.sh down"
    bash scripts/test-env.sh down || echo "test.sh: warning: 'scripts/test-env.sh down' failed" >&2
    exit "$rc"
}
trap teardown EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

step "scripts/test-env.sh up"
bash scripts/test-env.sh up
eval "$(bash scripts/test-env.sh env)"
export COMPONENT_KIT_REQUIRE_E2E=1

step "ruff check src tests"
ruff check src tests

step "mypy src"
mypy src

step "pytest $*"
set +e
python -m pytest "$@"
rc=$?
set -e
exit "$rc"
