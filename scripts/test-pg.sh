#!/usr/bin/env bash
# npm run test:pg [-- jest arguments]
#
# The e2e suite (test/) against a throwaway PostgreSQL: a new cluster in a temporary folder,
# listening on 127.0.0.1 only, on a free port; every test app gets a database of its own there.
# The server is stopped and the folder removed at the end, whatever the outcome.
#
# PostgreSQL's binaries (initdb, pg_ctl, postgres) are looked for in PG_BIN, then pg_config
# --bindir, then /usr/lib/postgresql/<newest>/bin. Absent: install Debian's package
# (`apt-get install postgresql`), or set TEST_PG_INSTALL=1 to have this script do it (root only).
set -euo pipefail
cd "$(dirname "$0")/.."

find_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then echo "$PG_BIN"; return; fi
  if command -v pg_config >/dev/null && [[ -x "$(pg_config --bindir)/initdb" ]]; then pg_config --bindir; return; fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  echo "$dir"
}

bin=$(find_bin)
if [[ -z "$bin" || ! -x "$bin/initdb" ]] && [[ "${TEST_PG_INSTALL:-}" == 1 && $(id -u) == 0 ]]; then
  echo "test:pg: PostgreSQL binaries not found; installing Debian's postgresql package" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  bin=$(find_bin)
fi
if [[ -z "$bin" || ! -x "$bin/initdb" || ! -x "$bin/pg_ctl" ]]; then
  echo "test:pg: PostgreSQL binaries (initdb, pg_ctl) not found. Install Debian's package:" >&2
  echo "  apt-get install postgresql      (or set PG_BIN to the folder holding initdb and pg_ctl)" >&2
  exit 1
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/adjudicator-pg.XXXXXX")
# initdb refuses to run as root: the cluster belongs to the postgres user then.
as_owner=()
if [[ $(id -u) == 0 ]]; then
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')

stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c max_connections=200" start >/dev/null ||
  { cat "$dir/server.log" >&2; exit 1; }
echo "test:pg: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($dir)" >&2

export TEST_PG_ADMIN_URL="postgres://postgres@127.0.0.1:$port/postgres"
npx jest --config jest.config.js "$@" --selectProjects e2e
