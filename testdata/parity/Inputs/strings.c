// Parity corpus: string handling: library calls (strlen, memcpy, strcmp,
// strchr, snprintf), hand-written scans, and in-place edits.
#include <ctype.h>
#include <stdio.h>
#include <string.h>

size_t count_words(const char *S) {
  size_t Words = 0;
  int InWord = 0;
  for (; *S; S++) {
    if (isspace((unsigned char)*S))
      InWord = 0;
    else if (!InWord) {
      InWord = 1;
      Words++;
    }
  }
  return Words;
}

void to_upper(char *S) {
  for (; *S; S++)
    *S = (char)toupper((unsigned char)*S);
}

int is_palindrome(const char *S) {
  size_t N = strlen(S);
  for (size_t I = 0; I < N / 2; I++)
    if (S[I] != S[N - 1 - I])
      return 0;
  return 1;
}

char *join(char *Out, size_t Size, const char *A, const char *Sep,
           const char *B) {
  size_t La = strlen(A), Ls = strlen(Sep), Lb = strlen(B);
  if (La + Ls + Lb + 1 > Size)
    return NULL;
  memcpy(Out, A, La);
  memcpy(Out + La, Sep, Ls);
  memcpy(Out + La + Ls, B, Lb + 1);
  return Out;
}

int compare_versions(const char *A, const char *B) {
  while (*A || *B) {
    long Na = 0, Nb = 0;
    while (isdigit((unsigned char)*A))
      Na = Na * 10 + (*A++ - '0');
    while (isdigit((unsigned char)*B))
      Nb = Nb * 10 + (*B++ - '0');
    if (Na != Nb)
      return Na < Nb ? -1 : 1;
    if (*A == '.')
      A++;
    if (*B == '.')
      B++;
  }
  return 0;
}

const char *extension(const char *Path) {
  const char *Dot = strrchr(Path, '.');
  const char *Slash = strrchr(Path, '/');
  if (!Dot || (Slash && Dot < Slash))
    return "";
  return Dot + 1;
}

int format_pair(char *Out, size_t Size, const char *Key, int Value) {
  return snprintf(Out, Size, "%s=%d", Key, Value);
}

int key_matches(const char *Line, const char *Key) {
  size_t N = strlen(Key);
  return strncmp(Line, Key, N) == 0 && (Line[N] == '=' || Line[N] == ':');
}

void trim(char *S) {
  char *Start = S;
  while (isspace((unsigned char)*Start))
    Start++;
  char *End = Start + strlen(Start);
  while (End > Start && isspace((unsigned char)End[-1]))
    End--;
  memmove(S, Start, (size_t)(End - Start));
  S[End - Start] = '\0';
}
