// Parity corpus: switch statements, dense (a jump table) and sparse, with
// fall-through, a small state machine and a byte-code interpreter.
int days_in_month(int Month, int Leap) {
  switch (Month) {
  case 2:
    return Leap ? 29 : 28;
  case 4:
  case 6:
  case 9:
  case 11:
    return 30;
  default:
    return 31;
  }
}

const char *http_reason(int Code) {
  switch (Code) {
  case 200: return "OK";
  case 201: return "Created";
  case 301: return "Moved Permanently";
  case 404: return "Not Found";
  case 418: return "I'm a teapot";
  case 500: return "Internal Server Error";
  case 503: return "Service Unavailable";
  default: return "Unknown";
  }
}

int count_fallthrough(int N) {
  int Total = 0;
  switch (N & 3) {
  case 3:
    Total += 3;
    // fall through
  case 2:
    Total += 2;
    // fall through
  case 1:
    Total += 1;
    break;
  case 0:
    Total = -1;
  }
  return Total;
}

enum State { Start, InNumber, InWord, Done };

int count_tokens(const char *S) {
  enum State St = Start;
  int Tokens = 0;
  for (;; S++) {
    char C = *S;
    switch (St) {
    case Start:
      if (C >= '0' && C <= '9') {
        St = InNumber;
        Tokens++;
      } else if ((C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z')) {
        St = InWord;
        Tokens++;
      } else if (!C) {
        St = Done;
      }
      break;
    case InNumber:
      if (!(C >= '0' && C <= '9'))
        St = C ? Start : Done;
      break;
    case InWord:
      if (!((C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z')))
        St = C ? Start : Done;
      break;
    case Done:
      return Tokens;
    }
    if (St == Done)
      return Tokens;
  }
}

enum Op { Push, Add, Sub, Mul, Dup, Swap, Halt };

long run(const int *Code, int Len) {
  long Stack[64];
  int Sp = 0;
  for (int Pc = 0; Pc < Len; Pc++) {
    switch ((enum Op)Code[Pc]) {
    case Push:
      Stack[Sp++] = Code[++Pc];
      break;
    case Add:
      Sp--;
      Stack[Sp - 1] += Stack[Sp];
      break;
    case Sub:
      Sp--;
      Stack[Sp - 1] -= Stack[Sp];
      break;
    case Mul:
      Sp--;
      Stack[Sp - 1] *= Stack[Sp];
      break;
    case Dup:
      Stack[Sp] = Stack[Sp - 1];
      Sp++;
      break;
    case Swap: {
      long T = Stack[Sp - 1];
      Stack[Sp - 1] = Stack[Sp - 2];
      Stack[Sp - 2] = T;
      break;
    }
    case Halt:
      return Sp ? Stack[Sp - 1] : 0;
    }
  }
  return Sp ? Stack[Sp - 1] : 0;
}
