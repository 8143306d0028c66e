#!/usr/bin/env python3
"""Runs a command with a private distccd serving it on 127.0.0.1, and stops
that distccd when the command ends, whatever the outcome (also when this
script is interrupted or terminated).

Usage: with-distccd.py DIR COMPILER -- COMMAND [ARG...]

DIR (created, and left behind for the test to read) holds distccd's log,
DIR/distccd.log, the distcc client's state and distccd's temporary files.
COMPILER is the absolute path of the one compiler this distccd agrees to
run: distcc 3.4's distccd runs only the compilers masqueraded in
/usr/lib/distcc, unless DISTCC_CMDLIST lists them (as here) or it is given
--enable-tcp-insecure.

Run as root, distccd gives up its privileges (user distccd, or nobody),
and then cannot reach a folder under a private home (Bazel's test
folders are under /root/.cache): its log, temporary files and a copy of
COMPILER live in a fresh folder under /tmp that everyone may enter, every
COMMAND argument that names COMPILER names the copy instead, and the log
is copied to DIR/distccd.log when the command ends.

The command runs with DISTCC_HOSTS naming this distccd alone
(127.0.0.1:PORT/4), DISTCC_FALLBACK=0 (a job that cannot be sent fails
instead of being compiled locally), DISTCC_SKIP_LOCAL_RETRY=1 (a job that
fails remotely is not compiled again locally), DISTCC_BACKOFF_PERIOD=0 (a
failed job does not put the server aside for a minute) and DISTCC_DIR in
DIR. The script exits with the command's status.
"""
import ctypes
import os
import shutil
import tempfile
import signal
import socket
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 5 or sys.argv[3] != "--":
        sys.exit("usage: with-distccd.py DIR COMPILER -- COMMAND [ARG...]")
    state, compiler, command = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[4:]
    os.makedirs(state, exist_ok=True)
    client = os.path.join(state, "client")
    os.makedirs(client, exist_ok=True)

    # What the unprivileged distccd must reach, where it can reach it.
    server = tempfile.mkdtemp(prefix="loopcc-distccd-", dir="/tmp")
    os.chmod(server, 0o755)
    tmp = os.path.join(server, "tmp")
    os.makedirs(tmp)
    os.chmod(tmp, 0o1777)
    served = os.path.join(server, os.path.basename(compiler))
    shutil.copy2(compiler, served)
    os.chmod(served, 0o755)
    command = [a.replace(compiler, served) for a in command]
    log = os.path.join(server, "distccd.log")
    cmdlist = os.path.join(server, "cmdlist")
    with open(cmdlist, "w") as f:
        f.write(served + "\n")
    os.chmod(cmdlist, 0o644)
    open(log, "w").close()
    os.chmod(log, 0o666)

    # A free port on 127.0.0.1.
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]

    # distccd's workers outlive its master by a moment when it stops:
    # become their reaper (PR_SET_CHILD_SUBREAPER) so that none is left as
    # a zombie where init does not reap.
    ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)
    # SIGTERM and SIGHUP unwind through the finally below, as Ctrl-C does.
    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, lambda signum, frame: sys.exit(128 + signum))

    env = dict(os.environ, DISTCC_CMDLIST=cmdlist, TMPDIR=tmp)
    daemon = subprocess.Popen(
        ["distccd", "--daemon", "--no-detach", "--listen", "127.0.0.1",
         "--port", str(port), "--allow", "127.0.0.1", "--jobs", "4",
         "--log-file", log, "--log-level=info"], env=env)
    try:
        # Wait (at most 10 seconds) for distccd to say that it listens.
        for _ in range(100):
            with open(log) as f:
                if "daemon started" in f.read():
                    break
            if daemon.poll() is not None:
                break
            time.sleep(0.1)
        else:
            pass
        with open(log) as f:
            if "daemon started" not in f.read():
                sys.stderr.write("with-distccd.py: distccd did not start:\n")
                sys.stderr.write(open(log).read())
                return 125

        env = dict(os.environ, DISTCC_HOSTS="127.0.0.1:%d/4" % port,
                   DISTCC_FALLBACK="0", DISTCC_SKIP_LOCAL_RETRY="1",
                   DISTCC_BACKOFF_PERIOD="0", DISTCC_DIR=client)
        status = subprocess.call(command, env=env)
        # distccd's worker logs a job (COMPILE_OK ...) after the client has
        # its result: let the log settle before stopping the daemon.
        last, still = -1, 0
        deadline = time.time() + 10
        while time.time() < deadline and still < 5:
            size = os.path.getsize(log)
            still = still + 1 if size == last else 0
            last = size
            time.sleep(0.1)
        return status
    finally:
        # With --no-detach, distccd is the leader of a process group of its
        # own, and on SIGTERM it stops the whole group (its workers).
        if daemon.poll() is None:
            daemon.terminate()
            try:
                daemon.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(daemon.pid, signal.SIGKILL)
                daemon.wait()
        # Reap the workers, which are now this process's children.
        deadline = time.time() + 10
        while time.time() < deadline:
            try:
                pid, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0:
                time.sleep(0.05)
        if os.path.exists(log):
            shutil.copy(log, os.path.join(state, "distccd.log"))
        shutil.rmtree(server, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
