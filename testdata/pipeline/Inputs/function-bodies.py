"""Prints the function definitions of an LLVM IR file with what differs
between two compiles of the same code by name only taken out: value and
block names (run `opt -passes=instnamer` first), metadata numbers and debug
locations. Used to compare the code of two objects."""
import re
import sys

body = False
for line in open(sys.argv[1]):
    if line.startswith("define"):
        body = True
    if not body:
        continue
    line = re.sub(r", !dbg ![0-9]+", "", line)
    line = re.sub(r"![0-9]+", "!N", line)
    line = re.sub(r"%[-a-zA-Z$._0-9]+", "%v", line)
    line = re.sub(r"^[-a-zA-Z$._0-9]+:", "label:", line)
    line = re.sub(r";.*", "", line)
    sys.stdout.write(line.rstrip() + "\n")
    if line.startswith("}"):
        body = False
