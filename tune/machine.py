"""The machine model the candidate sizes are derived from.

Register tiles are sized from the vector width and the number of vector
registers of the code being compiled: that is the target the compile flags
select (`-march=native` on an AVX-512 machine gives 512-bit vectors and 32
registers; no `-march` gives x86-64's SSE2, 128 bits and 16), so it is
asked of clang with the user's flags (`-dM -E`), not of /proc/cpuinfo.
Cache tiles are sized from the caches of the machine the program runs on
(/sys/devices/system/cpu/cpu0/cache), and `parallelize` is proposed only
where there is more than one core.
"""

import os
import subprocess


class Machine:
    def __init__(self, vector_bytes, registers, l1, l2, l3, cores, isa, cpu):
        self.vector_bytes = vector_bytes
        self.registers = registers
        self.l1 = l1
        self.l2 = l2
        self.l3 = l3
        self.cores = cores
        self.isa = isa
        self.cpu = cpu

    def lanes(self, elem):
        return max(2, self.vector_bytes // elem)

    def describe(self):
        return "%s, %s (%d-bit vectors, %d vector registers), L1d %dK, L2 %dK, L3 %dK, %d core(s)" % (
            self.cpu, self.isa, self.vector_bytes * 8, self.registers,
            self.l1 // 1024, self.l2 // 1024, self.l3 // 1024, self.cores)


def _size(text):
    text = text.strip().upper()
    mult = 1
    if text.endswith("K"):
        mult, text = 1024, text[:-1]
    elif text.endswith("M"):
        mult, text = 1024 * 1024, text[:-1]
    try:
        return int(text) * mult
    except ValueError:
        return 0


def caches():
    """(L1 data, L2, L3) of cpu0 in bytes; defaults where sysfs says nothing."""
    l1, l2, l3 = 32 * 1024, 1024 * 1024, 8 * 1024 * 1024
    base = "/sys/devices/system/cpu/cpu0/cache"
    try:
        entries = sorted(os.listdir(base))
    except OSError:
        entries = []
    for e in entries:
        if not e.startswith("index"):
            continue
        try:
            level = open(os.path.join(base, e, "level")).read().strip()
            kind = open(os.path.join(base, e, "type")).read().strip()
            size = _size(open(os.path.join(base, e, "size")).read())
        except OSError:
            continue
        if level == "1" and kind in ("Data", "Unified") and size:
            l1 = size
        elif level == "2" and size:
            l2 = size
        elif level == "3" and size:
            l3 = size
    return l1, l2, l3


def cpu_name():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown CPU"


def target_macros(clang, flags):
    """The predefined macros of a compile with the user's target flags."""
    target = [f for f in flags if f.startswith(("-march", "-mcpu", "-mtune", "-m", "--target", "-target"))
              and not f.startswith(("-mllvm",))]
    proc = subprocess.run([clang, "-dM", "-E", "-x", "c", "/dev/null"] + target,
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    return set(line.split()[1] for line in proc.stdout.decode(errors="replace").splitlines()
               if line.startswith("#define "))


def probe(clang, flags):
    macros = target_macros(clang, flags)
    if "__AVX512F__" in macros:
        vb, regs, isa = 64, 32, "AVX-512"
    elif "__AVX2__" in macros or "__AVX__" in macros:
        vb, regs, isa = 32, 16, "AVX2" if "__AVX2__" in macros else "AVX"
    elif "__aarch64__" in macros:
        vb, regs, isa = 16, 32, "NEON"
    else:
        vb, regs, isa = 16, 16, "SSE2"
    l1, l2, l3 = caches()
    return Machine(vb, regs, l1, l2, l3, os.cpu_count() or 1, isa, cpu_name())
