#!/usr/bin/env python3
"""Counts test cases in Bazel's test XML files and prints `N passed, N failed`.

Bazel's own summary counts test targets; a lit suite or a GoogleTest binary
is one target but many tests, so the JUnit XML each one leaves behind is read
instead. Exit status 1 if any case failed or no case ran.
"""
import os
import sys
import xml.etree.ElementTree as ET


def count(path):
    passed = failed = skipped = 0
    failures = []
    for root, _, files in os.walk(path):
        if "test.xml" not in files:
            continue
        try:
            tree = ET.parse(os.path.join(root, "test.xml"))
        except ET.ParseError:
            failed += 1
            failures.append(root)
            continue
        for case in tree.iter("testcase"):
            name = case.get("classname", "") + "." + case.get("name", "")
            if case.find("failure") is not None or case.find("error") is not None:
                failed += 1
                failures.append(name)
            elif case.find("skipped") is not None or case.get("status") == "notrun":
                skipped += 1
            else:
                passed += 1
    return passed, failed, skipped, failures


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "bazel-testlogs"
    passed, failed, skipped, failures = count(os.path.realpath(path))
    for name in failures:
        print("FAILED:", name)
    line = f"{passed} passed, {failed} failed"
    if skipped:
        line += f", {skipped} skipped"
    print(line)
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
