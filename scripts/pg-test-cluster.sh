#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for the test suite (README.md, "Layout": the PostgreSQL tests).
#
#   pg-test-cluster.sh start   DIR   fresh cluster in DIR (a stale DIR is stopped and removed first)
#   pg-test-cluster.sh stop    DIR   fast shutdown, then DIR is removed; never fails
#   pg-test-cluster.sh kill    DIR   SIGKILL the postmaster and its backends (a crashed server)
#   pg-test-cluster.sh restart DIR   start again on the same data and port (recovers after kill)
#   pg-test-cluster.sh freeze  DIR   SIGSTOP the postmaster and its backends (a server that stops answering)
#   pg-test-cluster.sh thaw    DIR   SIGCONT them again
#   pg-test-cluster.sh status  DIR   exit status 0 running, 3 stopped, 4 no cluster
#
# The cluster listens on 127.0.0.1 only, on a free port, and on a socket in DIR/socket.
# Superuser rentplan_test, password rentplan_test: the socket trusts every local user,
# TCP asks for the password (scram-sha-256), so wrong-password tests are real. ssl is
# off, so sslmode=require is refused. DIR/env holds sourceable RENTPLAN_PG_* lines.
# initdb refuses to run as root: as root the cluster belongs to `postgres` (created by
# Debian's postgresql-15), or `nobody` when that user is missing.
set -euo pipefail

PG_BIN="${RENTPLAN_PG_BIN:-/usr/lib/postgresql/15/bin}"
SUPERUSER="rentplan_test"
PASSWORD="rentplan_test"

usage() {
  echo "usage: $0 start|stop|restart|kill|freeze|thaw|status DIR" >&2
  exit 2
}

[ $# -eq 2 ] || usage
ACTION="$1"
case "$2" in
  /*) DIR="$2" ;;
  *) DIR="$PWD/$2" ;;
esac
DIR="${DIR%/}"
DATA="$DIR/data"
SOCKET="$DIR/socket"
LOG_DIR="$DIR/log"
# A socket path must fit in 107 bytes (sun_path): a deep DIR gets a short socket folder
# in /tmp instead, named in DIR/socket-dir so stop removes it.
if [ -f "$DIR/socket-dir" ]; then
  SOCKET="$(cat "$DIR/socket-dir")"
fi

RUNAS=""
if [ "$(id -u)" -eq 0 ]; then
  if getent passwd postgres >/dev/null; then RUNAS="postgres"; else RUNAS="nobody"; fi
fi

# Runs a command as the cluster's owner, from a directory that owner can enter.
as_owner() {
  if [ -n "$RUNAS" ]; then
    (cd / && runuser -u "$RUNAS" -- "$@")
  else
    "$@"
  fi
}

postmaster_pid() {
  [ -f "$DATA/postmaster.pid" ] || return 1
  local pid
  pid="$(head -n 1 "$DATA/postmaster.pid" 2>/dev/null || true)"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  echo "$pid"
}

# Every server process is a child of the postmaster (each in its own process group). The
# postmaster is frozen first so it forks nothing new, then all of them are killed at once,
# as a crash of the machine would: nothing more reaches the WAL.
server_pids() {
  echo "$1"
  pgrep -P "$1" 2>/dev/null || true
}

# A zombie is dead: in a container, PID 1 may never reap the postmaster.
alive() {
  local state
  state="$(ps -o stat= -p "$1" 2>/dev/null || true)"
  [ -n "$state" ] && [ "${state:0:1}" != "Z" ]
}

kill_server() {
  local pid="$1" pids i alive p
  kill -STOP "$pid" 2>/dev/null || true
  mapfile -t pids < <(server_pids "$pid")
  kill -KILL "${pids[@]}" 2>/dev/null || true
  for i in $(seq 1 100); do
    alive=0
    for p in "${pids[@]}"; do
      if alive "$p"; then alive=1; fi
    done
    [ "$alive" -eq 1 ] || return 0
    sleep 0.1
  done
  echo "pg-test-cluster: processes of postmaster $pid still alive after SIGKILL" >&2
  return 1
}

# Not pg_ctl status: it takes a zombie postmaster (killed, never reaped by a container's
# PID 1) for a running one.
is_running() {
  local pid
  pid="$(postmaster_pid)" && alive "$pid"
}

# After a kill the lock files still name the dead postmaster; a zombie with that PID would
# make the new postmaster refuse to start, so they go.
clear_stale_locks() {
  if ! is_running; then
    rm -f "$DATA/postmaster.pid" "$SOCKET"/.s.PGSQL.*
  fi
}

port_in_use() {
  if command -v ss >/dev/null; then
    [ -n "$(ss -Hltn "sport = :$1" 2>/dev/null)" ]
  else
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
  fi
}

free_port() {
  local port i
  for i in $(seq 1 200); do
    port=$((20000 + RANDOM % 40000))
    port_in_use "$port" || { echo "$port"; return 0; }
  done
  echo "pg-test-cluster: no free port found on 127.0.0.1" >&2
  return 1
}

# SIGSTOP or SIGCONT to the postmaster and every server process: the kernel still
# accepts connections and acknowledges packets, but nothing answers (a hung server).
# The postmaster is stopped first and continued last, so it forks nothing in between.
signal_server() {
  local signal="$1" pid pids
  pid="$(postmaster_pid)" || { echo "pg-test-cluster: no postmaster.pid in $DATA" >&2; return 1; }
  if [ "$signal" = STOP ]; then kill -STOP "$pid"; fi
  mapfile -t pids < <(pgrep -P "$pid" 2>/dev/null || true)
  if [ "${#pids[@]}" -gt 0 ]; then kill -"$signal" "${pids[@]}" 2>/dev/null || true; fi
  if [ "$signal" = CONT ]; then kill -CONT "$pid"; fi
}

# Stops whatever runs in DIR, and the private clusters of crashed suites in DIR/own-*
# (tests/PgTestServer.h); true even when nothing runs.
stop_server() {
  local pid own
  for own in "$DIR"/own-*/; do
    if [ -d "$own" ]; then bash "$0" stop "$own"; fi
  done
  # A frozen server (a suite that stopped it and crashed) would not hear pg_ctl.
  if is_running; then signal_server CONT || true; fi
  if is_running; then
    as_owner "$PG_BIN/pg_ctl" -D "$DATA" -m fast -w -t 60 stop >/dev/null 2>&1 || true
  fi
  if pid="$(postmaster_pid)"; then
    if alive "$pid" && [ "$(ps -o comm= -p "$pid" 2>/dev/null)" = "postgres" ]; then
      kill_server "$pid" || true
    fi
  fi
  return 0
}

