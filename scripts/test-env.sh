#!/usr/bin/env bash
# The environment of the end-to-end tests: real build engines, a Debian base image and a local
# Python package index, all on this machine, with no container registry.
#
#   scripts/test-env.sh up      install, build, start (idempotent; slow only the first time)
#   scripts/test-env.sh env     print the `export` lines the tests read
#   scripts/test-env.sh down    stop what `up` started (by pid) and unmount what is left
#   scripts/test-env.sh check   by-hand verification: a build with a secret, apt-get and pip
#                               from the local index, on every engine (needs `up` first)
#
# What was needed on Debian 12 as root (2 cores, no registry, HTTPS out of containers broken):
# - docker.io 20.10: the preinstalled /usr/local/bin/docker has no buildx; use /usr/bin/docker
#   with DOCKER_BUILDKIT=1 (the daemon's built-in BuildKit). Private daemon:
#     dockerd --storage-driver vfs --iptables=false --ip6tables=false --ip-forward=false
#       --ip-masq=false --bridge=none --data-root D --exec-root E --pidfile P
#       --config-file EMPTY.json --host unix://SOCK
#   Build steps need `docker build --network host` (no bridge); `RUN --mount=type=secret`
#   with `--secret id=tok,env=VAR` works. `docker run --network none` works.
# - buildah 1.28 does NOT honour STORAGE_DRIVER=vfs (podman 4.3 does), so both get
#   CONTAINERS_STORAGE_CONF=<file with driver "vfs" and a private graphroot/runroot>; they
#   then share one store. BUILDAH_ISOLATION=chroot is honoured by `buildah build`,
#   `buildah run` and `podman build`. Chroot isolation shares the host network (127.0.0.1
#   index reachable; `buildah run --network none` is silently not isolated).
# - `podman run` fails (setrlimit: operation not permitted): run podman images with
#   `buildah from` + `buildah run` + `buildah rm`. `buildah run` applies the image's Env, User
#   and WorkingDir but NOT Entrypoint/Cmd (the tests assemble argv themselves).
# - Base image: debootstrap --variant=minbase bookworm (about 25 s), then trimmed like the
#   official slim image (no apt lists, .debs, docs, man pages, locales: 78 MB instead of
#   121 MB), imported with ENV PATH and CMD ["bash"]. FROM debian:bookworm-slim then resolves
#   locally in all three engines (buildah: without any pull).
# - Chroot isolation bind-mounts the host's /dev: once something had replaced the host's
#   /dev/null by a plain file, apt-get failed in every buildah/podman build ("gpgv ... not
#   installed"). `up` checks for that and recreates the device.
# - Storage: vfs (the default) copies the whole tree for every layer and container, about
#   3-5 s per `buildah from` and per build step here. COMPONENT_KIT_STORAGE_DRIVER=overlay
#   (docker overlay2, containers overlay) also works on this machine, as root, for all
#   three engines including `check`, and ran the smoke tests in 16 s instead of 130 s.
# - The package index: wheels fetched on the host with `pip download --only-binary :all:
#   --implementation cp --python-version 3.11 --platform manylinux_2_17_<arch> ...`, a PEP 503
#   tree generated here, served by `python3 -m http.server --bind 127.0.0.1`. Inside builds
#   `apt-get install python3 python3-venv` then `pip/uv install --index-url http://127.0.0.1:PORT/simple/`
#   works (docker with --network host, buildah/podman with chroot isolation).
#
# Settings (environment): COMPONENT_KIT_CACHE (default /var/cache/component-kit: rootfs tar,
# wheels, docker data root, containers storage), COMPONENT_KIT_RUN (default /run/component-kit:
# pidfiles, socket, logs), COMPONENT_KIT_INDEX_PORT (default 8765), COMPONENT_KIT_PYTHON (the
# python whose pip downloads wheels, default python3), COMPONENT_KIT_DEBIAN_MIRROR,
# COMPONENT_KIT_DOCKER_TIMEOUT (seconds to wait for dockerd, default 60),
# COMPONENT_KIT_STORAGE_DRIVER (auto, the default: overlay where the kernel mounts it, else
# vfs; or force overlay or vfs; each driver has its own stores).
#
# Several callers may hold the environment at once: `up` records its caller's pid as a holder,
# `down` only stops the services when no other live holder remains (`down --force` always does).
set -euo pipefail
set -o errtrace

