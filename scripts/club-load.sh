#!/usr/bin/env bash
# Runs `earshot serve` on a fresh store, drives it with `club-load`, and counts lost answers.
#
#   scripts/club-load.sh sqlite|postgres PLAYERS [GAMES] [THINK] [RAMP]
#   scripts/club-load.sh sqlite|postgres rooms ROOMS PLAYERS_PER_ROOM [QUESTIONS] [THINK] [RAMP]
#   scripts/club-load.sh cluster SERVERS PLAYERS [GAMES] [THINK] [RAMP]
#
# sqlite:   a new SQLite file in a temporary folder.
# postgres: a private PostgreSQL cluster in a temporary folder (initdb and pg_ctl from Debian's
#           postgresql package, as the postgres user when run as root), on a Unix socket only.
# cluster:  SERVERS runs of `earshot serve --shared-store` on one private PostgreSQL behind
#           nginx (scripts/cluster.sh, the configuration of docs/server.md); the players
#           connect to nginx, which spreads them over the servers.
# Each simulated player logs in, plays today's daily and then a classic game (GAMES games in
# all, alternating), thinking THINK milliseconds (a range, default 1000-3000) before each answer;
# players start over RAMP seconds (default PLAYERS / 20).
#
# rooms: live rooms instead. `load-admin` logs in first (the first account of the fresh store
# is its admin) and makes each host a host (`host load-host-N`); each of ROOMS hosts opens a
# room of QUESTIONS questions (default 5, all categories, untimed: `room open --count Q
# --time off`), and ROOMS x PLAYERS_PER_ROOM players log in over RAMP seconds (default all
# players / 20), player n joining room n mod ROOMS with its PIN. A host types `start` once
# its room is full and `next` after each closed question; players answer after THINK ms.
# Reports the question fan-out (host's start/next to the room's last player receiving the
# question) and the answer-to-acknowledgement time ("Answer taken"), p50 and p99 each.
# The run stops after CLUB_LOAD_TIMEOUT seconds (default 1800), or when nothing has moved in any
# room for CLUB_LOAD_STALL seconds (default 60), saying where each room not over stood;
# CLUB_LOAD_HOST_PAUSE=MS has each host wait that long after a question closes before `next`
# (default 0); CLUB_LOAD_LOG=FILE keeps the server's log.
#
# CLUB_LOAD_TOGETHER=1 (players, not rooms): each player, once logged in, waits until every
# player is, and then all play at once; the answer times are then those of the games alone,
# and the logins' times are reported apart (a new name costs three Argon2id computations, made
# one at a time, so 2,000 new names take minutes of one core).
#
# CLUB_LOAD_SLOW=SECONDS (players) prints every answer whose verdict took longer, with its
# question number; TMPDIR picks where the store and logs go (default /tmp; /dev/shm takes the
# disk's syncs out of a run).
#
# Every connection comes from 127.0.0.1, so the server runs with no per-address cap
# (`--connections-per-address 0`).
#
# Prints club-load's report, then the answers the players were told a verdict on against the
# answer rows stored for them: the difference is the lost answers. Needs the release builds:
#   swift build -c release --product earshot
#   (cd Benchmarks && swift build -c release --product club-load)
set -euo pipefail
KIND=${1:?sqlite, postgres or cluster}
SERVERS=1
if [ "$KIND" = cluster ]; then
    SERVERS=${2:?number of servers}
    shift
fi
if [ "${2:-}" = rooms ]; then
    ROOMS=${3:?number of rooms}
    ROOM_SIZE=${4:?players in each room}
    QUESTIONS=${5:-5}
    THINK=${6:-1000-3000}
    PLAYERS=$(( ROOMS * ROOM_SIZE ))
    RAMP=${7:-$(( PLAYERS / 20 > 5 ? PLAYERS / 20 : 5 ))}
else
    ROOMS=""
    PLAYERS=${2:?number of players}
    GAMES=${3:-2}
    THINK=${4:-1000-3000}
    RAMP=${5:-$(( PLAYERS / 20 > 5 ? PLAYERS / 20 : 5 ))}
fi
ROOT=$(cd "$(dirname "$0")/.." && pwd)
EARSHOT=${EARSHOT:-$ROOT/.build/release/earshot}
LOAD=${CLUB_LOAD:-$ROOT/Benchmarks/.build/release/club-load}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/earshot-load-XXXXXX")
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
SERVER_PID=""
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

