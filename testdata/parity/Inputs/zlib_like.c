// Parity corpus: routines in the style of zlib's, written for this corpus:
// Adler-32 with zlib's NMAX blocking, a table-driven CRC-32 with the table
// built at run time, a bit reader like inflate's, and a longest-match scan
// like deflate's.
#include <stddef.h>
#include <stdint.h>

#define BASE 65521U
#define NMAX 5552

uint32_t adler32_like(uint32_t Adler, const unsigned char *Buf, size_t Len) {
  uint32_t A = Adler & 0xffff, B = (Adler >> 16) & 0xffff;
  while (Len >= NMAX) {
    Len -= NMAX;
    for (size_t N = NMAX / 16; N; N--) {
      for (int I = 0; I < 16; I++) {
        A += Buf[I];
        B += A;
      }
      Buf += 16;
    }
    A %= BASE;
    B %= BASE;
  }
  while (Len--) {
    A += *Buf++;
    B += A;
  }
  A %= BASE;
  B %= BASE;
  return A | (B << 16);
}

static uint32_t CrcTable[256];
static int CrcTableReady;

static void make_crc_table(void) {
  for (uint32_t N = 0; N < 256; N++) {
    uint32_t C = N;
    for (int K = 0; K < 8; K++)
      C = C & 1 ? 0xedb88320U ^ (C >> 1) : C >> 1;
    CrcTable[N] = C;
  }
  CrcTableReady = 1;
}

uint32_t crc32_like(uint32_t Crc, const unsigned char *Buf, size_t Len) {
  if (!CrcTableReady)
    make_crc_table();
  Crc = ~Crc;
  while (Len >= 4) {
    Crc = CrcTable[(Crc ^ Buf[0]) & 0xff] ^ (Crc >> 8);
    Crc = CrcTable[(Crc ^ Buf[1]) & 0xff] ^ (Crc >> 8);
    Crc = CrcTable[(Crc ^ Buf[2]) & 0xff] ^ (Crc >> 8);
    Crc = CrcTable[(Crc ^ Buf[3]) & 0xff] ^ (Crc >> 8);
    Buf += 4;
    Len -= 4;
  }
  while (Len--)
    Crc = CrcTable[(Crc ^ *Buf++) & 0xff] ^ (Crc >> 8);
  return ~Crc;
}

struct BitReader {
  const unsigned char *Next;
  const unsigned char *End;
  uint64_t Hold;
  unsigned Bits;
};

int read_bits(struct BitReader *R, unsigned Need, unsigned *Out) {
  while (R->Bits < Need) {
    if (R->Next == R->End)
      return -1;
    R->Hold |= (uint64_t)*R->Next++ << R->Bits;
    R->Bits += 8;
  }
  *Out = (unsigned)(R->Hold & ((1U << Need) - 1));
  R->Hold >>= Need;
  R->Bits -= Need;
  return 0;
}

unsigned longest_match(const unsigned char *Window, unsigned Strstart,
                       unsigned CurMatch, const unsigned short *Prev,
                       unsigned WMask, unsigned ChainLength, unsigned Limit,
                       unsigned MaxMatch, unsigned *MatchStart) {
  unsigned BestLen = 2;
  const unsigned char *Scan = Window + Strstart;
  do {
    const unsigned char *Match = Window + CurMatch;
    if (Match[BestLen] != Scan[BestLen] || Match[0] != Scan[0] ||
        Match[1] != Scan[1])
      continue;
    unsigned Len = 2;
    while (Len < MaxMatch && Scan[Len] == Match[Len])
      Len++;
    if (Len > BestLen) {
      *MatchStart = CurMatch;
      BestLen = Len;
      if (Len >= MaxMatch)
        break;
    }
  } while ((CurMatch = Prev[CurMatch & WMask]) > Limit && --ChainLength != 0);
  return BestLen;
}