CACHE=${COMPONENT_KIT_CACHE:-/var/cache/component-kit}
RUN=${COMPONENT_KIT_RUN:-/run/component-kit}
PORT=${COMPONENT_KIT_INDEX_PORT:-8765}
PY=${COMPONENT_KIT_PYTHON:-python3}
MIRROR=${COMPONENT_KIT_DEBIAN_MIRROR:-http://deb.debian.org/debian}
DOCKER_TIMEOUT=${COMPONENT_KIT_DOCKER_TIMEOUT:-60}
DRIVER=${COMPONENT_KIT_STORAGE_DRIVER:-auto}
HOLDER=${COMPONENT_KIT_HOLDER:-$PPID}

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REQUIREMENTS=$SCRIPT_DIR/index-requirements.txt

DOCKER_EXE=/usr/bin/docker
DOCKERD_EXE=/usr/sbin/dockerd
BUILDAH_EXE=/usr/bin/buildah
PODMAN_EXE=/usr/bin/podman
BASE_IMAGE=debian:bookworm-slim
BASE_IMAGE_FQ=docker.io/library/debian:bookworm-slim
BASE_PATH_ENV=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin

die() {
    echo "test-env: error: $*" >&2
    exit 1
}
say() { echo "test-env: $*" >&2; }
trap 'die "unexpected failure (exit $?) at line $LINENO: $BASH_COMMAND"' ERR

# overlay is several times faster than vfs and needs a fraction of its disk (vfs copies the
# whole tree for every layer and every build step), so it is the default wherever the kernel
# lets us mount it; a machine that refuses the mount falls back to vfs, which works anywhere.
overlay_mounts() {
    local probe
    mkdir -p "$CACHE" 2>/dev/null || return 1
    probe=$(mktemp -d "$CACHE/.overlay-probe.XXXXXX" 2>/dev/null) || return 1
    mkdir -p "$probe/lower" "$probe/upper" "$probe/work" "$probe/merged"
    if mount -t overlay overlay \
        -o "lowerdir=$probe/lower,upperdir=$probe/upper,workdir=$probe/work" "$probe/merged" \
        2>/dev/null; then
        umount "$probe/merged" 2>/dev/null || true
        rm -rf "$probe"
        return 0
    fi
    rm -rf "$probe"
    return 1
}
if [ "$DRIVER" = auto ]; then
    if overlay_mounts; then DRIVER=overlay; else DRIVER=vfs; fi
fi

# Each driver has its own docker data root and containers store: a store never changes driver.
case $DRIVER in
    vfs) DOCKER_DRIVER=vfs ;;
    overlay) DOCKER_DRIVER=overlay2 ;;
    *) die "COMPONENT_KIT_STORAGE_DRIVER=$DRIVER is not supported: use auto (the default: overlay where it mounts, else vfs), overlay or vfs" ;;
esac

LOGS=$RUN/logs
DOCKER_SOCK=$RUN/docker.sock
DOCKER_PIDFILE=$RUN/dockerd.pid
DOCKER_EXEC_ROOT=$RUN/docker-exec
DOCKER_DATA=$CACHE/docker-$DOCKER_DRIVER
INDEX_DIR=$CACHE/index
INDEX_PIDFILE=$RUN/index.pid
INDEX_URL=http://127.0.0.1:$PORT/simple/
STORAGE_CONF=$RUN/containers-storage-$DRIVER.conf
GRAPHROOT=$CACHE/containers-$DRIVER/storage
RUNROOT=$RUN/containers-$DRIVER

case $(uname -m) in
    x86_64 | amd64) WHEEL_ARCH=x86_64 ;;
    aarch64 | arm64) WHEEL_ARCH=aarch64 ;;
    *) die "unsupported machine $(uname -m): only x86_64 and aarch64 have wheels in the index" ;;
esac
# Bump the suffix when build_rootfs changes: the new tar then replaces the imported images.
ROOTFS_TAR=$CACHE/rootfs/debian-bookworm-minbase-$WHEEL_ARCH-slim1.tar

# Run a command with its output in a log file; on failure show the log's tail and one line
# saying what failed and how to fix it.
run_logged() {
    local what=$1 fix=$2 log=$LOGS/$3.log
    shift 3
    if ! "$@" >"$log" 2>&1; then
        echo "test-env: --- last lines of $log ---" >&2
        tail -n 25 "$log" >&2
        die "$what failed (full log: $log). $fix"
    fi
}

# Print the pid recorded in pidfile $1 if that process is alive and its command line
# contains $2 (so a reused pid is never taken for ours).
live_pid() {
    local pid state
    [ -s "$1" ] || return 1
    pid=$(tr -dc 0-9 <"$1")
    [ -n "$pid" ] && [ -r "/proc/$pid/cmdline" ] || return 1
    state=$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null) || return 1
    [ "$state" != Z ] || return 1
    grep -qaF -- "$2" "/proc/$pid/cmdline" || return 1
    echo "$pid"
}

