"""lit's test format for the bad-input corpus (see ../lit.local.cfg): the
folder's .test files, and one test per input of each folder it names, run
by check_inputs.py. A module of its own so that lit can pickle it for its
worker processes."""
import os
import subprocess
import sys

import lit.Test
import lit.formats


class BadInputFormat(lit.formats.ShTest):
    """The folder's .test files, and one test per input of the folders."""

    def __init__(self, folders):
        super().__init__(execute_external=False)
        self.folders = list(folders)

    def getTestsInDirectory(self, testSuite, path_in_suite, litConfig,
                            localConfig):
        yield from super().getTestsInDirectory(testSuite, path_in_suite,
                                               litConfig, localConfig)
        source = testSuite.getSourcePath(path_in_suite)
        for folder in self.folders:
            inputs = os.path.join(source, "Inputs", folder)
            for name in sorted(os.listdir(inputs)):
                if name.endswith(".c"):
                    yield lit.Test.Test(
                        testSuite, path_in_suite + ("Inputs", folder, name),
                        localConfig)

    def execute(self, test, litConfig):
        if not test.getSourcePath().endswith(".c"):
            return super().execute(test, litConfig)
        loopcc = dict(test.config.substitutions)["%loopcc"]
        work = test.getExecPath() + ".tmp"
        subprocess.run(["rm", "-rf", work], check=True)
        os.makedirs(work)
        checker = os.path.join(os.path.dirname(__file__), "check_inputs.py")
        run = subprocess.run(
            [sys.executable, checker, "--loopcc", loopcc, "--work", work,
             test.getSourcePath()],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            env=test.config.environment)
        output = run.stdout.decode("utf-8", "replace")
        code = lit.Test.PASS if run.returncode == 0 else lit.Test.FAIL
        return lit.Test.Result(code, output)
