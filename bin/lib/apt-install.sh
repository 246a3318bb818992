# Shared by bin/install-chromium, bin/install-redis, bin/install-postgresql and bin/install-promtool (sourced):
# installs Debian packages for a test when what it needs is missing. Needs root (or sudo) and Debian's package
# repositories; CI runs as root.

#   apt_install NAME PACKAGE...   installs the packages; NAME prefixes the error messages
apt_install() {
  local name="$1"
  shift
  local sudo=""
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo=sudo
    else
      echo "$name: installing $* needs root (or sudo)" >&2
      return 1
    fi
  fi
  command -v apt-get >/dev/null 2>&1 || {
    echo "$name: apt-get is not available; install $* yourself" >&2
    return 1
  }
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

#   apt_install_if_missing NAME BINARY PACKAGE...   installs the packages when BINARY is missing
apt_install_if_missing() {
  local name="$1" binary="$2"
  shift 2
  if [ -x "$binary" ]; then
    return 0
  fi
  apt_install "$name" "$@"
  [ -x "$binary" ] || { echo "$name: apt-get finished but $binary is still missing" >&2; return 1; }
  echo "$name: installed $("$binary" --version 2>/dev/null | head -1 || echo "$binary")"
}
