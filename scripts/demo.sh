#!/usr/bin/env bash
# A component from scratch to a running image, with the local docker of scripts/test-env.sh:
#   component init /tmp/ck-demo --name demo     (only when the folder does not exist yet)
#   build_env pointed at the local package index (build containers cannot reach PyPI here)
#   component build /tmp/ck-demo --engine docker
#   docker run --rm demo:latest apply '{"a": 1}'
# The environment is taken down again at the end. COMPONENT_KIT_DEMO_DIR changes the folder.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
DEMO_DIR=${COMPONENT_KIT_DEMO_DIR:-/tmp/ck-demo}

step() { printf '\n==> %s\n' "$*" >&2; }

bash scripts/venv.sh
COMPONENT=$ROOT/.venv/bin/component
export COMPONENT_KIT_PYTHON=${COMPONENT_KIT_PYTHON:-$ROOT/.venv/bin/python}

# shellcheck disable=SC2317  # invoked by the trap
teardown() {
    local rc=$?
    trap - EXIT INT TERM
    bash scripts/test-env.sh down || true
    exit "$rc"
}
trap teardown EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

step "scripts/test-env.sh up"
bash scripts/test-env.sh up
eval "$(bash scripts/test-env.sh env)"

if [ ! -e "$DEMO_DIR" ]; then
    step "component init $DEMO_DIR --name demo"
    "$COMPONENT" init "$DEMO_DIR" --name demo
fi

step "build_env of $DEMO_DIR/component_config.yaml -> $COMPONENT_KIT_INDEX_URL"
"$ROOT/.venv/bin/python" - "$DEMO_DIR/component_config.yaml" "$COMPONENT_KIT_INDEX_URL" <<'PYEOF'
"""Set build_config.build_env's index variables, keeping the file's comments."""
import sys

from ruamel.yaml import YAML

path, index_url = sys.argv[1], sys.argv[2]
yaml = YAML()
with open(path) as f:
    config = yaml.load(f)
build_config = config.get("build_config")
if build_config is None:
    build_config = config["build_config"] = {}
build_env = build_config.get("build_env")
if build_env is None:
    build_env = build_config["build_env"] = {}
build_env["UV_INDEX_URL"] = index_url
build_env["PIP_INDEX_URL"] = index_url
with open(path, "w") as f:
    yaml.dump(config, f)
PYEOF

step "component build $DEMO_DIR --engine docker"
COMPONENT_ENGINE_EXE=$COMPONENT_KIT_DOCKER_EXE \
    DOCKER_HOST=$COMPONENT_KIT_DOCKER_HOST \
    COMPONENT_ENGINE_ARGS='--network host' \
    "$COMPONENT" build "$DEMO_DIR" --engine docker

step "docker run --rm demo:latest apply '{\"a\": 1}'"
DOCKER_HOST=$COMPONENT_KIT_DOCKER_HOST "$COMPONENT_KIT_DOCKER_EXE" run --rm demo:latest \
    apply '{"a": 1}'