cleanup() {
    if [ "$KIND" = cluster ]; then "$ROOT/scripts/cluster.sh" stop "$WORK/cluster" >/dev/null 2>&1 || true; fi
    [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null || true
    if [ "$KIND" = postgres ] && [ -d "$WORK/pg" ]; then as_postgres "$PG_BIN/pg_ctl" -D "$WORK/pg" -m immediate stop >/dev/null 2>&1 || true; fi
    rm -rf "$WORK"
}
trap cleanup EXIT
trap "exit 130" INT TERM

case "$KIND" in
sqlite)
    DB="$WORK/club.sqlite"
    count_answers() { sqlite3 "$DB" "SELECT COUNT(*) FROM answer a JOIN game g ON g.id = a.gameID JOIN player p ON p.id = g.playerID WHERE p.name LIKE 'load-%'"; }
    ;;
postgres)
    [ -n "$PG_BIN" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)." >&2; exit 1; }
    [ "$(id -u)" = 0 ] && chown postgres "$WORK"
    as_postgres "$PG_BIN/initdb" -D "$WORK/pg" -U postgres --auth=trust --no-locale --encoding=UTF8 >/dev/null
    as_postgres "$PG_BIN/pg_ctl" -D "$WORK/pg" -l "$WORK/pg.log" -w -o "-p 5432 -k $WORK -c listen_addresses='' -c max_connections=200" start >/dev/null
    as_postgres "$PG_BIN/createdb" -h "$WORK" -p 5432 -U postgres earshot
    DB="postgres://postgres@/earshot?host=$WORK&port=5432"
    count_answers() { as_postgres "$PG_BIN/psql" -h "$WORK" -p 5432 -U postgres -At earshot -c "SELECT COUNT(*) FROM answer a JOIN game g ON g.id = a.game_id JOIN player p ON p.id = g.player_id WHERE p.name LIKE 'load-%'"; }
    ;;
cluster)
    [ "$(id -u)" = 0 ] && chmod 755 "$WORK"
    EARSHOT_BIN="$EARSHOT" "$ROOT/scripts/cluster.sh" start "$WORK/cluster" "$SERVERS" | tee "$WORK/cluster.txt"
    PORT=$(sed -n 's/^NGINX=//p' "$WORK/cluster.txt")
    count_answers() { as_postgres "$PG_BIN/psql" -h "$WORK/cluster/pg" -p 5432 -U postgres -At earshot -c "SELECT COUNT(*) FROM answer a JOIN game g ON g.id = a.game_id JOIN player p ON p.id = g.player_id WHERE p.name LIKE 'load-%'"; }
    ;;
*) echo "Give sqlite, postgres or cluster." >&2; exit 1 ;;
esac

if [ "$KIND" = cluster ]; then
    echo "store: PostgreSQL shared by $SERVERS servers behind nginx on port $PORT; load average $(cut -d' ' -f1 /proc/loadavg)"
else
    "$EARSHOT" serve --listen "127.0.0.1:$PORT" --db "$DB" --connections-per-address 0 >"$WORK/serve.log" 2>&1 &
    SERVER_PID=$!
    for _ in $(seq 1 600); do
        grep -q "Earshot is serving" "$WORK/serve.log" 2>/dev/null && break
        kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/serve.log" >&2; exit 1; }
        sleep 0.2
    done
    echo "store: $KIND; server pid $SERVER_PID on port $PORT; load average $(cut -d' ' -f1 /proc/loadavg)"
fi
PID_OPTION=()
[ -n "$SERVER_PID" ] && PID_OPTION=(--server-pid "$SERVER_PID")
if [ -n "$ROOMS" ]; then
    "$LOAD" --url "ws://127.0.0.1:$PORT/play" --rooms "$ROOMS" --room-size "$ROOM_SIZE" --questions "$QUESTIONS" \
        --think "$THINK" --ramp "$RAMP" --timeout "${CLUB_LOAD_TIMEOUT:-1800}" --stall "${CLUB_LOAD_STALL:-60}" --host-pause "${CLUB_LOAD_HOST_PAUSE:-0}" "${PID_OPTION[@]}" \
        | tee "$WORK/report.txt" || echo "club-load stopped early (status $?): see above"
else
    "$LOAD" --url "ws://127.0.0.1:$PORT/play" --players "$PLAYERS" --games "$GAMES" \
        --mode "${MODE:-play daily; play classic history 10}" --think "$THINK" --ramp "$RAMP" ${CLUB_LOAD_TOGETHER:+--together} "${PID_OPTION[@]}" \
        | tee "$WORK/report.txt"
fi
judged=$(sed -n 's/.*judged \([0-9]*\),.*/\1/p' "$WORK/report.txt")
stored=$(count_answers)
echo "answers told a verdict${ROOMS:+ or \"Answer taken\"}: $judged; stored for the load players: $stored; lost: $(( judged > stored ? judged - stored : 0 ))"
if [ -n "${CLUB_LOAD_LOG:-}" ]; then cat "$WORK/serve.log" "$WORK"/cluster/server*/log "$WORK"/cluster/nginx/error.log >"$CLUB_LOAD_LOG" 2>/dev/null || true; fi
