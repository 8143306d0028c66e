#!/usr/bin/env python3
"""Validates loopcc's JSON reports against the schema loopcc-check prints
(--print-report-schema).

Usage: report_schema.py SCHEMA [--loopcc LOOPCC --dir DIR...] [--report FILE...]

--loopcc compiles every C source of each --dir at -O2 with
-floop-transform-report (testdata/Inputs/test_sources.py) and validates
the report of each that compiles; --report
validates the given files. Prints one line per report that breaks the
schema (the file, the failing key's path and the schema's message) and
exits 1 if there is any; else prints the number of reports, chains and
steps validated and exits 0.
"""
import argparse
import json
import os
import sys
import tempfile

import jsonschema

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..",
                                "Inputs"))
import test_sources  # noqa: E402


def reports_of(loopcc, dirs, work):
    for src, done, obj in test_sources.compile_sources(
            loopcc, dirs, work, ["-w", "-floop-transform-report=%s.json" %
                                 os.path.join(work, "report")]):
        # A report is written only when the whole compile succeeds.
        if done.returncode == 0:
            report = os.path.join(work, os.path.basename(src) + ".json")
            os.replace(os.path.join(work, "report.json"), report)
            yield report


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("schema")
    parser.add_argument("--loopcc")
    parser.add_argument("--dir", action="append", default=[])
    parser.add_argument("--report", nargs="*", default=[])
    args = parser.parse_args()
    schema = json.load(open(args.schema, encoding="utf-8"))
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    counts = [0, 0, 0]
    bad = []
    with tempfile.TemporaryDirectory() as work:
        files = list(args.report)
        if args.loopcc:
            files += list(reports_of(args.loopcc, args.dir, work))
        for f in files:
            report = json.load(open(f, encoding="utf-8"))
            errors = sorted(validator.iter_errors(report), key=str)
            for e in errors:
                bad.append("%s: %s: %s" % (os.path.basename(f), "/".join(
                    str(p) for p in e.absolute_path), e.message))
            counts[0] += 1
            for unit in report.get("units", []):
                for chain in unit.get("chains", []):
                    counts[1] += 1
                    counts[2] += len(chain.get("steps", []))
    for b in bad:
        print(b)
    if bad:
        return 1
    print("%d reports valid: %d chains, %d steps" % tuple(counts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
