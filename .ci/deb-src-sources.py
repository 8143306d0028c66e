#!/usr/bin/env python3
"""Prints apt source entries (deb822) for the source packages of the Debian
archives this machine already installs binary packages from: each enabled
`Types: deb` stanza of /etc/apt/sources.list.d/*.sources, and each `deb`
line of /etc/apt/sources.list and *.list, becomes a `Types: deb-src` stanza
with the same URIs, suites, components and key. Only Debian's own archives
(signed by Debian's archive keyring, or served from a debian.org host):
other repositories often publish no sources, and apt-get update would fail
on them. Prints nothing when there is nothing to add.

    deb-src-sources.py [APT_DIR]      (default: /etc/apt)
"""
import glob
import os
import re
import sys

apt = sys.argv[1] if len(sys.argv) > 1 else "/etc/apt"


def is_debian(uris, signed_by):
    return ("debian-archive-keyring" in signed_by or
            any(re.search(r"(^|[./])debian\.org(/|$)", u.split("://")[-1].split("/")[0] + "/")
                for u in uris))


def stanzas_deb822(text):
    for block in re.split(r"\n\s*\n", text):
        fields = {}
        key = None
        for line in block.splitlines():
            if line.startswith("#") or not line.strip():
                continue
            if line[0] in " \t" and key:
                fields[key] += " " + line.strip()
                continue
            key, _, value = line.partition(":")
            key = key.strip()
            fields[key] = value.strip()
        if fields:
            yield fields


entries = []
for path in sorted(glob.glob(os.path.join(apt, "sources.list.d", "*.sources"))):
    for f in stanzas_deb822(open(path).read()):
        if f.get("Enabled", "yes").lower() == "no":
            continue
        types = f.get("Types", "").split()
        if "deb" not in types or "deb-src" in types:
            continue
        uris = f.get("URIs", "").split()
        if not is_debian(uris, f.get("Signed-By", "")):
            continue
        entries.append((uris, f.get("Suites", "").split(),
                        f.get("Components", "").split(), f.get("Signed-By", "")))

lists = [os.path.join(apt, "sources.list")] + sorted(
    glob.glob(os.path.join(apt, "sources.list.d", "*.list")))
for path in lists:
    if not os.path.exists(path):
        continue
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        m = re.match(r"deb\s+(\[(?P<opts>[^\]]*)\]\s+)?(?P<uri>\S+)\s+(?P<suite>\S+)\s*(?P<comps>.*)", line)
        if not m:
            continue
        opts = dict(o.split("=", 1) for o in (m.group("opts") or "").split() if "=" in o)
        signed_by = opts.get("signed-by", "")
        if not is_debian([m.group("uri")], signed_by):
            continue
        entries.append(([m.group("uri")], [m.group("suite")], m.group("comps").split(), signed_by))

out = []
for uris, suites, comps, signed_by in entries:
    stanza = ["Types: deb-src", "URIs: " + " ".join(uris),
              "Suites: " + " ".join(suites)]
    if comps:
        stanza.append("Components: " + " ".join(comps))
    if signed_by:
        stanza.append("Signed-By: " + signed_by)
    out.append("\n".join(stanza))
if out:
    print("# Written by loopcc's .ci/setup.sh from this machine's own apt sources.")
    print("\n\n".join(out))
