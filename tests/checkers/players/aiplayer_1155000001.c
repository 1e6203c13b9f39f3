/* A sound player, and the yardstick of strength: the best single step toward the far
 * corner (no jumps), the first of the best in cell order. */
int ai_player_1155000001(int player, const int* board) {
  static const int step[8] = {-11, -10, -9, -1, 1, 9, 10, 11};
  int best = 0, best_gain = -100;
  for (int from = 11; from <= 88; from++) {
    if (board[from] != player) continue;
    for (int k = 0; k < 8; k++) {
      int to = from + step[k];
      if (to < 11 || to > 88 || board[to] != 0) continue;
      int gain = (to / 10 + to % 10) - (from / 10 + from % 10);
      if (player == 2) gain = -gain;
      if (gain > best_gain) {
        best_gain = gain;
        best = from * 100 + to;
      }
    }
  }
  return best;
}
