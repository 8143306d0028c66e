// -E expands macros and shows loopcc's predefined macros: __loopcc__ is 1,
// __loopcc_major__ 0 and __loopcc_minor__ 1. -D and -U on the command line
// still win over them, as they do over clang's own predefined macros.
// RUN: %loopcc -E %s | FileCheck %s
// RUN: %loopcc -E -U__loopcc__ %s | FileCheck --check-prefix=UNDEF %s
// RUN: %loopcc -E -D__loopcc_minor__=7 %s 2>/dev/null | FileCheck --check-prefix=REDEF %s
// RUN: %loopcc -dM -E -x c /dev/null | FileCheck --check-prefix=DM %s

#define SQUARE(X) ((X) * (X))
#define CAT(A, B) A##B
#define STR(X) #X

// CHECK: int square_of_seven = ((7) * (7));
int square_of_seven = SQUARE(7);
// CHECK: int joined_name = 3;
int CAT(joined_, name) = 3;
// CHECK: const char *text = "hello world";
const char *text = STR(hello world);

// CHECK: int is_loopcc = 1;
// UNDEF: int is_loopcc = __loopcc__;
// REDEF: int is_loopcc = 1;
int is_loopcc = __loopcc__;
// CHECK: int major = 0;
// UNDEF: int major = 0;
int major = __loopcc_major__;
// CHECK: int minor = 1;
// REDEF: int minor = 7;
int minor = __loopcc_minor__;

#ifdef __loopcc__
// CHECK: int guarded_by_loopcc;
// UNDEF-NOT: int guarded_by_loopcc;
int guarded_by_loopcc;
#endif

// loopcc is clang underneath: clang's own macros are there too.
// CHECK: int clang_major = 22;
int clang_major = __clang_major__;

// DM-DAG: #define __loopcc__ 1
// DM-DAG: #define __loopcc_major__ 0
// DM-DAG: #define __loopcc_minor__ 1
// DM-DAG: #define __clang_major__ 22
