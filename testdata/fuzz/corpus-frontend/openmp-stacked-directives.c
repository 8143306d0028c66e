int G[16][16];
void stacked(void) {
#pragma omp parallel
#pragma omp single
  {
#pragma loop transform reverse
    for (int j = 0; j < 16; j++)
      G[j][0] = 2;
  }
}

