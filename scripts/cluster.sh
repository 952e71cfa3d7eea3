#!/bin/bash
# Several club servers on one PostgreSQL behind nginx, on this computer (docs/server.md,
# "Running several behind a load balancer"):
#
#   scripts/cluster.sh start DIR [SERVERS]   a private PostgreSQL, SERVERS (default 3) runs of
#                                            `earshot serve --shared-store`, and nginx in front
#                                            with the configuration of the docs; prints
#                                            NGINX=PORT and SERVER<i>=PID:PORT lines
#   scripts/cluster.sh stop DIR              stops them all and removes DIR
#
# Everything lives in DIR (which must not exist yet): the database's cluster, each server's
# log, nginx's configuration, logs and pid. PostgreSQL listens only on a Unix socket in DIR;
# the servers and nginx only on 127.0.0.1. Needs Debian's postgresql and nginx, and the
# debug build (EARSHOT_BIN overrides it). Used by Tests/web/test_cluster.py.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${EARSHOT_BIN:-$ROOT/.build/debug/earshot}
command=${1:-}
DIR=${2:-}
[ -n "$command" ] && [ -n "$DIR" ] || { echo "usage: $0 start|stop DIR [SERVERS]" >&2; exit 2; }

pg_bin() { ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1; }
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
ready() { python3 -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=2)' "http://127.0.0.1:$1/ready" >/dev/null 2>&1; }

start() {
    local servers=${3:-3}
    [ ! -e "$DIR" ] || { echo "$DIR exists already" >&2; exit 2; }
    mkdir -p "$DIR/pg"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR/pg"
    local pg
    pg=$(pg_bin)
    as_postgres "$pg/initdb" -D "$DIR/pg/data" -U postgres --auth=trust --no-locale --encoding=UTF8 --no-sync >/dev/null
    as_postgres "$pg/pg_ctl" -D "$DIR/pg/data" -l "$DIR/pg/log" -w -t 60 \
        -o "-p 5432 -k $DIR/pg -c listen_addresses='' -c fsync=off -c max_connections=300" start >/dev/null
    as_postgres "$pg/createdb" -h "$DIR/pg" -U postgres earshot
    local url="postgres://postgres@/earshot?host=$DIR/pg"
    local upstream=""
    for i in $(seq 1 "$servers"); do
        local port
        port=$(free_port)
        mkdir -p "$DIR/server$i"
        HOME="$DIR/server$i" NO_COLOR=1 nohup "$BIN" serve --listen "127.0.0.1:$port" --db "$url" --shared-store \
            --connections-per-address 0 --failed-names-per-address 1000 >"$DIR/server$i/log" 2>&1 &
        echo "$!" >"$DIR/server$i/pid"
        echo "$port" >"$DIR/server$i/port"
        upstream+="        server 127.0.0.1:$port max_fails=1 fail_timeout=10s;"$'\n'
        # One at a time: the first creates the tables and loads the packs.
        for _ in $(seq 1 600); do
            ready "$port" && break
            kill -0 "$(cat "$DIR/server$i/pid")" 2>/dev/null || { cat "$DIR/server$i/log" >&2; exit 1; }
            sleep 0.1
        done
        ready "$port" || { echo "server $i did not become ready" >&2; exit 1; }
        echo "SERVER$i=$(cat "$DIR/server$i/pid"):$port"
    done
    local front
    front=$(free_port)
    mkdir -p "$DIR/nginx/tmp"
    cat >"$DIR/nginx/nginx.conf" <<EOF
worker_processes 1;
worker_rlimit_nofile 20000;
pid $DIR/nginx/nginx.pid;
error_log $DIR/nginx/error.log notice;
events { worker_connections 16384; }
http {
    access_log $DIR/nginx/access.log;
    client_body_temp_path $DIR/nginx/tmp/body;
    proxy_temp_path $DIR/nginx/tmp/proxy;
    fastcgi_temp_path $DIR/nginx/tmp/fastcgi;
    uwsgi_temp_path $DIR/nginx/tmp/uwsgi;
    scgi_temp_path $DIR/nginx/tmp/scgi;
    upstream earshot {
$upstream    }
    server {
        listen 127.0.0.1:$front;
        location / {
            proxy_pass http://earshot;
            proxy_set_header Host \$host:\$server_port;
        }
        location /play {
            proxy_pass http://earshot;
            proxy_http_version 1.1;
            proxy_set_header Host \$host:\$server_port;
            proxy_set_header Upgrade \$http_upgrade;
            proxy_set_header Connection "upgrade";
            proxy_read_timeout 1h;
            proxy_next_upstream error timeout;
            proxy_connect_timeout 2s;
        }
    }
}
EOF
    nginx -p "$DIR/nginx" -c "$DIR/nginx/nginx.conf" -e "$DIR/nginx/error.log"
    echo "NGINX=$front"
}

stop() {
    [ -d "$DIR" ] || return 0
    [ -f "$DIR/nginx/nginx.pid" ] && kill "$(cat "$DIR/nginx/nginx.pid")" 2>/dev/null || true
    for pidfile in "$DIR"/server*/pid; do
        [ -f "$pidfile" ] && kill -TERM "$(cat "$pidfile")" 2>/dev/null || true
    done
    sleep 0.5
    for pidfile in "$DIR"/server*/pid; do
        [ -f "$pidfile" ] && kill -KILL "$(cat "$pidfile")" 2>/dev/null || true
    done
    [ -d "$DIR/pg/data" ] && as_postgres "$(pg_bin)/pg_ctl" -D "$DIR/pg/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
}

case "$command" in
start) start "$@" ;;
stop) stop ;;
*) echo "usage: $0 start|stop DIR [SERVERS]" >&2; exit 2 ;;
esac
