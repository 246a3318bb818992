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

# Checked here, where a failure ends the caller (cds_opts runs in a subshell)
case "${STORM_MC_CDS:-}" in
  0|1|"") ;;
  *) die "STORM_MC_CDS must be 1 (on), 0 (off) or unset (on), not '$STORM_MC_CDS'" ;;
esac

# The Java feature release (17, 21, 25, ...) of $JAVA, from its installation's release file; empty when unknown.
java_feature() {
  local java_bin
  java_bin="$(readlink -f "$(command -v "$JAVA")" 2>/dev/null)" || return 0
  sed -n 's/^JAVA_VERSION="\([0-9][0-9]*\).*/\1/p' "${java_bin%/bin/java}/release" 2>/dev/null | head -n 1
}

# Class-data options for a JVM about to run CLASSPATH: the first run of a classpath records the classes it loads
# into a file written when that JVM exits; later runs map them instead of loading and verifying them again. On Java 25
# and later this is an AOT cache (JEP 483/514/515: classes loaded and linked, plus method profiles; WordCount p=1, main
# to first tuple, about 195 ms with it against 410-530 without); on Java 17-24 a dynamic CDS archive (about 270-300 ms
# against 450-500; steady-state throughput within a few per cent of runs without it when run side by side,
# docs/configuration.md). On by default; STORM_MC_CDS=0 turns it off, STORM_MC_CDS=1 asks for it explicitly. The file is
# keyed by the java binary, the JDK's own base archive (a regenerated one invalidates archives built on it) and every
# jar's size and modification time, so a rebuilt jar or another JDK starts a new one; a stale or unreadable file is
# ignored silently. STORM_MC_CDS_DIR says where the files go.
# Prints one option per line.
cds_opts() {
  local classpath="$1" dir="${STORM_MC_CDS_DIR:-$REPO/storm-mc-core/target/cds}" key entry java_bin feature
  feature="$(java_feature)"
  class_data_wanted "${STORM_MC_CDS:-}" "$feature" || return 0
  java_bin="$(readlink -f "$(command -v "$JAVA")" 2>/dev/null || echo "$JAVA")"
  key="$(
    {
      ls -lL --time-style=+%s "$java_bin"
      ls -lL --time-style=+%s "${java_bin%/bin/java}"/lib/server/*.jsa
      local IFS=:
      for entry in $classpath; do
        # shellcheck disable=SC2086 # a lib/* entry expands to its jars, as the JVM expands it
        ls -lL --time-style=+%s $entry
      done
    } 2>/dev/null | cksum | cut -d' ' -f1
  )"
  class_data_kind "$feature"
  class_data_file "$dir/$key.$CDS_EXT" "$CDS_USE" "$CDS_WRITE" || return 0
  printf '%s\n' "${CDS_QUIET[@]}"
}

# Succeeds when a class-data file is wanted: SETTING (STORM_MC_CDS's value) 1, or unset/empty on a known Java FEATURE
# (17 and later; dynamic archives need 13).
class_data_wanted() {
  case "$1" in
    0) return 1 ;;
    1) return 0 ;;
    *) [ "${2:-0}" -ge 13 ] ;;
  esac
}

# Sets the class-data flavour of Java FEATURE: CDS_EXT (file extension), CDS_USE and CDS_WRITE (the options that map
# a file and that write one at exit, each followed directly by the file) and CDS_QUIET (options that keep the JVM's
# own messages about it off; on Java 25 it still prints a few lines on standard output when it writes the cache).
# An AOT cache on Java 25 and later, a dynamic CDS archive before.
class_data_kind() {
  if [ "${1:-0}" -ge 25 ]; then
    CDS_EXT=aot CDS_USE=-XX:AOTCache= CDS_WRITE=-XX:AOTCacheOutput=
    CDS_QUIET=(-Xlog:aot=off -Xlog:cds=off)
  else
    CDS_EXT=jsa CDS_USE=-XX:SharedArchiveFile= CDS_WRITE=-XX:ArchiveClassesAtExit=
    CDS_QUIET=(-Xlog:cds=off -Xlog:cds+dynamic=off)
  fi
}

# Prints USE followed by FILE when FILE exists, else WRITE followed by FILE when its directory can be made and
# written; fails, printing nothing, otherwise.
class_data_file() {
  local file="$1" use="$2" write="$3" dir
  dir="$(dirname "$file")"
  if [ -f "$file" ]; then
    printf '%s\n' "$use$file"
  elif mkdir -p "$dir" 2>/dev/null && [ -w "$dir" ]; then
    printf '%s\n' "$write$file"
  else
    return 1
  fi
}
