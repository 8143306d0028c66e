# lit configuration for loopcc's end-to-end tests: C sources and scripts
# with RUN lines, checked with FileCheck (the LLVM convention).
import os
import subprocess

import lit.formats

config.name = "loopcc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".test", ".ll"]
# Inputs/ folders hold files that RUN lines use, not tests.
config.excludes = ["Inputs", "lit.cfg.py", "corpus-parser", "corpus-frontend"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = lit_config.params.get(
    "exec_root", os.path.join(config.test_source_root, "..", "bazel-testdata-exec"))

llvm_bin = lit_config.params.get("llvm_bin", "/usr/lib/llvm-22/bin")
loopcc = lit_config.params.get("loopcc")
if not loopcc:
    lit_config.fatal("pass --param loopcc=/path/to/loopcc")
loopcc = os.path.abspath(loopcc)

config.environment["PATH"] = os.pathsep.join(
    [os.path.dirname(loopcc), llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
for var in ["HOME", "TMPDIR", "LANG", "LOOPCC_SOURCES", "LOOPCC_FUZZERS"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
config.environment.setdefault("LOOPCC_SOURCES", "/var/cache/loopcc/sources")

# loopcc's passes as an LLVM pass plugin (passes/plugin), beside the driver
# in Bazel's output tree and runfiles alike.
plugin = lit_config.params.get(
    "plugin", os.path.join(os.path.dirname(loopcc), "..", "passes", "plugin",
                           "loopcc-passes.so"))
plugin = os.path.abspath(plugin)
if not os.path.exists(plugin):
    lit_config.fatal("loopcc's pass plugin is not at %s; pass --param plugin=..." % plugin)
config.substitutions.append(("%loopcc_plugin", plugin))
config.substitutions.append(("%opt_loopcc", "%s -load-pass-plugin=%s" % (os.path.join(llvm_bin, "opt"), plugin)))

config.substitutions.append(("%loopcc", loopcc))
# driver/install.sh as Bazel builds it (//driver:install), beside loopcc.
install_script = os.path.join(os.path.dirname(loopcc), "install")
if os.path.exists(install_script):
    config.available_features.add("install-script")
    config.substitutions.append(("%install", install_script))
config.substitutions.append(("%clang", os.path.join(llvm_bin, "clang-22")))
# LLVM's libraries: libomp's tools (Archer) for the parallel tests.
config.substitutions.append(("%llvm_lib", os.path.join(os.path.dirname(llvm_bin), "lib")))
config.substitutions.append(("%opt", os.path.join(llvm_bin, "opt")))
config.substitutions.append(("%llvm-objcopy", os.path.join(llvm_bin, "llvm-objcopy")))
config.substitutions.append(("%llvm-objdump", os.path.join(llvm_bin, "llvm-objdump")))
config.substitutions.append(("%python", "python3"))
config.substitutions.append(("%testdata", config.test_source_root))

# LLVM's executable tests of OpenMP's loop transformations, read in place
# (the project does not copy them): beside the project, as the brief lays
# the machine out, or where LOOPCC_OPENMP_TESTS says.
openmp_tests = lit_config.params.get("openmp_tests", os.environ.get("LOOPCC_OPENMP_TESTS"))
if not openmp_tests:
    for candidate in [os.path.join(config.test_source_root, "..", "..", "shared", "third_party",
                                   "llvm-openmp-transform-tests"),
                      "/work/shared/third_party/llvm-openmp-transform-tests"]:
        if os.path.isdir(os.path.join(candidate, "runtime")):
            openmp_tests = candidate
            break
if openmp_tests and os.path.isdir(os.path.join(openmp_tests, "runtime")):
    config.available_features.add("llvm-openmp-tests")
    config.substitutions.append(("%llvm_openmp_tests", os.path.abspath(openmp_tests)))

# The libFuzzer targets, built by .ci/build-fuzzers.sh outside Bazel.
fuzzers = lit_config.params.get(
    "fuzzers", os.environ.get("LOOPCC_FUZZERS",
                              "/var/cache/loopcc/fuzz"))
if os.path.exists(os.path.join(fuzzers, "frontend-fuzzer")):
    config.available_features.add("fuzzers")
    config.substitutions.append(("%fuzzers", fuzzers))

# A real browser for the HTML report's tests (Debian's chromium, installed
# by .ci/setup.sh).
chromium = lit_config.params.get("chromium", "/usr/bin/chromium")
if os.path.exists(chromium):
    config.available_features.add("chromium")
    config.substitutions.append((
        "%chromium",
        chromium + " --headless --no-sandbox --disable-gpu --disable-quic"
        " --no-first-run --disable-background-networking"
        " --disable-component-update --disable-sync"))

# A JSON schema validator for python3 (Debian's python3-jsonschema,
# installed by .ci/setup.sh), and the official SARIF 2.1.0 schema, fetched
# by .ci/setup.sh (not part of the project).
if subprocess.run(["python3", "-c", "import jsonschema"],
                  stdout=subprocess.DEVNULL,
                  stderr=subprocess.DEVNULL).returncode == 0:
    config.available_features.add("jsonschema")
sarif_schema = lit_config.params.get(
    "sarif_schema", "/var/cache/loopcc/sarif/sarif-2.1.0-rtm.5.json")
if os.path.exists(sarif_schema) and "jsonschema" in config.available_features:
    config.available_features.add("sarif-schema")
    config.substitutions.append(("%sarif_schema", sarif_schema))

# Long tests (real projects) run only when asked for.
if lit_config.params.get("projects", "0") == "1":
    config.available_features.add("projects")
