// Parity corpus: structs passed and returned by value, arrays of structs,
// a linked list, unions, bit-fields and struct copies.
#include <stdlib.h>

struct Vec3 {
  float X, Y, Z;
};

struct Vec3 vec3_add(struct Vec3 A, struct Vec3 B) {
  struct Vec3 R = {A.X + B.X, A.Y + B.Y, A.Z + B.Z};
  return R;
}

float vec3_dot(const struct Vec3 *A, const struct Vec3 *B) {
  return A->X * B->X + A->Y * B->Y + A->Z * B->Z;
}

struct Particle {
  struct Vec3 Position, Velocity;
  float Mass;
  int Id;
};

void step(struct Particle *Ps, int N, float Dt) {
  for (int I = 0; I < N; I++) {
    Ps[I].Position.X += Ps[I].Velocity.X * Dt;
    Ps[I].Position.Y += Ps[I].Velocity.Y * Dt;
    Ps[I].Position.Z += Ps[I].Velocity.Z * Dt;
  }
}

struct Node {
  int Value;
  struct Node *Next;
};

struct Node *list_push(struct Node *Head, int Value) {
  struct Node *N = malloc(sizeof *N);
  if (!N)
    return Head;
  N->Value = Value;
  N->Next = Head;
  return N;
}

int list_sum(const struct Node *Head) {
  int Sum = 0;
  for (; Head; Head = Head->Next)
    Sum += Head->Value;
  return Sum;
}

struct Node *list_reverse(struct Node *Head) {
  struct Node *Prev = NULL;
  while (Head) {
    struct Node *Next = Head->Next;
    Head->Next = Prev;
    Prev = Head;
    Head = Next;
  }
  return Prev;
}

union Bits {
  float F;
  unsigned U;
};

unsigned float_bits(float F) {
  union Bits B;
  B.F = F;
  return B.U;
}

struct Flags {
  unsigned Ready : 1;
  unsigned Mode : 3;
  unsigned Count : 12;
  signed Delta : 8;
};

int pack_flags(struct Flags *F, int Mode, int Count, int Delta) {
  F->Ready = 1;
  F->Mode = Mode;
  F->Count = Count;
  F->Delta = Delta;
  return F->Mode + F->Count + F->Delta;
}

struct Big {
  long Values[16];
};

struct Big big_scale(struct Big B, long Factor) {
  for (int I = 0; I < 16; I++)
    B.Values[I] *= Factor;
  return B;
}
