#!/usr/bin/env bash
# Puts a new build of ONE remote in place while the store runs: the shell and the other remotes are
# neither rebuilt nor touched, and no process restarts. The next page load uses the new version.
#
#   deploy/deploy-remote.sh [--build] NAME [RELEASE_DIR]
#
#   NAME         catalog, checkout, account or scanner (the folder mfe-NAME)
#   RELEASE_DIR  the tree nginx and the web processes serve (WEB_ROOT); default /srv/kelana
#   --build      first build the remote in this checkout (pnpm --filter mfe-NAME build)
#
# The shell finds a remote at run time through /mfe/NAME/mf-manifest.json, which nothing caches
# (no-cache: nginx and the web processes revalidate it); everything else a remote builds has a content
# hash in its name. So the order below makes the switch one rename:
#   1. every hashed file of the new build is copied in beside the old ones (a page opened before the
#      switch still loads the chunks it knows);
#   2. remoteEntry.js (and its .br/.gz) replaced, each by a rename, so no reader sees half a file;
#   3. mf-manifest.json replaced last, by a rename: from here on every page load takes the new version.
# Files of earlier builds stay until they are KEEP_DAYS days old (default 7), then step 4 removes
# them; a page left open longer than that reloads the remote when it next fails to find a chunk.
# docs/production.md ("One remote alone") explains it.
set -euo pipefail

build=false
if [ "${1:-}" = "--build" ]; then
  build=true
  shift
fi
name="${1:?usage: deploy/deploy-remote.sh [--build] NAME [RELEASE_DIR]}"
release="${2:-/srv/kelana}"
keep_days="${KEEP_DAYS:-7}"
checkout=$(cd "$(dirname "$0")/.." && pwd)

case "$name" in
  *[!a-z0-9-]* | "") echo "deploy-remote: '$name' is not a remote's name" >&2; exit 2 ;;
esac
source_dir="$checkout/mfe-$name/dist"
target="$release/mfe-$name/dist"

if $build; then
  (cd "$checkout" && "${PNPM:-pnpm}" --filter "mfe-$name" build)
fi

# The new build must be whole: its manifest, its entry and every file the manifest names.
for file in mf-manifest.json remoteEntry.js; do
  [ -f "$source_dir/$file" ] || { echo "deploy-remote: $source_dir/$file is missing (build mfe-$name first)" >&2; exit 1; }
done
missing=$(python3 - "$source_dir" <<'PY'
import json, pathlib, sys
root = pathlib.Path(sys.argv[1])
manifest = json.loads((root / "mf-manifest.json").read_text())
named = set()
def walk(node):
    if isinstance(node, dict):
        for value in node.values():
            walk(value)
    elif isinstance(node, list):
        for value in node:
            if isinstance(value, str) and value.endswith((".js", ".css")):
                named.add(value)
            else:
                walk(value)
walk(manifest)
print("\n".join(sorted(f for f in named if not (root / f).is_file())))
PY
)
if [ -n "$missing" ]; then
  echo "deploy-remote: the manifest names files the build lacks:" >&2
  echo "$missing" >&2
  exit 1
fi
[ -d "$release" ] || { echo "deploy-remote: no release directory $release" >&2; exit 1; }
mkdir -p "$target"

# 1. Hashed files (and the rest of the build) beside the old ones; the two switch files wait.
(cd "$source_dir" && find . -type f ! -name 'mf-manifest.json*' ! -name 'remoteEntry.js*' -print0) |
  while IFS= read -r -d '' file; do
    mkdir -p "$target/$(dirname "$file")"
    cp -p "$source_dir/$file" "$target/$file"
  done

# 2 and 3. Each switch file through a temporary name in the same folder, then a rename.
switch() {
  local file="$1"
  [ -f "$source_dir/$file" ] || { rm -f "$target/$file"; return 0; }
  cp -p "$source_dir/$file" "$target/.$file.new"
  mv -f "$target/.$file.new" "$target/$file"
}
for file in remoteEntry.js.br remoteEntry.js.gz remoteEntry.js mf-manifest.json.br mf-manifest.json.gz mf-manifest.json; do
  switch "$file"
done

# 4. Files no longer in the build, older than KEEP_DAYS days.
removed=0
while IFS= read -r -d '' file; do
  relative="${file#"$target"/}"
  if [ ! -e "$source_dir/$relative" ]; then
    rm -f "$file"
    removed=$((removed + 1))
  fi
done < <(find "$target" -type f -mtime +"$keep_days" -print0)

echo "deploy-remote: mfe-$name in place in $target ($(find "$source_dir" -type f | wc -l) files; $removed older than $keep_days days removed)"
