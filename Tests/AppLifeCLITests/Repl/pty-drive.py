#!/usr/bin/env python3
"""Drives `applife repl` through a real pseudo-terminal, for the REPL's
terminal tests (completion, history, Ctrl-C).

    pty-drive.py BINARY HOME [FILE] < steps.json

steps.json is a list of [send, expect]: `send` is written to the terminal
(escapes such as \\t, \\x03 allowed), then the output must come to contain
`expect` (plain text, escape sequences removed) within 10 seconds.
Prints a JSON object {"ok", "failed_step", "output", "status"}. Exits 77
when no pseudo-terminal can be opened (the test then skips)."""
import json, os, re, select, sys, time

try:
    import pty
except ImportError:
    sys.exit(77)

binary, home = sys.argv[1], sys.argv[2]
args = [binary, "repl"] + sys.argv[3:]
steps = json.load(sys.stdin)
env = dict(os.environ, HOME=home, TERM="xterm", APPLIFE_HISTORY=os.path.join(home, ".applife_history"))
env.pop("EDITRC", None)
try:
    pid, fd = pty.fork()
except OSError:
    sys.exit(77)
if pid == 0:
    os.execve(binary, args, env)

raw = b""
def plain():
    text = raw.decode(errors="replace")
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x07|\r", "", text)

def pump(until, timeout=10.0, mark=0):
    global raw
    end = time.time() + timeout
    while time.time() < end:
        if until is not None and until in plain()[mark:]:
            return True
        r, _, _ = select.select([fd], [], [], 0.05)
        if r:
            try:
                data = os.read(fd, 4096)
            except OSError:
                return until is None or until in plain()[mark:]
            if not data:
                return until is None or until in plain()[mark:]
            raw += data
    return until is None or until in plain()[mark:]

result = {"ok": True, "failed_step": None}
pump("> ")
for index, (send, expect) in enumerate(steps):
    mark = len(plain())
    os.write(fd, send.encode().decode("unicode_escape").encode("latin-1"))
    if send.endswith("\\x03"):
        time.sleep(0.3)
    if not pump(expect, mark=mark):
        result = {"ok": False, "failed_step": index}
        break
    time.sleep(0.1)

status = None
for _ in range(100):
    done, code = os.waitpid(pid, os.WNOHANG)
    if done:
        status = os.waitstatus_to_exitcode(code)
        break
    time.sleep(0.05)
if status is None:
    os.kill(pid, 9)
    os.waitpid(pid, 0)
result["output"] = plain()
result["status"] = status
print(json.dumps(result))
