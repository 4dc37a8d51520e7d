#!/bin/sh
# Neovim as Debian ships it, for test/e2e/neovim.test.ts, which runs the snippets of
# docs/editors.md in the real editor: trixie's 0.10 (the `vim.lsp.start` form, for 0.8 to 0.10)
# and forky's 0.12 (the `vim.lsp.config` form, for 0.11 and newer; Debian has no 0.11). Neither
# installs on this Debian as a package (each needs its release's libc), so each is unpacked here
# with the libraries it depends on and started through its own libc's loader (<release>/bin/nvim).
# apt downloads with a list of sources and a cache of its own, into this folder: the system's apt
# set-up is neither read nor changed. Run again, it keeps what is there.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-deb >/dev/null 2>&1; then
  echo "extras:neovim: no apt-get and dpkg-deb (not Debian or Ubuntu): the Neovim tests need an nvim 0.8 to 0.10 and one 0.11 or newer on PATH"
  exit 0
fi
for pair in trixie:0.10 forky:0.12; do
  release="${pair%%:*}"
  want="${pair#*:}"
  dir="$here/$release"
  if [ -x "$dir/bin/nvim" ] && "$dir/bin/nvim" --version 2>/dev/null | head -n 1 | grep -q "^NVIM v$want\."; then
    continue
  fi
  rm -rf "$dir"
  mkdir -p "$dir/apt/lists/partial" "$dir/apt/archives/partial" "$dir/apt/parts" "$dir/root" "$dir/bin"
  echo "deb http://deb.debian.org/debian $release main" >"$dir/apt/sources.list"
  : >"$dir/apt/status"
  # An empty package status: apt downloads neovim with every package it depends on.
  set -- -o Dir::Etc::sourcelist="$dir/apt/sources.list" -o Dir::Etc::sourceparts="$dir/apt/parts" \
    -o Dir::Etc::preferences="$dir/apt/preferences" -o Dir::Etc::preferencesparts="$dir/apt/parts" \
    -o Dir::State::Lists="$dir/apt/lists" -o Dir::State::status="$dir/apt/status" \
    -o Dir::Cache="$dir/apt" -o Dir::Cache::archives="$dir/apt/archives" \
    -o Debug::NoLocking=1 -o APT::Install-Recommends=0 -o APT::Sandbox::User=root -qq
  apt-get "$@" update
  apt-get "$@" install -y --download-only neovim >/dev/null
  for deb in "$dir"/apt/archives/*.deb; do dpkg-deb -x "$deb" "$dir/root"; done
  rm -rf "$dir/apt"
  lib="$(echo "$dir"/root/usr/lib/*-linux-gnu)"
  loader="$(echo "$lib"/ld-linux*.so.*)"
  cat >"$dir/bin/nvim" <<WRAPPER
#!/bin/sh
# Debian $release's nvim, on its own libc (see ../../fetch.sh).
export VIM="$dir/root/usr/share/nvim" VIMRUNTIME="$dir/root/usr/share/nvim/runtime" LUA_CPATH="$lib/lua/5.1/?.so;;"
exec "$loader" --library-path "$lib" "$dir/root/usr/bin/nvim" "\$@"
WRAPPER
  chmod +x "$dir/bin/nvim"
  echo "extras:neovim: $("$dir/bin/nvim" --version | head -n 1) in $dir"
done
