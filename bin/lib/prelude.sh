# Shared by bin/storm-mc and bin/storm-mc-bench (sourced, not run): where the repository is, which java to run,
# how to fail, and how to pick a build's main jar. The caller sets PROG (its name, for messages) first.

# The repository (or, in an unpacked release, the release's directory): the parent of bin/, found from this file's
# real location (the caller resolved its symlinks).
REPO="$(cd -P "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

# Which layout bin/ sits in, told by what is beside it: "release" when lib/ holds the core jar (an unpacked
# storm-mc-<version>.tar.gz: bin/, conf/, lib/, examples/; never built, never runs mvn), else "source" (this
# repository: jars under the modules' target/, built with mvn when missing).
if compgen -G "$REPO/lib/storm-mc-core-*.jar" > /dev/null; then
  LAYOUT=release
else
  LAYOUT=source
fi

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

# Class-data options for a JVM about to run CLASSPATH: the first run of a classpath records the classes it loads;
# later runs map them instead of loading and verifying them again. On Java 25 and later this is an AOT cache (JEP
# 483/514/515: classes loaded and linked, plus method profiles; WordCount p=1, main to first tuple, about 195 ms with
# it against 410-530 without), written when the first JVM exits; on Java 21-24 a dynamic CDS archive, also written at
# exit; on Java 13-20 a static CDS archive (about 260-340 ms against 450-700), dumped by a separate `java
# -Xshare:dump` (about 2 s, once) from the class list the first run wrote. Not a dynamic archive there: before Java 21
# it keeps the "queued for compilation" mark of every method the JIT had queued when the JVM exited (JDK-8306460), and
# those methods then never get compiled in any run that maps it: a WordCount archived that way ran its bolts
# interpreted and at half speed at p=7. On by default; STORM_MC_CDS=0 turns it off,
# STORM_MC_CDS=1 asks for it explicitly. The file is keyed by the java binary, the JDK's own base archive (a
# regenerated one invalidates archives built on it) and every jar's size and modification time, so a rebuilt jar or
# another JDK starts a new one; a stale or unreadable file is ignored silently. STORM_MC_CDS_DIR says where the files
# go (default: class_data_dir). Prints one option per line.
cds_opts() {
  local classpath="$1" dir key entry java_bin feature
  feature="$(java_feature)"
  class_data_wanted "${STORM_MC_CDS:-}" "$feature" || return 0
  dir="${STORM_MC_CDS_DIR:-$(class_data_dir)}"
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
  class_data_file "$dir/$key.$CDS_EXT" "$classpath" || return 0
  printf '%s\n' "${CDS_QUIET[@]}"
}

# The default directory of the class-data files. In the source tree storm-mc-core/target/cds, next to the jars it
# belongs to (mvn clean removes both). In a release cds/ beside bin/ and lib/, when it exists or can be made and is
# writable (lib/ itself is never written); else, for a release unpacked read-only (/opt, a package), a directory of
# this user's under $TMPDIR (or /tmp). Files are keyed by the jars' sizes and times and the java binary, so releases
# sharing that directory never use each other's files.
class_data_dir() {
  local dir
  if [ "$LAYOUT" = source ]; then
    echo "$REPO/storm-mc-core/target/cds"
    return 0
  fi
  dir="$REPO/cds"
  if mkdir -p "$dir" 2>/dev/null && [ -w "$dir" ]; then
    echo "$dir"
    return 0
  fi
  dir="${TMPDIR:-/tmp}/storm-mc-$(id -u)/cds"
  # only a directory this user owns: another user's could hold files planted for us
  if mkdir -p "$dir" 2>/dev/null && [ -O "$dir" ] && [ -O "$(dirname "$dir")" ]; then
    echo "$dir"
  else
    echo "$REPO/cds" # unwritable: class_data_file then records nothing
  fi
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

# Sets the class-data flavour of Java FEATURE: CDS_EXT (file extension), CDS_USE (the option that maps a file,
# followed directly by the file), CDS_WRITE (the option that makes this JVM record what the file needs, followed
# directly by where: the file itself when it is written at exit, else the class list), CDS_STATIC (1 when the file is
# dumped from a class list by a separate JVM) and CDS_QUIET (options that keep the JVM's own messages about it off; on
# Java 25 it still prints a few lines on standard output when it writes the cache). See cds_opts for why Java 13-20
# dump a static archive.
class_data_kind() {
  CDS_STATIC=0
  if [ "${1:-0}" -ge 25 ]; then
    CDS_EXT=aot CDS_USE=-XX:AOTCache= CDS_WRITE=-XX:AOTCacheOutput=
    CDS_QUIET=(-Xlog:aot=off -Xlog:cds=off)
  elif [ "${1:-0}" -ge 21 ]; then
    CDS_EXT=jsa CDS_USE=-XX:SharedArchiveFile= CDS_WRITE=-XX:ArchiveClassesAtExit=
    CDS_QUIET=(-Xlog:cds=off -Xlog:cds+dynamic=off)
  else
    CDS_EXT=jsa CDS_USE=-XX:SharedArchiveFile= CDS_WRITE=-XX:DumpLoadedClassList= CDS_STATIC=1
    CDS_QUIET=(-Xlog:cds=off)
  fi
}

# Dumps the static archive FILE for CLASSPATH from the class list LIST with a JVM of its own (it runs no application
# code, so no method is marked as anything but loaded). Writes to a temporary name first: a concurrent launch never
# maps a half-written file. A list that does not dump (a classpath with a non-empty directory, which CDS refuses) is
# renamed FILE's name with .failed, which stops further attempts for this key. Fails when no archive was made.
class_data_dump() {
  local list="$1" file="$2" classpath="$3" tmp="$2.$$.tmp"
  if "$JAVA" -Xshare:dump -XX:SharedClassListFile="$list" -XX:SharedArchiveFile="$tmp" -cp "$classpath" \
      > /dev/null 2>&1 && mv -f "$tmp" "$file" 2>/dev/null; then
    return 0
  fi
  rm -f "$tmp"
  mv -f "$list" "${file%.*}.failed" 2>/dev/null
  return 1
}

# Prints the options for the class-data file FILE of CLASSPATH (flavour set by class_data_kind): the one that maps
# FILE when it exists (for a static archive, after dumping it from the class list a previous run wrote, if that is
# there); else the one that records it in this run, when FILE's directory can be made and written. Fails, printing
# nothing, otherwise, and when a dump for this key failed before.
class_data_file() {
  local file="$1" classpath="$2" record="$1" dir
  dir="$(dirname "$file")"
  [ "$CDS_STATIC" = 1 ] && record="${file%.*}.classlist"
  [ -f "${file%.*}.failed" ] && return 1
  if [ ! -f "$file" ] && [ "$CDS_STATIC" = 1 ] && [ -s "$record" ]; then
    class_data_dump "$record" "$file" "$classpath" || true
  fi
  if [ -f "$file" ]; then
    printf '%s\n' "$CDS_USE$file"
  elif mkdir -p "$dir" 2>/dev/null && [ -w "$dir" ]; then
    printf '%s\n' "$CDS_WRITE$record"
  else
    return 1
  fi
}
