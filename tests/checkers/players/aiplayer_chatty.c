/* Prints on every move (a forgotten debug print), to standard output and error, and
 * plays the same sound steps as aiplayer_1155000001.c. */
#include <stdio.h>
static int best_step(int player, const int* board) {
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
int ai_player_chatty(int player, const int* board) {
  int move = best_step(player, board);
  printf("debug: player %d plays %d\n", player, move);
  printf("move %d\n", 1111); /* looks like an answer: it must not be taken for one */
  fprintf(stderr, "no newline at the end");
  return move;
}
