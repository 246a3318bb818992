# Shared by bin/storm-mc and bin/storm-mc-bench (sourced, not run): where the repository is, which java to run,
# how to fail, and how to pick a build's main jar. The caller sets PROG (its name, for messages) first.

# The repository: the parent of bin/, found from this file's real location (the caller resolved its symlinks).
REPO="$(cd -P "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

die() {
  echo "$PROG: $*" >&2
  exit 2
}

if [ -n "${JAVA_HOME:-}" ]; then
  JAVA="$JAVA_HOME/bin/java"
  [ -x "$JAVA" ] || die "JAVA_HOME is invalid: no executable $JAVA"
else
  JAVA="java"
fi

# Prints the first jar matching the glob that is not a sources/javadoc/tests attachment or a pre-shade original.
first_jar() {
  local f
  for f in "$@"; do
    case "$f" in
      *-sources.jar|*-javadoc.jar|*-tests.jar|*/original-*) ;;
      *) [ -f "$f" ] && { echo "$f"; return 0; } ;;
    esac
  done
  return 0
}
