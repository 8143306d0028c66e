#!/usr/bin/env python3
"""Validates a SARIF log against the official SARIF 2.1.0 JSON schema.

Prints `valid` and exits 0, or prints each violation (the path inside the
log and the schema's message) and exits 1.
Usage: sarif_schema.py SCHEMA.json LOG.sarif
"""
import json
import sys

import jsonschema


def main():
    schema = json.load(open(sys.argv[1], encoding='utf-8'))
    log = json.load(open(sys.argv[2], encoding='utf-8'))
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=jsonschema.FormatChecker())
    errors = sorted(validator.iter_errors(log),
                    key=lambda e: list(e.absolute_path))
    for e in errors:
        path = '/'.join(str(p) for p in e.absolute_path)
        print('invalid at /%s: %s' % (path, e.message))
    if errors:
        return 1
    print('valid')
    return 0


if __name__ == '__main__':
    sys.exit(main())
