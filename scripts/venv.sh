#!/usr/bin/env bash
# Make sure .venv exists in the repository and has the project installed with its dev extra.
# The editable install is redone only when pyproject.toml changes (a stamp in .venv).
# Used by scripts/test.sh and scripts/demo.sh.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VENV=$ROOT/.venv
STAMP=$VENV/.component-kit-install

die() {
    echo "venv: error: $*" >&2
    exit 1
}

[ -f "$ROOT/pyproject.toml" ] || die "no pyproject.toml in $ROOT: nothing to install"

if [ ! -x "$VENV/bin/python" ]; then
    echo "venv: creating $VENV" >&2
    if ! python3 -m venv "$VENV" 2>/dev/null; then
        # Debian's python3 keeps venv (and ensurepip) in a separate package.
        rm -rf "$VENV"
        if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
            echo "venv: python3 -m venv failed; installing python3-venv" >&2
            DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
                python3-venv >/dev/null ||
                die "apt-get install python3-venv failed. Run 'apt-get update && apt-get install -y python3-venv'."
        fi
        python3 -m venv "$VENV" || die "'python3 -m venv $VENV' failed. Install python3-venv (Debian) and retry."
    fi
fi
if ! "$VENV/bin/python" -m pip --version >/dev/null 2>&1; then
    "$VENV/bin/python" -m ensurepip --upgrade >/dev/null ||
        die "$VENV has no pip and ensurepip failed. Delete $VENV and retry."
fi

want=$(sha256sum <"$ROOT/pyproject.toml" | cut -c1-64)
if [ "$(cat "$STAMP" 2>/dev/null || true)" != "$want" ] ||
    ! "$VENV/bin/python" -c 'import component_kit' >/dev/null 2>&1; then
    echo "venv: pip install -e '.[dev]'" >&2
    log=$VENV/pip-install.log
    if ! (cd "$ROOT" && "$VENV/bin/python" -m pip install --disable-pip-version-check --no-input \
        -e '.[dev]') >"$log" 2>&1; then
        tail -n 25 "$log" >&2
        die "pip install -e '.[dev]' failed (log: $log). Check pyproject.toml and that PyPI is reachable."
    fi
    echo "$want" >"$STAMP"
fi
