# Prints one line per step of a loopcc JSON report (-floop-transform-report):
# the chain's function and loop line, the step's directive, where it is
# written (file:line, the file only where it is not the loop's) and its
# status, so that a test can FileCheck the chains of a unit.
import json
import os
import sys

with open(sys.argv[1]) as f:
    report = json.load(f)
for unit in report["units"]:
    for chain in unit["chains"]:
        for step in chain["steps"]:
            where = "%s:%d" % (os.path.basename(step["file"]), step["line"]) \
                if "file" in step else "line %d" % step["line"]
            print("%s loop %d: %s (%s) %s" % (chain["function"], chain["line"],
                                              step["directive"], where,
                                              step["status"]))
