#!/usr/bin/env python3
"""Checks a loopcc-check --sarif log against SARIF 2.1.0 and the --json
report of the same run, and prints its results as text.

What SARIF 2.1.0 requires of a log, and of loopcc-check's use of it:
  - "$schema" names the SARIF 2.1.0 schema; "version" is "2.1.0"; "runs" is an array; each run has a "tool" with a
    "driver" that has a "name" (and here a "version" and "rules", each rule
    with an "id", unique, a "shortDescription.text" and a
    "defaultConfiguration.level");
  - each result has a "ruleId" that is the id of a rule of the driver (and
    "ruleIndex", when given, is that rule's index), a "level" among none,
    note, warning and error, and a "message" with a "text";
  - each result has a location with a "physicalLocation" whose
    "artifactLocation.uri" is an absolute file:// URI and whose "region"
    has a "startLine" and a "startColumn", both >= 1;
  - each result has "relatedLocations": the chain, one location per
    directive of it, each with an integer "id" unique in the result, a
    "message.text" and a physical location like the result's own;
  - the number of results is the number of missed transformations in the
    JSON report (steps whose status is missed, or applied with a warning),
    and each one's rule is the transformation's kind.
Anything else is an error (exit status 1).

Output, sorted, for FileCheck:
    <ruleId> <level> <file name>:<line>:<column>: <message>
      related <id> <file name>:<line>:<column>: <message>
Usage: sarif.py LOG.sarif REPORT.json
"""
import json
import os
import sys
import urllib.parse

LEVELS = {"none", "note", "warning", "error"}


def fail(message):
    sys.stderr.write("sarif.py: %s\n" % message)
    sys.exit(1)


def physical(where, loc):
    phys = loc.get("physicalLocation")
    if not isinstance(phys, dict):
        fail("%s: no physicalLocation: %r" % (where, loc))
    uri = phys.get("artifactLocation", {}).get("uri")
    if not isinstance(uri, str) or not uri.startswith("file:///"):
        fail("%s: artifactLocation.uri is not an absolute file:// URI: %r"
             % (where, uri))
    path = urllib.parse.unquote(urllib.parse.urlparse(uri).path)
    if not os.path.isfile(path):
        fail("%s: %r names no file" % (where, uri))
    region = phys.get("region")
    if not isinstance(region, dict):
        fail("%s: no region: %r" % (where, phys))
    for key in ("startLine", "startColumn"):
        value = region.get(key)
        if not isinstance(value, int) or value < 1:
            fail("%s: region.%s is %r" % (where, key, value))
    return "%s:%d:%d" % (os.path.basename(path), region["startLine"],
                         region["startColumn"])


def text(where, obj):
    message = obj.get("message")
    if not isinstance(message, dict) or not isinstance(message.get("text"), str) \
            or not message["text"]:
        fail("%s: no message.text: %r" % (where, obj))
    return message["text"]


def main():
    if len(sys.argv) != 3:
        fail("usage: sarif.py LOG.sarif REPORT.json")
    with open(sys.argv[1]) as f:
        log = json.load(f)
    with open(sys.argv[2]) as f:
        report = json.load(f)

    if log.get("version") != "2.1.0":
        fail("version is %r, not \"2.1.0\"" % log.get("version"))
    schema = log.get("$schema", "")
    if not (schema.startswith("https://") and
            schema.endswith("sarif-schema-2.1.0.json")):
        fail("$schema is %r, not the SARIF 2.1.0 schema" % schema)
    runs = log.get("runs")
    if not isinstance(runs, list) or len(runs) != 1:
        fail("runs is not an array of one run: %r" % runs)
    run = runs[0]
    driver = run.get("tool", {}).get("driver")
    if not isinstance(driver, dict) or not driver.get("name"):
        fail("runs[0].tool.driver has no name: %r" % driver)
    if not driver.get("version"):
        fail("runs[0].tool.driver has no version")
    rules = driver.get("rules")
    if not isinstance(rules, list) or not rules:
        fail("runs[0].tool.driver has no rules")
    rule_ids = []
    for rule in rules:
        if not rule.get("id"):
            fail("a rule without id: %r" % rule)
        if not rule.get("shortDescription", {}).get("text"):
            fail("rule %s has no shortDescription.text" % rule["id"])
        if rule.get("defaultConfiguration", {}).get("level") not in LEVELS:
            fail("rule %s has no defaultConfiguration.level" % rule["id"])
        rule_ids.append(rule["id"])
    if len(set(rule_ids)) != len(rule_ids):
        fail("rule ids are not unique: %r" % rule_ids)

    results = run.get("results")
    if not isinstance(results, list):
        fail("runs[0].results is not an array")
    out = []
    kinds = []
    for n, result in enumerate(results):
        where = "results[%d]" % n
        rule_id = result.get("ruleId")
        if rule_id not in rule_ids:
            fail("%s: ruleId %r is not a rule of the driver" % (where, rule_id))
        if "ruleIndex" in result and rule_ids[result["ruleIndex"]] != rule_id:
            fail("%s: ruleIndex %r is not rule %r" % (where, result["ruleIndex"],
                                                      rule_id))
        if result.get("level") not in LEVELS:
            fail("%s: level %r" % (where, result.get("level")))
        message = text(where, result)
        locations = result.get("locations")
        if not isinstance(locations, list) or not locations:
            fail("%s: no locations" % where)
        loc = physical(where + ".locations[0]", locations[0])
        related = result.get("relatedLocations")
        if not isinstance(related, list) or not related:
            fail("%s: no relatedLocations (the chain)" % where)
        ids = set()
        lines = ["%s %s %s: %s" % (rule_id, result["level"], loc, message)]
        for k, rel in enumerate(related):
            rwhere = "%s.relatedLocations[%d]" % (where, k)
            if not isinstance(rel.get("id"), int) or rel["id"] in ids:
                fail("%s: id %r missing or not unique" % (rwhere, rel.get("id")))
            ids.add(rel["id"])
            lines.append("  related %d %s: %s" % (
                rel["id"], physical(rwhere, rel), text(rwhere, rel)))
        out.append("\n".join(lines))
        kinds.append(rule_id)

    missed = []
    for unit in report["units"]:
        for chain in unit["chains"]:
            for step in chain["steps"]:
                # A fuse's other loops share its result (fuse_member).
                if "fuse_member" in step:
                    continue
                if step["status"] == "missed" or "warning" in step:
                    missed.append(step["transformation"])
    if len(results) != len(missed):
        fail("%d results, but %d missed transformations in the JSON report"
             % (len(results), len(missed)))
    if sorted(kinds) != sorted("loopcc.missed." + t for t in missed):
        fail("the results' rules %r are not the missed transformations %r"
             % (sorted(kinds), sorted(missed)))
    for block in sorted(out):
        print(block)
    print("results: %d" % len(results))


if __name__ == "__main__":
    main()
