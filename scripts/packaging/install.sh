#!/bin/sh
# Copies this folder's bin/ and share/ under PREFIX (default ~/.local), or with --uninstall removes exactly those
# files from PREFIX, then rxrepl's own folders (share/rxrepl, share/doc/rxrepl).
# Usage:  ./install.sh [PREFIX]    ./install.sh --uninstall [PREFIX]
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
uninstall=false
if [ "${1:-}" = "--uninstall" ]; then uninstall=true; shift; fi
prefix="${1:-$HOME/.local}"
cd "$here"
if "$uninstall"; then
  removed=0
  for file in $(find bin share -type f | sort); do
    if [ -e "$prefix/$file" ]; then rm -f "$prefix/$file"; removed=$((removed + 1)); fi
  done
  find share/rxrepl share/doc/rxrepl -depth -type d | while read -r folder; do rmdir "$prefix/$folder" 2>/dev/null || true; done
  echo "removed $removed files of rxrepl from $prefix"
  exit 0
fi
for file in $(find bin share -type f | sort); do
  mkdir -p "$prefix/$(dirname "$file")"
  cp -p "$file" "$prefix/$file"
done
echo "installed $("$prefix/bin/rxrepl" --version) under $prefix: bin/rxrepl, the man page, completions, samples"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "add $prefix/bin to PATH (then 'man rxrepl' finds the page too)" ;;
esac