remove_dir() {
  case "$SOCKET" in
    /tmp/rentplan-pg.*) rm -rf "$SOCKET" ;;
  esac
  rm -rf "$DIR"
}

write_env() {
  local port="$1"
  {
    echo "# Written by scripts/pg-test-cluster.sh; source it or read the KEY='value' lines."
    echo "RENTPLAN_PG_HOST='127.0.0.1'"
    echo "RENTPLAN_PG_PORT='$port'"
    echo "RENTPLAN_PG_SOCKET='$SOCKET'"
    echo "RENTPLAN_PG_SUPERUSER='$SUPERUSER'"
    echo "RENTPLAN_PG_PASSWORD='$PASSWORD'"
    echo "RENTPLAN_PG_DATA='$DATA'"
    echo "RENTPLAN_PG_BIN='$PG_BIN'"
    echo "RENTPLAN_PG_RUNAS='$RUNAS'"
    echo "RENTPLAN_PG_DIR='$DIR'"
  } >"$DIR/env.tmp"
  chmod 0644 "$DIR/env.tmp"
  mv "$DIR/env.tmp" "$DIR/env"
}

env_port() {
  sed -n "s/^RENTPLAN_PG_PORT='\([0-9]*\)'$/\1/p" "$DIR/env" 2>/dev/null
}

# pg_ctl -w start; on failure the server log is shown, since ctest keeps only our output.
pg_start() {
  if ! as_owner "$PG_BIN/pg_ctl" -D "$DATA" -l "$LOG_DIR/postgres.log" -w -t 120 start >/dev/null; then
    echo "pg-test-cluster: the server did not start; end of $LOG_DIR/postgres.log:" >&2
    tail -n 30 "$LOG_DIR/postgres.log" >&2 || true
    return 1
  fi
}

