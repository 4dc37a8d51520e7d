#!/bin/sh
# Neovim as Debian ships it, for test/e2e/neovim.test.ts, which runs the snippets of
# docs/editors.md in the real editor: trixie's 0.10 (the `vim.lsp.start` form, for 0.8 to 0.10)
# and forky's 0.12 (the `vim.lsp.config` form, for 0.11 and newer; Debian has no 0.11). Neither
# installs on this Debian as a package (each needs its release's libc), so each is unpacked here
# with the libraries it depends on and started through its own libc's loader (<release>/bin/nvim).
# apt downloads with a list of sources and a cache of its own, into this folder: the system's apt
# set-up is neither read nor changed. Run again, it keeps what is there.
set -u
here="$(cd "$(dirname "$0")" && pwd)"
if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-deb >/dev/null 2>&1; then
  echo "extras:neovim: no apt-get and dpkg-deb (not Debian or Ubuntu): the Neovim tests need an nvim 0.8 to 0.10 and one 0.11 or newer on PATH"
  exit 0
fi
# Unpacks Debian $1's neovim into $2 (kept when it is there and runs).
fetch() {
  release="$1"
  dir="$2"
  if [ -x "$dir/bin/nvim" ] && "$dir/bin/nvim" --version >/dev/null 2>&1; then
    return 0
  fi
  rm -rf "$dir"
  mkdir -p "$dir/apt/lists/partial" "$dir/apt/archives/partial" "$dir/apt/parts" "$dir/root" "$dir/bin"
  # Debian's own key (on Ubuntu: sudo apt-get install debian-archive-keyring).
  keyring=/usr/share/keyrings/debian-archive-keyring.gpg
  echo "deb [signed-by=$keyring] http://deb.debian.org/debian $release main" >"$dir/apt/sources.list"
  : >"$dir/apt/status"
  # An empty package status: apt downloads neovim with every package it depends on.
  set -- -o Dir::Etc::sourcelist="$dir/apt/sources.list" -o Dir::Etc::sourceparts="$dir/apt/parts" \
    -o Dir::Etc::preferences="$dir/apt/preferences" -o Dir::Etc::preferencesparts="$dir/apt/parts" \
    -o Dir::State::Lists="$dir/apt/lists" -o Dir::State::status="$dir/apt/status" \
    -o Dir::Cache="$dir/apt" -o Dir::Cache::archives="$dir/apt/archives" \
    -o Debug::NoLocking=1 -o APT::Install-Recommends=0 -o APT::Sandbox::User=root -qq
  apt-get "$@" update || return 1
  apt-get "$@" install -y --download-only neovim >/dev/null || return 1
  for deb in "$dir"/apt/archives/*.deb; do dpkg-deb -x "$deb" "$dir/root" || return 1; done
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
  echo "extras:neovim: $("$dir/bin/nvim" --version | head -n 1) from Debian $release in $dir"
}

# A release that cannot be had (no network, neovim gone from testing) is said in one line; the
# tests that need it then fail with the line that installs it.
fetch trixie "$here/trixie" || echo "extras:neovim: could not unpack Debian trixie's neovim (0.10) into $here/trixie"
fetch forky "$here/forky" || fetch sid "$here/forky" ||
  echo "extras:neovim: could not unpack Debian forky's or sid's neovim (0.11 or newer) into $here/forky"
