// Identifiers with underscores at the bottom of every line, and a line
// long enough to scroll, for html-underscores.test.
void scale_all_values(float *restrict out_values, const float *restrict in_values, int value_count, float scale_factor_for_every_value) {
#pragma loop transform unroll count(4)
  for (int value_index = 0; value_index < value_count; value_index++)
    out_values[value_index] = in_values[value_index] * scale_factor_for_every_value; // ____
}
