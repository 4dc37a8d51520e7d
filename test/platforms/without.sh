#!/bin/sh
# test/platforms/without.sh WHAT... -- COMMAND...: run COMMAND on a PATH as another system has it,
# to see on Linux that the tiers the macOS and Windows jobs run (ci.yml, `platforms`) need no
# Linux-only tool. WHAT: `bsd-script` (macOS's script: no -c), `no-script` (Windows has none),
# `no-mkfifo` (Windows has none). The PATH is a directory of links to every program of the
# current PATH, less those. (CONTRIBUTING.md, "Other systems".)
set -eu
dir=$(mktemp -d "${TMPDIR:-/tmp}/cca-without-XXXXXX")
trap 'rm -rf "$dir"' EXIT
old_ifs=$IFS
IFS=:
for d in $PATH; do
  [ -d "$d" ] || continue
  for f in "$d"/*; do
    n=${f##*/}
    [ -x "$f" ] && [ ! -e "$dir/$n" ] && ln -s "$f" "$dir/$n"
  done
done
IFS=$old_ifs
while [ "$#" -gt 0 ] && [ "$1" != -- ]; do
  case $1 in
    bsd-script)
      rm -f "$dir/script"
      # What macOS's script answers to util-linux's -c.
      cat >"$dir/script" <<'SCRIPT'
#!/bin/sh
for a in "$@"; do
  case $a in -*c*) echo "script: illegal option -- c" >&2; echo "usage: script [-aeFkqr] [-t time] [file [command ...]]" >&2; exit 1 ;; esac
done
echo "script: this simulation runs nothing" >&2
exit 1
SCRIPT
      chmod +x "$dir/script"
      ;;
    no-script) rm -f "$dir/script" ;;
    no-mkfifo) rm -f "$dir/mkfifo" ;;
    *) echo "without.sh: unknown $1 (bsd-script, no-script, no-mkfifo)" >&2; exit 2 ;;
  esac
  shift
done
[ "$#" -gt 0 ] && shift
PATH=$dir "$@"