start() {
  [ -x "$PG_BIN/initdb" ] || {
    echo "pg-test-cluster: $PG_BIN/initdb is missing; run scripts/install-deps.sh (postgresql-15)" >&2
    exit 1
  }
  # A DIR left by an aborted run: stop its server and start afresh.
  if [ -e "$DIR" ]; then
    stop_server
    remove_dir
  fi
  SOCKET="$DIR/socket"
  mkdir -p "$DIR" "$DATA" "$LOG_DIR"
  if [ $((${#SOCKET} + 16)) -gt 100 ]; then # 16: "/.s.PGSQL.65535"
    SOCKET="$(mktemp -d /tmp/rentplan-pg.XXXXXX)"
    echo "$SOCKET" >"$DIR/socket-dir"
  fi
  mkdir -p "$SOCKET"
  chmod 0755 "$DIR"
  chmod 0700 "$DATA"
  chmod 0755 "$SOCKET" "$LOG_DIR"
  if [ -n "$RUNAS" ]; then
    chown "$RUNAS" "$DATA" "$SOCKET" "$LOG_DIR"
    as_owner test -w "$DATA" || {
      echo "pg-test-cluster: user $RUNAS cannot reach $DATA; every parent folder must be searchable (chmod o+x)" >&2
      exit 1
    }
  fi
  local pwfile="$DIR/pwfile"
  echo "$PASSWORD" >"$pwfile"
  chmod 0644 "$pwfile"
  as_owner "$PG_BIN/initdb" -D "$DATA" -U "$SUPERUSER" --pwfile="$pwfile" \
    --encoding=UTF8 --locale=C.UTF-8 --auth-local=trust --auth-host=scram-sha-256 \
    --no-sync >"$LOG_DIR/initdb.log" 2>&1 || {
    echo "pg-test-cluster: initdb failed:" >&2
    cat "$LOG_DIR/initdb.log" >&2
    exit 1
  }
  rm -f "$pwfile"
  cat >"$DATA/pg_hba.conf" <<'EOF'
# Throwaway test cluster: the socket trusts, TCP checks the password.
local   all   all                  trust
host    all   all   127.0.0.1/32   scram-sha-256
host    all   all   ::1/128        scram-sha-256
EOF
  [ -z "$RUNAS" ] || chown "$RUNAS" "$DATA/pg_hba.conf"

  # The port may be taken between the check and the bind: try a few.
  local port attempt
  for attempt in 1 2 3 4 5; do
    port="$(free_port)"
    cat >"$DATA/postgresql.auto.conf" <<EOF
# Written by scripts/pg-test-cluster.sh
port = $port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$SOCKET'
unix_socket_permissions = 0777
ssl = off
fsync = off
full_page_writes = off
max_connections = 60
password_encryption = 'scram-sha-256'
log_min_messages = warning
log_line_prefix = '%m [%p] %u@%d '
EOF
    [ -z "$RUNAS" ] || chown "$RUNAS" "$DATA/postgresql.auto.conf"
    if pg_start; then
      write_env "$port"
      echo "pg-test-cluster: $("$PG_BIN/postgres" --version) on 127.0.0.1:$port and $SOCKET${RUNAS:+ as $RUNAS}"
      return 0
    fi
    port_in_use "$port" || break
    echo "pg-test-cluster: port $port was taken meanwhile (attempt $attempt); trying another" >&2
  done
  exit 1
}

case "$ACTION" in
  start)
    start
    ;;
  stop)
    if [ -e "$DIR" ]; then
      stop_server
      remove_dir
    fi
    exit 0
    ;;
  kill)
    pid="$(postmaster_pid)" || { echo "pg-test-cluster: no postmaster.pid in $DATA" >&2; exit 1; }
    kill_server "$pid"
    ;;
  freeze)
    signal_server STOP
    ;;
  thaw)
    signal_server CONT
    ;;
  restart)
    [ -f "$DIR/env" ] && [ -d "$DATA" ] || {
      echo "pg-test-cluster: no cluster in $DIR; use start" >&2
      exit 1
    }
    if is_running; then
      as_owner "$PG_BIN/pg_ctl" -D "$DATA" -m fast -w -t 60 stop >/dev/null
    fi
    clear_stale_locks
    pg_start
    echo "pg-test-cluster: restarted on 127.0.0.1:$(env_port)"
    ;;
  status)
    [ -d "$DATA" ] || { echo "pg-test-cluster: no cluster in $DIR"; exit 4; }
    if is_running; then
      echo "pg-test-cluster: running (PID $(postmaster_pid)) on 127.0.0.1:$(env_port)"
    else
      echo "pg-test-cluster: stopped"
      exit 3
    fi
    ;;
  *)
    usage
    ;;
esac
