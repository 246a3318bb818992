# Sourced by tools/profile-*: async-profiler (tools.profiler:async-profiler from Maven Central), fetched once into
# storm-mc-benchmarks/target/async-profiler. Run from the repository's root.
async_profiler_version=4.0

# Prints the path of libasyncProfiler.so, fetching it first if needed; exits with a message if it cannot.
async_profiler_lib() {
  local dir=storm-mc-benchmarks/target/async-profiler
  local lib="$dir/async-profiler-$async_profiler_version/linux-x64/libasyncProfiler.so"
  if [ ! -f "$lib" ]; then
    mkdir -p "$dir"
    mvn -q -B dependency:copy -Dartifact="tools.profiler:async-profiler:$async_profiler_version:jar:linux-x64" \
      -DoutputDirectory="$dir" > "$dir/fetch.log" 2>&1 \
      || { echo "could not fetch async-profiler $async_profiler_version from Maven Central; see $dir/fetch.log" >&2; exit 1; }
    (cd "$dir" && unzip -q -o "async-profiler-$async_profiler_version-linux-x64.jar" -d "async-profiler-$async_profiler_version")
  fi
  echo "$PWD/$lib"
}
