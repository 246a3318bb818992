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

# Class-data sharing (CDS) options for a JVM about to run CLASSPATH: the first run of a classpath records the classes
# it loads into an archive, written when that JVM exits; later runs map them instead of loading and verifying them
# again, which takes about 150 ms off the start. The archive is keyed by the java binary and by every jar's size and
# modification time, so a rebuilt jar or another JDK starts a new one; a stale or unreadable archive is ignored
# silently (-Xlog:cds=off). Opt-in with STORM_MC_CDS=1: with an archive, WordCount's steady-state throughput was lower
# and at times collapsed (docs/configuration.md), so it is off unless asked for. STORM_MC_CDS_DIR says where archives
# go.
# Prints one option per line.
cds_opts() {
  local classpath="$1" dir="${STORM_MC_CDS_DIR:-$REPO/storm-mc-core/target/cds}" key entry java_bin
  [ "${STORM_MC_CDS:-0}" = 1 ] || return 0
  java_bin="$(readlink -f "$(command -v "$JAVA")" 2>/dev/null || echo "$JAVA")"
  key="$(
    {
      ls -lL --time-style=+%s "$java_bin"
      local IFS=:
      for entry in $classpath; do
        # shellcheck disable=SC2086 # a lib/* entry expands to its jars, as the JVM expands it
        ls -lL --time-style=+%s $entry
      done
    } 2>/dev/null | cksum | cut -d' ' -f1
  )"
  if [ -f "$dir/$key.jsa" ]; then
    printf '%s\n' "-XX:SharedArchiveFile=$dir/$key.jsa"
  elif mkdir -p "$dir" 2>/dev/null && [ -w "$dir" ]; then
    printf '%s\n' "-XX:ArchiveClassesAtExit=$dir/$key.jsa"
  else
    return 0
  fi
  printf '%s\n' "-Xlog:cds=off" "-Xlog:cds+dynamic=off"
}