alive() {
    [ -e "/proc/$1" ] && [ "$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null)" != Z ]
}

# TERM, wait up to $3 seconds, then KILL.
stop_pid() {
    local pid=$1 name=$2 wait_s=${3:-20} i
    kill -TERM "$pid" 2>/dev/null || return 0
    for ((i = 0; i < wait_s * 10; i++)); do
        alive "$pid" || { say "stopped $name (pid $pid)"; return 0; }
        sleep 0.1
    done
    say "$name (pid $pid) ignored TERM for ${wait_s}s; sending KILL"
    kill -KILL "$pid" 2>/dev/null || true
    for ((i = 0; i < 50; i++)); do
        alive "$pid" || return 0
        sleep 0.1
    done
    die "could not stop $name (pid $pid). Stop it by hand: kill -KILL $pid"
}

# Mount points at or under $1, deepest first.
mounts_under() {
    awk -v p="$1" '$2 == p || index($2, p "/") == 1 { print $2 }' /proc/self/mounts | sort -r
}

unmount_under() {
    local m
    while IFS= read -r m; do
        [ -n "$m" ] || continue
        umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null ||
            say "warning: could not unmount $m"
    done < <(mounts_under "$1")
}

# Delete a directory tree without ever descending into a mount left inside it.
remove_tree() {
    [ -e "$1" ] || return 0
    unmount_under "$1"
    rm -rf --one-file-system "$1"
}

CLEANUP=()
cleanup() {
    local t
    for t in "${CLEANUP[@]}"; do remove_tree "$t"; done
}
trap cleanup EXIT

dock() {
    env -u DOCKER_CONTEXT -u DOCKER_TLS_VERIFY -u DOCKER_CERT_PATH \
        DOCKER_HOST="unix://$DOCKER_SOCK" DOCKER_BUILDKIT=1 "$DOCKER_EXE" "$@"
}

containers_env() {
    env CONTAINERS_STORAGE_CONF="$STORAGE_CONF" STORAGE_DRIVER="$DRIVER" BUILDAH_ISOLATION=chroot "$@"
}

docker_answers() {
    timeout 10 env -u DOCKER_CONTEXT DOCKER_HOST="unix://$DOCKER_SOCK" "$DOCKER_EXE" info \
        >/dev/null 2>&1
}

# "DRIVER DATA-ROOT" of the running daemon.
docker_layout() {
    timeout 10 env -u DOCKER_CONTEXT DOCKER_HOST="unix://$DOCKER_SOCK" "$DOCKER_EXE" info \
        --format '{{.Driver}} {{.DockerRootDir}}' 2>/dev/null
}

index_answers() {
    curl -sf --max-time 5 -o /dev/null "$INDEX_URL"
}

# ---------------------------------------------------------------------------------------------
# up

