/*===- loopcc.h - loopcc's directives, quiet under other compilers -------===*
 *
 * LOOP_TRANSFORM(transformation clauses...) is `#pragma loop transform
 * transformation clauses...` under loopcc and nothing under any other
 * compiler, so that an annotated source builds with gcc -Wall -Werror and
 * clang -Wall -Werror (which warn about an unknown pragma) without an
 * #ifdef around every directive:
 *
 *   #include <loopcc.h>
 *
 *   LOOP_TRANSFORM(unroll count(2))
 *   LOOP_TRANSFORM(vectorize width(8))
 *   for (int i = 0; i < n; i++) ...
 *
 * The arguments are macro-expanded first: LOOP_TRANSFORM(tile sizes(TS, TS))
 * takes TS's value. Installed with loopcc into PREFIX/include, which gcc,
 * clang and loopcc search; docs/pragma.md, "Code shared with gcc and clang".
 *
 *===----------------------------------------------------------------------===*/

#ifndef LOOPCC_H
#define LOOPCC_H

#if defined(__loopcc__)
#define LOOPCC_PRAGMA_(text) _Pragma(#text)
#define LOOP_TRANSFORM(...) LOOPCC_PRAGMA_(loop transform __VA_ARGS__)
#else
#define LOOP_TRANSFORM(...)
#endif

#endif
