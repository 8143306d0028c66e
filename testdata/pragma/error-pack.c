// pack's own errors, each at the offending token, exit status 1 and no
// object: pack without array(NAME), an empty or non-name argument, a name
// the loop does not subscript (with the nearest name it does, as a fix-it,
// or the names it does subscript), a name the loop only reads as a whole
// value (`s = t`, no subscript), a loop that subscripts nothing, and a
// second array clause (one array per pack; write a pack per array).
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: not test -e %t/out.o
// RUN: not %loopcc -fsyntax-only -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck --check-prefix=FIXIT %s
double Bmatrix[64][64], Cmatrix[64][64];
void f(int n, double *p, double s, double t) {
#pragma loop transform pack
  for (int i = 0; i < 64; i++) Bmatrix[i][0] = 0;
#pragma loop transform pack array()
  for (int i = 0; i < 64; i++) Bmatrix[i][0] = 0;
#pragma loop transform pack array(3)
  for (int i = 0; i < 64; i++) Bmatrix[i][0] = 0;
#pragma loop transform pack array(Bmatrx)
  for (int i = 0; i < 64; i++) Bmatrix[i][0] = Cmatrix[0][i];
#pragma loop transform pack array(q)
  for (int i = 0; i < 64; i++) Bmatrix[i][0] = p[i];
#pragma loop transform pack array(t)
  for (int i = 0; i < 64; i++) s = t;
#pragma loop transform pack array(Bmatrix) array(Cmatrix)
  for (int i = 0; i < 64; i++) Bmatrix[i][0] = Cmatrix[0][i];
}
// CHECK: error-pack.c:13:28: error: 'pack' needs 'array(NAME)': the array whose part the loop touches is copied into a contiguous buffer
// CHECK: error-pack.c:15:35: error: missing argument to 'array'; expected the name of an array
// CHECK: error-pack.c:17:35: error: missing argument to 'array'; expected the name of an array
// CHECK: error-pack.c:25:{{[0-9]+}}: error: duplicate clause 'array'
// CHECK: error-pack.c:19:35: error: 'pack array(Bmatrx)': the loop accesses no array named 'Bmatrx' through a subscript; did you mean 'Bmatrix'?
// CHECK: error-pack.c:21:35: error: 'pack array(q)': the loop accesses no array named 'q' through a subscript; it subscripts 'Bmatrix' and 'p'
// CHECK: error-pack.c:23:35: error: 'pack array(t)': the loop accesses no array named 't' through a subscript; it subscripts no array by name{{$}}
// CHECK: error-pack.c:[[#@LINE+10]]:35: error: 'pack array(row)': the loop accesses no array named 'row' through a subscript; it subscripts only the member array 'row' of a structure, which a pack cannot name; point a pointer at the member before the loop, subscript the pointer in the loop, and pack the pointer
// CHECK: error-pack.c:[[#@LINE+11]]:35: error: 'pack array(st)': the loop accesses no array named 'st' through a subscript; it subscripts 'Bmatrix' and the member array 'row' of a structure, which a pack cannot name
// CHECK: exit=1
// FIXIT: fix-it:"{{.*}}error-pack.c":{19:35-19:41}:"Bmatrix"

// A structure's member array (`st.row[i]`, `ps->row[i]`) has no name a
// pack can take: the error says so and what to write (it said "it
// subscripts no array").
struct Row { int n; double row[64]; } st;
void g(struct Row *ps) {
#pragma loop transform pack array(row)
  for (int i = 0; i < 64; i++) ps->n += (int)ps->row[i];
#pragma loop transform pack array(st)
  for (int i = 0; i < 64; i++) Bmatrix[i][0] = st.row[i];
}
