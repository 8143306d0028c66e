// Parity corpus: recursion: plain, mutual, tail recursion, divide and
// conquer (quicksort, merge sort) and a binary tree.
#include <stdlib.h>

long fib(int N) { return N < 2 ? N : fib(N - 1) + fib(N - 2); }

unsigned long ackermann(unsigned long M, unsigned long N) {
  if (M == 0)
    return N + 1;
  if (N == 0)
    return ackermann(M - 1, 1);
  return ackermann(M - 1, ackermann(M, N - 1));
}

static int is_odd(unsigned N);
static int is_even(unsigned N) { return N == 0 ? 1 : is_odd(N - 1); }
static int is_odd(unsigned N) { return N == 0 ? 0 : is_even(N - 1); }
int parity_of(unsigned N) { return is_even(N); }

long gcd(long A, long B) { return B == 0 ? A : gcd(B, A % B); }

void quicksort(int *A, int Lo, int Hi) {
  if (Lo >= Hi)
    return;
  int Pivot = A[(Lo + Hi) / 2];
  int I = Lo, J = Hi;
  while (I <= J) {
    while (A[I] < Pivot)
      I++;
    while (A[J] > Pivot)
      J--;
    if (I <= J) {
      int T = A[I];
      A[I] = A[J];
      A[J] = T;
      I++;
      J--;
    }
  }
  quicksort(A, Lo, J);
  quicksort(A, I, Hi);
}

static void merge(int *A, int *Tmp, int Lo, int Mid, int Hi) {
  int I = Lo, J = Mid, K = Lo;
  while (I < Mid && J < Hi)
    Tmp[K++] = A[I] <= A[J] ? A[I++] : A[J++];
  while (I < Mid)
    Tmp[K++] = A[I++];
  while (J < Hi)
    Tmp[K++] = A[J++];
  for (K = Lo; K < Hi; K++)
    A[K] = Tmp[K];
}

void merge_sort(int *A, int *Tmp, int Lo, int Hi) {
  if (Hi - Lo < 2)
    return;
  int Mid = Lo + (Hi - Lo) / 2;
  merge_sort(A, Tmp, Lo, Mid);
  merge_sort(A, Tmp, Mid, Hi);
  merge(A, Tmp, Lo, Mid, Hi);
}

struct Tree {
  int Key;
  struct Tree *Left, *Right;
};

struct Tree *tree_insert(struct Tree *T, int Key) {
  if (!T) {
    T = calloc(1, sizeof *T);
    if (T)
      T->Key = Key;
    return T;
  }
  if (Key < T->Key)
    T->Left = tree_insert(T->Left, Key);
  else
    T->Right = tree_insert(T->Right, Key);
  return T;
}

int tree_height(const struct Tree *T) {
  if (!T)
    return 0;
  int L = tree_height(T->Left), R = tree_height(T->Right);
  return 1 + (L > R ? L : R);
}

void tree_free(struct Tree *T) {
  if (!T)
    return;
  tree_free(T->Left);
  tree_free(T->Right);
  free(T);
}