install_packages() {
    local pkgs=()
    [ -x "$DOCKERD_EXE" ] && [ -x "$DOCKER_EXE" ] || pkgs+=(docker.io)
    [ -x "$BUILDAH_EXE" ] || pkgs+=(buildah)
    [ -x "$PODMAN_EXE" ] || pkgs+=(podman)
    [ -s "$ROOTFS_TAR" ] || command -v debootstrap >/dev/null || pkgs+=(debootstrap)
    command -v curl >/dev/null || pkgs+=(curl)
    [ ${#pkgs[@]} -gt 0 ] || return 0
    [ "$(id -u)" = 0 ] || die "need root to install ${pkgs[*]}. Run as root, or install them first: apt-get install -y ${pkgs[*]}"
    say "installing ${pkgs[*]} (apt-get)"
    run_logged "apt-get update" "Check that the Debian mirror is reachable (apt-get update)." \
        apt-update timeout 600 apt-get update
    run_logged "apt-get install ${pkgs[*]}" "Install them by hand: apt-get install -y --no-install-recommends ${pkgs[*]}" \
        apt-install timeout 900 env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --no-install-recommends "${pkgs[@]}"
}

# With chroot isolation, build steps see the host's /dev. A /dev/null that is no longer the
# device (something deleted it and a redirection made a file) breaks apt-get in every build.
check_host() {
    if [ ! -c /dev/null ]; then
        say "warning: /dev/null is not the null device (a $(stat -c %F /dev/null)); recreating it"
        if ! { rm -f /dev/null && mknod -m 666 /dev/null c 1 3; }; then
            die "could not recreate /dev/null. Fix by hand: rm -f /dev/null && mknod -m 666 /dev/null c 1 3"
        fi
    fi
}

build_rootfs() {
    [ -s "$ROOTFS_TAR" ] && return 0
    say "building the Debian bookworm minbase rootfs with debootstrap (once; cached in $ROOTFS_TAR)"
    mkdir -p "$CACHE/rootfs"
    local tmp
    tmp=$(mktemp -d "$CACHE/rootfs/tmp.XXXXXX")
    # debootstrap mounts /proc and /sys in the target: remove_tree unmounts before deleting,
    # also when this script dies half-way (the EXIT trap).
    CLEANUP+=("$tmp")
    run_logged "debootstrap of Debian bookworm" "Check that $MIRROR is reachable over http, or set COMPONENT_KIT_DEBIAN_MIRROR." \
        debootstrap timeout 1200 debootstrap --variant=minbase bookworm "$tmp/rootfs" "$MIRROR"
    unmount_under "$tmp/rootfs"
    slim_rootfs "$tmp/rootfs"
    run_logged "packing the rootfs" "Check free space under $CACHE." rootfs-tar \
        tar --numeric-owner -C "$tmp/rootfs" -cf "$tmp/rootfs.tar" .
    sha256sum <"$tmp/rootfs.tar" | cut -c1-64 >"$ROOTFS_TAR.sha256"
    mv "$tmp/rootfs.tar" "$ROOTFS_TAR"
    remove_tree "$tmp"
}

# What the official slim image leaves out (121 MB -> about 80 MB; every vfs copy gets cheaper):
# package lists, downloaded .debs, documentation, manuals and translations, also for packages
# installed later (dpkg path-exclude). Only ever called on a fresh debootstrap tree.
slim_rootfs() {
    local root=$1
    if [ -z "$root" ] || [ "$root" = / ] || [ ! -f "$root/etc/debian_version" ]; then
        die "slim_rootfs: '$root' is not a debootstrap tree"
    fi
    printf '%s\n' "# Written by component-kit's scripts/test-env.sh, after the official slim images." \
        'path-exclude /usr/share/doc/*' 'path-include /usr/share/doc/*/copyright' \
        'path-exclude /usr/share/groff/*' 'path-exclude /usr/share/info/*' \
        'path-exclude /usr/share/linda/*' 'path-exclude /usr/share/lintian/*' \
        'path-exclude /usr/share/locale/*' 'path-exclude /usr/share/man/*' \
        >"$root/etc/dpkg/dpkg.cfg.d/component-kit-slim"
    find "$root/usr/share/doc" -mindepth 1 ! -type d ! -name copyright -delete
    find "$root/usr/share/doc" -mindepth 1 -type d -empty -delete
    local d
    for d in usr/share/groff usr/share/info usr/share/linda usr/share/lintian usr/share/locale \
        usr/share/man var/lib/apt/lists; do
        if [ -d "$root/$d" ]; then find "$root/$d" -mindepth 1 -delete; fi
    done
    find "$root/var/cache/apt/archives" -name '*.deb' -delete
    mkdir -p "$root/var/lib/apt/lists/partial"
}

start_dockerd() {
    local pid
    if pid=$(live_pid "$DOCKER_PIDFILE" dockerd); then
        if [ "$(docker_layout)" = "$DOCKER_DRIVER $DOCKER_DATA" ]; then
            return 0
        fi
        say "dockerd (pid $pid) does not answer, or runs another storage driver; restarting it"
        stop_pid "$pid" dockerd 30
    fi
    rm -f "$DOCKER_SOCK" "$DOCKER_PIDFILE"
    mkdir -p "$DOCKER_DATA" "$DOCKER_EXEC_ROOT"
    echo '{}' >"$RUN/dockerd.json"
    say "starting dockerd on unix://$DOCKER_SOCK"
    # setsid + all descriptors redirected: the daemon outlives this script and holds no pipe
    # of its caller open.
    setsid "$DOCKERD_EXE" --storage-driver "$DOCKER_DRIVER" --iptables=false --ip6tables=false \
        --ip-forward=false --ip-masq=false --bridge=none \
        --data-root "$DOCKER_DATA" --exec-root "$DOCKER_EXEC_ROOT" \
        --pidfile "$DOCKER_PIDFILE" --config-file "$RUN/dockerd.json" \
        --host "unix://$DOCKER_SOCK" </dev/null >>"$LOGS/dockerd.log" 2>&1 9>&- &
    pid=$!
    local deadline=$((SECONDS + DOCKER_TIMEOUT))
    until docker_answers; do
        if ! alive "$pid"; then
            echo "test-env: --- last lines of $LOGS/dockerd.log ---" >&2
            tail -n 25 "$LOGS/dockerd.log" >&2
            die "dockerd exited during start-up (log: $LOGS/dockerd.log). Fix the error above; 'scripts/test-env.sh down' clears leftovers."
        fi
        if [ $SECONDS -ge $deadline ]; then
            echo "test-env: --- last lines of $LOGS/dockerd.log ---" >&2
            tail -n 25 "$LOGS/dockerd.log" >&2
            die "dockerd did not answer 'docker info' within ${DOCKER_TIMEOUT}s (log: $LOGS/dockerd.log). Raise COMPONENT_KIT_DOCKER_TIMEOUT or fix the error above."
        fi
        sleep 0.5
    done
}

write_storage_conf() {
    mkdir -p "$GRAPHROOT" "$RUNROOT"
    cat >"$STORAGE_CONF.tmp" <<EOF
# Written by scripts/test-env.sh: the store shared by buildah and podman in the tests.
[storage]
driver = "$DRIVER"
graphroot = "$GRAPHROOT"
runroot = "$RUNROOT"
EOF
    mv "$STORAGE_CONF.tmp" "$STORAGE_CONF"
}

# The base images carry the rootfs tar's digest as a label: a rebuilt tar replaces them.
import_base_images() {
    local id label=org.component-kit.rootfs-sha256 format
    id=$(cat "$ROOTFS_TAR.sha256")
    format="{{index .Config.Labels \"$label\"}}"
    if [ "$(dock image inspect --format "$format" "$BASE_IMAGE" 2>/dev/null)" != "$id" ]; then
        say "importing $BASE_IMAGE into docker"
        run_logged "docker import of $ROOTFS_TAR" "Run 'scripts/test-env.sh down', delete $ROOTFS_TAR and retry." \
            docker-import dock import --change "ENV PATH=$BASE_PATH_ENV" --change 'CMD ["bash"]' \
            --change "LABEL $label=$id" "$ROOTFS_TAR" "$BASE_IMAGE"
    fi
    format="{{index .OCIv1.Config.Labels \"$label\"}}"
    if [ "$(containers_env "$BUILDAH_EXE" inspect --type image --format "$format" "$BASE_IMAGE_FQ" 2>/dev/null)" != "$id" ]; then
        say "importing $BASE_IMAGE_FQ into the buildah/podman $DRIVER store"
        local file=$RUN/base-image.Containerfile
        printf 'FROM scratch\nADD %s /\nENV PATH=%s\nLABEL %s=%s\nCMD ["bash"]\n' \
            "$(basename "$ROOTFS_TAR")" "$BASE_PATH_ENV" "$label" "$id" >"$file"
        run_logged "buildah import of $ROOTFS_TAR" "Check $LOGS/buildah-import.log; 'rm -rf $GRAPHROOT' resets the store." \
            buildah-import containers_env timeout 600 "$BUILDAH_EXE" build --isolation chroot \
            --layers=false -f "$file" -t "$BASE_IMAGE_FQ" "$(dirname "$ROOTFS_TAR")"
    fi
    containers_env "$PODMAN_EXE" image exists "$BASE_IMAGE_FQ" ||
        die "podman does not see $BASE_IMAGE_FQ in $GRAPHROOT although buildah does. Check 'CONTAINERS_STORAGE_CONF=$STORAGE_CONF podman images'."
}

write_simple_index() {
    "$PY" - "$INDEX_DIR" <<'PYEOF'
"""Write a PEP 503 tree (simple/) for the wheels in files/, replacing the old one at once."""
import hashlib
import html
import re
import shutil
import sys
from pathlib import Path

root = Path(sys.argv[1])
projects: dict[str, list[Path]] = {}
for wheel in sorted((root / "files").glob("*.whl")):
    name = re.sub(r"[-_.]+", "-", wheel.name.split("-")[0]).lower()
    projects.setdefault(name, []).append(wheel)

def page(title: str, links: list[tuple[str, str]]) -> str:
    body = "".join(f'<a href="{html.escape(h)}">{html.escape(t)}</a><br>\n' for h, t in links)
    return (f"<!DOCTYPE html>\n<html><head><meta name=\"pypi:repository-version\" content=\"1.0\">"
            f"<title>{html.escape(title)}</title></head><body>\n{body}</body></html>\n")

new = root / "simple.new"
shutil.rmtree(new, ignore_errors=True)
new.mkdir()
(new / "index.html").write_text(page("Simple index", [(f"{n}/", n) for n in sorted(projects)]))
for name, wheels in projects.items():
    links = []
    for wheel in wheels:
        digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
        links.append((f"../../files/{wheel.name}#sha256={digest}", wheel.name))
    (new / name).mkdir()
    (new / name / "index.html").write_text(page(f"Links for {name}", links))
old = root / "simple.old"
shutil.rmtree(old, ignore_errors=True)
if (root / "simple").exists():
    (root / "simple").rename(old)
new.rename(root / "simple")
shutil.rmtree(old, ignore_errors=True)
PYEOF
}

build_index() {
    mkdir -p "$INDEX_DIR/files"
    local platforms=("manylinux_2_17_$WHEEL_ARCH" "manylinux2014_$WHEEL_ARCH" "manylinux_2_28_$WHEEL_ARCH" any)
    local stamp want
    want="$WHEEL_ARCH ${platforms[*]} $(sha256sum <"$REQUIREMENTS" | cut -c1-64)"
    stamp=$(cat "$INDEX_DIR/.stamp" 2>/dev/null || true)
    if [ "$stamp" != "$want" ] || [ ! -d "$INDEX_DIR/simple" ]; then
        "$PY" -m pip --version >/dev/null 2>&1 ||
            die "'$PY -m pip' does not work; it downloads the wheels of the index. Install pip (apt-get install -y python3-pip) or set COMPONENT_KIT_PYTHON."
        say "downloading wheels for the local index (once; cached in $INDEX_DIR/files)"
        local plat_args=() p
        for p in "${platforms[@]}"; do plat_args+=(--platform "$p"); done
        run_logged "pip download of the index wheels" "Check that PyPI is reachable from the host and that $REQUIREMENTS names existing packages." \
            pip-download timeout 600 "$PY" -m pip download --disable-pip-version-check --no-input \
            --progress-bar off -d "$INDEX_DIR/files" --only-binary :all: --implementation cp \
            --python-version 3.11 "${plat_args[@]}" -r "$REQUIREMENTS"
        run_logged "writing the simple index" "See the log." index-html write_simple_index
        echo "$want" >"$INDEX_DIR/.stamp"
    fi
}

start_index() {
    local pid
    if pid=$(live_pid "$INDEX_PIDFILE" http.server); then
        index_answers && return 0
        say "the index server (pid $pid) does not answer; restarting it"
        stop_pid "$pid" "index server" 10
    fi
    if curl -s --max-time 3 -o /dev/null "http://127.0.0.1:$PORT/"; then
        die "port $PORT on 127.0.0.1 is taken by another program. Stop it, or choose another port with COMPONENT_KIT_INDEX_PORT."
    fi
    say "serving $INDEX_DIR at http://127.0.0.1:$PORT/"
    setsid "$PY" -m http.server --bind 127.0.0.1 --directory "$INDEX_DIR" "$PORT" \
        </dev/null >>"$LOGS/index.log" 2>&1 9>&- &
    pid=$!
    echo "$pid" >"$INDEX_PIDFILE"
    local i
    for ((i = 0; i < 100; i++)); do
        index_answers && break
        if ! alive "$pid"; then
            tail -n 10 "$LOGS/index.log" >&2
            die "the index server exited at start (log: $LOGS/index.log). Is port $PORT free? Set COMPONENT_KIT_INDEX_PORT to use another."
        fi
        sleep 0.1
    done
    index_answers || die "the index at $INDEX_URL did not answer within 10s (log: $LOGS/index.log)."
    # The index works for pip on its own: no host configuration (extra indexes, find-links).
    local tmp
    tmp=$(mktemp -d)
    if ! env -u PIP_FIND_LINKS -u PIP_EXTRA_INDEX_URL -u PIP_INDEX_URL -u PIP_CONSTRAINT \
        PIP_CONFIG_FILE=/dev/null timeout 120 "$PY" -m pip download --disable-pip-version-check \
        --no-deps -q -d "$tmp" --index-url "$INDEX_URL" six >"$LOGS/index-check.log" 2>&1; then
        rm -rf "$tmp"
        tail -n 15 "$LOGS/index-check.log" >&2
        die "'pip download six' from $INDEX_URL failed (log: $LOGS/index-check.log). Delete $INDEX_DIR and run up again."
    fi
    rm -rf "$tmp"
}

# Live holders other than this caller; dead ones are forgotten.
other_holders() {
    local h
    for h in "$RUN/holders"/*; do
        [ -e "$h" ] || continue
        [ "$(basename "$h")" != "$HOLDER" ] || continue
        if alive "$(basename "$h")"; then basename "$h"; else rm -f "$h"; fi
    done
}

# Untagged images of the buildah/podman store created more than $1 seconds ago.
untagged_images() {
    containers_env "$PODMAN_EXE" images -a --format json | "$PY" -c '
import json, sys, time
min_age = int(sys.argv[1])
for image in json.load(sys.stdin):
    if not image.get("Names") and time.time() - image.get("Created", 0) > min_age:
        print(image["Id"])
' "$1"
}

# Remove untagged images one at a time, leaves first, until a pass removes nothing. (`podman
# image prune` keeps the cache images that have children, and stops at the first image that
# another build removed meanwhile.) Images that a container or a tagged image uses stay.
prune_untagged() {
    local min_age=$1 before after id
    before=$(untagged_images "$min_age") || return 1
    while [ -n "$before" ]; do
        for id in $before; do containers_env "$PODMAN_EXE" rmi "$id" >/dev/null 2>&1 || true; done
        after=$(untagged_images "$min_age") || return 1
        [ "$after" != "$before" ] || break
        before=$after
    done
}

# Every build leaves intermediate images (the layer cache) and a failed one may leave its
# build container; with vfs each is a full copy of the tree, so a day of test runs fills the
# disk. "full" removes all of that (only done when nobody else holds the environment);
# "aged" only what is older than an hour, safe next to builds in progress. Tagged images,
# the base image included, stay.
prune_stores() {
    local mode=$1 docker_filter=() min_age=0
    if [ "$mode" = aged ]; then
        docker_filter=(--filter until=1h)
        min_age=3600
    fi
    {
        if docker_answers; then
            dock container prune -f "${docker_filter[@]}"
            dock image prune -f "${docker_filter[@]}"
            dock builder prune -a -f "${docker_filter[@]}"
        fi
        if [ -f "$STORAGE_CONF" ]; then
            if [ "$mode" = full ]; then containers_env "$BUILDAH_EXE" rm --all; fi
            prune_untagged "$min_age"
        fi
    } >>"$LOGS/prune.log" 2>&1 || say "warning: pruning the image stores failed (log: $LOGS/prune.log)"
}

# Free space under the cache, in GiB.
free_gib() {
    df -P -k "$CACHE" | awk 'NR == 2 { print int($4 / 1048576) }'
}

cmd_up() {
    [ "$(id -u)" = 0 ] || die "run as root: dockerd, buildah and podman need it (sudo scripts/test-env.sh up)"
    mkdir -p "$RUN/holders" "$LOGS" "$CACHE"
    local started=$SECONDS
    exec 9>"$RUN/lock"
    flock -w 900 9 || die "another 'test-env.sh up/down' held $RUN/lock for 15 minutes. Check 'ps -ef | grep test-env'."
    install_packages
    check_host
    build_rootfs
    start_dockerd
    write_storage_conf
    import_base_images
    if [ -z "$(other_holders)" ]; then prune_stores full; else prune_stores aged; fi
    [ "$(free_gib)" -ge 5 ] ||
        die "only $(free_gib) GiB free under $CACHE; builds need more. 'scripts/test-env.sh down --force' prunes the image stores, or delete $CACHE/docker-* and $CACHE/containers-* (rebuilt by up)."
    build_index
    start_index
    : >"$RUN/holders/$HOLDER"
    say "up in $((SECONDS - started))s; 'eval \"\$(scripts/test-env.sh env)\"' exports the settings"
}

# ---------------------------------------------------------------------------------------------
# down

cmd_down() {
    local force=${1:-}
    [ -d "$RUN" ] || return 0
    mkdir -p "$RUN/holders" "$LOGS"
    exec 9>"$RUN/lock"
    flock -w 300 9 || die "another 'test-env.sh up/down' held $RUN/lock for 5 minutes."
    rm -f "$RUN/holders/$HOLDER"
    local others
    others=$(other_holders | tr '\n' ' ')
    if [ -n "$others" ] && [ "$force" != --force ]; then
        say "leaving the services running for other holder(s): pid ${others% } ('down --force' stops them anyway)"
        return 0
    fi
    rm -f "$RUN/holders/"*
    prune_stores full
    local pid
    if pid=$(live_pid "$INDEX_PIDFILE" http.server); then stop_pid "$pid" "index server" 10; fi
    rm -f "$INDEX_PIDFILE"
    # dockerd runs its own containerd; note its pid before dockerd goes.
    local cpid=""
    cpid=$(live_pid "$DOCKER_EXEC_ROOT/containerd/containerd.pid" containerd) || cpid=""
    if pid=$(live_pid "$DOCKER_PIDFILE" dockerd); then stop_pid "$pid" dockerd 30; fi
    if [ -n "$cpid" ] && alive "$cpid"; then stop_pid "$cpid" containerd 10; fi
    rm -f "$DOCKER_PIDFILE" "$DOCKER_SOCK"
    unmount_under "$DOCKER_EXEC_ROOT"
    local t
    for t in "$CACHE"/docker-* "$CACHE"/containers-* "$RUN"/containers-*; do unmount_under "$t"; done
    for t in "$CACHE"/rootfs/tmp.*; do remove_tree "$t"; done
    say "down"
}

# ---------------------------------------------------------------------------------------------
# env, check

cmd_env() {
    printf 'export %s=%q\n' \
        COMPONENT_KIT_DOCKER_HOST "unix://$DOCKER_SOCK" \
        COMPONENT_KIT_DOCKER_EXE "$DOCKER_EXE" \
        COMPONENT_KIT_BUILDAH_EXE "$BUILDAH_EXE" \
        COMPONENT_KIT_PODMAN_EXE "$PODMAN_EXE" \
        COMPONENT_KIT_STORAGE_DRIVER "$DRIVER" \
        COMPONENT_KIT_CONTAINERS_STORAGE_CONF "$STORAGE_CONF" \
        COMPONENT_KIT_BUILDAH_ISOLATION chroot \
        COMPONENT_KIT_INDEX_URL "$INDEX_URL" \
        COMPONENT_KIT_BASE_IMAGE "$BASE_IMAGE" \
        COMPONENT_KIT_ROOTFS_TAR "$ROOTFS_TAR"
}

cmd_check() {
    docker_answers || die "dockerd does not answer on $DOCKER_SOCK. Run 'scripts/test-env.sh up' first."
    index_answers || die "the index does not answer at $INDEX_URL. Run 'scripts/test-env.sh up' first."
    local ctx
    ctx=$(mktemp -d)
    CLEANUP+=("$ctx")
    cat >"$ctx/Containerfile" <<EOF
FROM $BASE_IMAGE
RUN --mount=type=secret,id=tok test "\$(cat /run/secrets/tok)" = s3cret && echo SECRET_OK_\$((6*7))
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3 python3-venv >/dev/null
RUN python3 -m venv /opt/venv && /opt/venv/bin/pip install -q --index-url $INDEX_URL uv \
 && /opt/venv/bin/uv venv -q /opt/app && VIRTUAL_ENV=/opt/app /opt/venv/bin/uv pip install -q --index-url $INDEX_URL pydantic six \
 && /opt/app/bin/python -c "import pydantic, six; print('INDEX_OK_' + str(6*7), pydantic.VERSION)"
EOF
    local tag=localhost/component-kit-check:$$
    export CHECK_TOK=s3cret
    say "docker build (BuildKit, --network host, --secret env)"
    run_logged "docker check build" "See the log." check-docker \
        dock build --progress plain --network host --secret id=tok,env=CHECK_TOK -f "$ctx/Containerfile" -t "$tag" "$ctx"
    dock rmi -f "$tag" >/dev/null
    say "buildah build ($DRIVER, chroot isolation)"
    run_logged "buildah check build" "See the log." check-buildah \
        containers_env "$BUILDAH_EXE" build --secret id=tok,env=CHECK_TOK -f "$ctx/Containerfile" -t "$tag" "$ctx"
    containers_env "$BUILDAH_EXE" rmi -f "$tag" >/dev/null
    say "podman build ($DRIVER, chroot isolation)"
    run_logged "podman check build" "See the log." check-podman \
        containers_env "$PODMAN_EXE" build --secret id=tok,env=CHECK_TOK -f "$ctx/Containerfile" -t "$tag" "$ctx"
    containers_env "$PODMAN_EXE" rmi -f "$tag" >/dev/null
    grep -h -E 'SECRET_OK_42|INDEX_OK_42' "$LOGS"/check-*.log >&2 || true
    say "check passed on docker, buildah and podman"
}

case ${1:-} in
    up) cmd_up ;;
    down) cmd_down "${2:-}" ;;
    env) cmd_env ;;
    check) cmd_check ;;
    *)
        echo "usage: $0 up|down [--force]|env|check" >&2
        exit 2
        ;;
esac
