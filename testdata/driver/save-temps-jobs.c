// With -save-temps, loopcc's driver moves the optimizer from the job that
// reads the bitcode into the frontend job that writes it, where the
// directives are (driver/SaveTempsJobs.h): -disable-llvm-passes leaves the
// frontend job and goes to the bitcode job. Nothing moves for LTO (the
// bitcode job must write the link's summary itself) or when the command
// line asked for -disable-llvm-passes itself.
//
// RUN: %loopcc -### -O2 -save-temps -c %s -o %t.o 2>&1 | FileCheck --check-prefix=MOVED %s
// MOVED: "-cc1" {{.*}}"-E"
// MOVED: "-cc1" {{.*}}"-emit-llvm-bc"
// MOVED-NOT: "-disable-llvm-passes"
// MOVED: "-x" "cpp-output"
// MOVED: "-cc1" {{.*}}"-S"{{.*}} "-x" "ir" {{.*}}"-disable-llvm-passes"
// MOVED: "-cc1as"
//
// RUN: %loopcc -### -O2 -save-temps -flto -c %s -o %t.o 2>&1 | FileCheck --check-prefix=LTO %s
// RUN: %loopcc -### -O2 -save-temps -flto=thin -c %s -o %t.o 2>&1 | FileCheck --check-prefix=LTO %s
// LTO: "-cc1" {{.*}}"-emit-llvm-bc"{{.*}} "-disable-llvm-passes"{{.*}} "-x" "cpp-output"
// LTO-NOT: "-disable-llvm-passes"
//
// RUN: %loopcc -### -O2 -save-temps -Xclang -disable-llvm-passes -c %s -o %t.o 2>&1 | FileCheck --check-prefix=ASKED %s
// ASKED: "-cc1" {{.*}}"-emit-llvm-bc"{{.*}} "-disable-llvm-passes"{{.*}} "-x" "cpp-output"
// ASKED: "-cc1" {{.*}}"-S"{{.*}} "-disable-llvm-passes"{{.*}} "-x" "ir"
//
// Without -save-temps there is one compile job, untouched.
// RUN: %loopcc -### -O2 -c %s -o %t.o 2>&1 | FileCheck --check-prefix=ONE %s
// ONE: "-cc1" {{.*}}"-emit-obj"
// ONE-NOT: "-disable-llvm-passes"
// ONE-NOT: "-cc1"

void f(float *a, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
