#!/usr/bin/env python3
"""Prints the ccache counters that tell hits from misses, one line:

  hit direct=D preprocessed=P miss=M failed=F

from `ccache --print-stats` (name<TAB>value lines) read on standard input.
"""
import sys

stats = {}
for line in sys.stdin:
    name, _, value = line.rstrip("\n").partition("\t")
    stats[name] = value
print("hit direct=%s preprocessed=%s miss=%s failed=%s" % (
    stats["direct_cache_hit"], stats["preprocessed_cache_hit"],
    stats["cache_miss"], stats["compile_failed"]))
