// Loops by name, the errors (frontend/LoopNames.cpp and the directive
// parser), each with exit status 1, its position and caret, and no object:
// - on(NAME) that is neither a role nor a loop's name: with the nearest
//   name suggested and a fix-it when there is one ('rwos' for 'rows'),
//   without when none is near;
// - a name given to two loops of a function, by two ids or by ids(...) of
//   two steps, noted where it first names a loop (a name may be given
//   again in another function);
// - a second '#pragma loop id' on a loop that has one;
// - a name whose loop a step already transformed: from above another loop
//   (the stack moves behind 'reverse', which took 'a1'), and in a chain
//   (the interchange took the tile's 'ii');
// - a name the step two below made for a loop the chain did not go on
//   with (the vectorize applied to 'j', not 'i');
// - on(NAME) of a loop elsewhere on a directive that is not the nearest to
//   its loop;
// - the parser's: ids(...) naming more loops than the step makes, a name
//   that is a role (in '#pragma loop id' and in ids), a name twice in one
//   ids, and a malformed '#pragma loop id' (no parentheses, none inside,
//   two words, a word after the parenthesis, a number).
// The parser's errors come as the directives are read, the names' when the
// chains are bound: first the names given twice and the second id, then
// each chain's on(NAME).
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void unknown_near(int *a, int n) {
#pragma loop id(rows)
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma loop transform unroll count(2) on(rwos)
  for (int i = 0; i < n; i++)
    a[i] += i;
}
void unknown_far(int *a, int n) {
#pragma loop transform unroll count(2) on(zebra)
  for (int i = 0; i < n; i++)
    a[i] += i;
}
void twice(int *a, int n) {
#pragma loop id(k)
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma loop id(k)
  for (int i = 0; i < n; i++)
    a[i] += i;
}
void twice_ids(int *a, int n) {
#pragma loop transform reverse ids(m)
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma loop transform reverse ids(m)
  for (int i = 0; i < n; i++)
    a[i] += i;
}
// 'k' names a loop of twice; here it is a new name.
void other_function(int *a, int n) {
#pragma loop id(k)
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma loop transform reverse on(k)
  for (int i = 0; i < n; i++)
    a[i] += i;
}
void two_ids(int *a, int n) {
#pragma loop id(p)
#pragma loop id(q)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void consumed(int *a, int n) {
#pragma loop id(a1)
#pragma loop transform reverse
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma loop transform unroll count(2) on(a1)
  for (int i = 0; i < n; i++)
    a[i] += i;
}
void consumed_in_chain(int *a, int n) {
#pragma loop transform unroll count(2) on(ii)
#pragma loop transform interchange
#pragma loop transform tile sizes(16, 16) ids(ii, jj, i, j)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = i;
}
void not_on_chain(int *a, int n) {
#pragma loop transform unroll count(2) on(i)
#pragma loop transform vectorize width(4) on(j)
#pragma loop transform tile sizes(16, 16) ids(ii, jj, i, j)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = i;
}
void elsewhere(int *a, int n) {
#pragma loop id(other)
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma loop transform unroll count(2) on(other)
#pragma loop transform reverse
  for (int i = 0; i < n; i++)
    a[i] += i;
}
void ids_too_many(int *a, int n) {
#pragma loop transform tile sizes(16, 16) ids(a, b, c, d, e)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = i;
}
void id_is_role(int *a, int n) {
#pragma loop id(outer)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void ids_is_role(int *a, int n) {
#pragma loop transform unroll count(2) ids(all)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void ids_twice(int *a, int n) {
#pragma loop transform tile sizes(16, 16) ids(x, y, x, _)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = i;
}
void id_bare(int *a, int n) {
#pragma loop id
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void id_empty(int *a, int n) {
#pragma loop id()
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void id_two_words(int *a, int n) {
#pragma loop id(a b)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void id_word_after(int *a, int n) {
#pragma loop id(a) x
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void id_number(int *a, int n) {
#pragma loop id(3)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: loop-names-errors.c:[[@LINE-46]]:43: error: 'ids' names 5 loops; 'tile sizes(16, 16) ids(a, b, c, d, e)' makes 4 (grid(1), grid(2), intratile(1) and intratile(2))
// CHECK-NEXT: {{^ *}}[[@LINE-47]] | #pragma loop transform tile sizes(16, 16) ids(a, b, c, d, e){{$}}
// CHECK-NEXT: {{^ *}}|                                           ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-43]]:17: error: 'outer' is a loop role; a loop's name must differ from the roles, so that on(outer) has one meaning
// CHECK-NEXT: {{^ *}}[[@LINE-44]] | #pragma loop id(outer){{$}}
// CHECK-NEXT: {{^ *}}|                 ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-41]]:44: error: 'all' is a loop role; a loop's name must differ from the roles, so that on(all) has one meaning
// CHECK-NEXT: {{^ *}}[[@LINE-42]] | #pragma loop transform unroll count(2) ids(all){{$}}
// CHECK-NEXT: {{^ *}}|                                            ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-39]]:53: error: 'ids' names two loops 'x'; each name names one loop
// CHECK-NEXT: {{^ *}}[[@LINE-40]] | #pragma loop transform tile sizes(16, 16) ids(x, y, x, _){{$}}
// CHECK-NEXT: {{^ *}}|                                                     ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-36]]:14: error: expected '#pragma loop id(NAME)': one identifier, the name of the loop that follows
// CHECK-NEXT: {{^ *}}[[@LINE-37]] | #pragma loop id{{$}}
// CHECK-NEXT: {{^ *}}|              ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-34]]:14: error: expected '#pragma loop id(NAME)': one identifier, the name of the loop that follows
// CHECK-NEXT: {{^ *}}[[@LINE-35]] | #pragma loop id(){{$}}
// CHECK-NEXT: {{^ *}}|              ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-32]]:14: error: expected '#pragma loop id(NAME)': one identifier, the name of the loop that follows
// CHECK-NEXT: {{^ *}}[[@LINE-33]] | #pragma loop id(a b){{$}}
// CHECK-NEXT: {{^ *}}|              ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-30]]:20: error: expected '#pragma loop id(NAME)': one identifier, the name of the loop that follows
// CHECK-NEXT: {{^ *}}[[@LINE-31]] | #pragma loop id(a) x{{$}}
// CHECK-NEXT: {{^ *}}|                    ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-28]]:14: error: expected '#pragma loop id(NAME)': one identifier, the name of the loop that follows
// CHECK-NEXT: {{^ *}}[[@LINE-29]] | #pragma loop id(3){{$}}
// CHECK-NEXT: {{^ *}}|              ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-135]]:14: error: the name 'k' is given to two loops of this function
// CHECK-NEXT: {{^ *}}[[@LINE-136]] | #pragma loop id(k){{$}}
// CHECK-NEXT: {{^ *}}|              ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-141]]:14: note: 'k' first names a loop here
// CHECK-NEXT: {{^ *}}[[@LINE-142]] | #pragma loop id(k){{$}}
// CHECK-NEXT: {{^ *}}|              ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-133]]:36: error: the name 'm' is given to two loops of this function
// CHECK-NEXT: {{^ *}}[[@LINE-134]] | #pragma loop transform reverse ids(m){{$}}
// CHECK-NEXT: {{^ *}}|                                    ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-139]]:36: note: 'm' first names a loop here
// CHECK-NEXT: {{^ *}}[[@LINE-140]] | #pragma loop transform reverse ids(m){{$}}
// CHECK-NEXT: {{^ *}}|                                    ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-124]]:14: error: the loop already has a name, 'p'
// CHECK-NEXT: {{^ *}}[[@LINE-125]] | #pragma loop id(q){{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~^~~~~{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-163]]:43: error: 'rwos' is neither a loop role nor the name of a loop of this function; did you mean 'rows'?
// CHECK-NEXT: {{^ *}}[[@LINE-164]] | #pragma loop transform unroll count(2) on(rwos){{$}}
// CHECK-NEXT: {{^ *}}|                                           ^~~~{{$}}
// CHECK-NEXT: {{^ *}}|                                           rows{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-162]]:43: error: 'zebra' is neither a loop role nor the name of a loop of this function
// CHECK-NEXT: {{^ *}}[[@LINE-163]] | #pragma loop transform unroll count(2) on(zebra){{$}}
// CHECK-NEXT: {{^ *}}|                                           ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-125]]:43: error: loop 'a1' is no longer there: 'reverse' transformed it before this step; name the loops 'reverse' makes with ids(...) and name one of them
// CHECK-NEXT: {{^ *}}[[@LINE-126]] | #pragma loop transform unroll count(2) on(a1){{$}}
// CHECK-NEXT: {{^ *}}|                                           ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-132]]:14: note: 'a1' names this loop
// CHECK-NEXT: {{^ *}}[[@LINE-133]] | #pragma loop id(a1){{$}}
// CHECK-NEXT: {{^ *}}|              ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-126]]:43: error: loop 'ii' is no longer there: 'interchange' transformed it before this step; name the loops 'interchange' makes with ids(...) and name one of them
// CHECK-NEXT: {{^ *}}[[@LINE-127]] | #pragma loop transform unroll count(2) on(ii){{$}}
// CHECK-NEXT: {{^ *}}|                                           ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-127]]:47: note: 'ii' names this loop
// CHECK-NEXT: {{^ *}}[[@LINE-128]] | #pragma loop transform tile sizes(16, 16) ids(ii, jj, i, j){{$}}
// CHECK-NEXT: {{^ *}}|                                               ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-124]]:43: error: loop 'i' is not the loop its chain goes on with: 'vectorize width(4) on(j)' applies to the intratile(2) loop of 'tile sizes(16, 16) ids(ii, jj, i, j)'; a chain transforms one loop of each step (only its last step, a 'parallelize', may go back to a loop an earlier step made around the later steps' loops)
// CHECK-NEXT: {{^ *}}[[@LINE-125]] | #pragma loop transform unroll count(2) on(i){{$}}
// CHECK-NEXT: {{^ *}}|                                           ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-125]]:55: note: 'i' names this loop
// CHECK-NEXT: {{^ *}}[[@LINE-126]] | #pragma loop transform tile sizes(16, 16) ids(ii, jj, i, j){{$}}
// CHECK-NEXT: {{^ *}}|                                                       ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-119]]:43: error: 'on(other)' names a loop that 'reverse', the step before, did not make; only the directive nearest a loop may name a loop elsewhere
// CHECK-NEXT: {{^ *}}[[@LINE-120]] | #pragma loop transform unroll count(2) on(other){{$}}
// CHECK-NEXT: {{^ *}}|                                           ^{{$}}
// CHECK-NEXT: loop-names-errors.c:[[@LINE-125]]:14: note: 'other' names this loop
// CHECK-NEXT: {{^ *}}[[@LINE-126]] | #pragma loop id(other){{$}}
// CHECK-NEXT: {{^ *}}|              ^{{$}}
// CHECK-NEXT: {{^}}18 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
