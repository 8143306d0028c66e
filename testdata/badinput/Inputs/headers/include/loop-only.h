  for (int i = 0; i < n; i++)
    a[i] = i;
