"""The tuning state: what was measured, so that a rerun resumes.

FILE.tune.json (FILE the chains file written) keeps, per *context*, the
untransformed build's result and every candidate's result. The context is
a digest of everything a measurement depends on besides the chain: the
source's text, the compile flags, the loopcc binary's contents, the run
command, the metric and the number of runs. A rerun in the same context
takes those results as measured and spends its budget on candidates not
tried yet; any change (an edited source, a rebuilt loopcc, other flags)
starts a new context, and the old one is left in the file untouched.
The file is rewritten after every candidate (to a temporary file, then
renamed), so a run that is interrupted loses at most one measurement.
"""

import hashlib
import json
import os


class State:
    def __init__(self, path, context_fields):
        self.path = path
        self.context = hashlib.sha256(json.dumps(context_fields, sort_keys=True).encode()).hexdigest()[:16]
        self.fields = context_fields
        self.data = {"version": 1, "contexts": {}}
        if os.path.exists(path):
            try:
                with open(path) as f:
                    data = json.load(f)
                if data.get("version") == 1:
                    self.data = data
            except (OSError, ValueError):
                pass
        ctx = self.data["contexts"].setdefault(self.context, {})
        ctx.setdefault("fields", context_fields)
        ctx.setdefault("candidates", {})
        self.ctx = ctx

    @property
    def baseline(self):
        return self.ctx.get("baseline")

    @baseline.setter
    def baseline(self, value):
        self.ctx["baseline"] = value
        self.save()

    def get(self, key):
        return self.ctx["candidates"].get(key)

    def put(self, key, value):
        self.ctx["candidates"][key] = value
        self.save()

    def save(self):
        tmp = self.path + ".tmp"
        with open(tmp, "w") as f:
            json.dump(self.data, f, indent=1, sort_keys=True)
        os.replace(tmp, self.path)
