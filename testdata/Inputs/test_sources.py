"""Compiles the C sources of test directories as plain units, for the
suite-wide checks (driver/no-internal-texts.test, check/report-schema.test):
every source at -O2, with the headers of its directory's Inputs/ and the
language options its RUN lines use. A source written to be refused simply
fails; the caller decides what a failure means.
"""
import glob
import os
import subprocess

# Options a test's RUN lines may need for its source to be valid C.
LANGUAGE_OPTIONS = ("-fopenmp", "-fblocks", "-floop-transform-openmp")


def compile_sources(loopcc, dirs, work, extra_flags=()):
    """Yields (source, completed process, object file) for each source."""
    for d in dirs:
        for src in sorted(glob.glob(os.path.join(d, "*.c"))):
            text = open(src, errors="replace").read()
            flags = ["-O2", "-I", os.path.join(d, "Inputs"), *extra_flags]
            flags += [opt for opt in LANGUAGE_OPTIONS if opt in text]
            obj = os.path.join(work, os.path.basename(src) + ".o")
            done = subprocess.run([loopcc, *flags, "-c", src, "-o", obj],
                                  capture_output=True, text=True)
            yield src, done, obj
