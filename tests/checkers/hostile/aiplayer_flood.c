/* Prints without end on every move (about 1 MB a move), then plays a sound step. */
#include <stdio.h>
int ai_player_flood(int player, const int* board) {
  (void)board;
  for (int i = 0; i < 16384; i++)
    printf("flood flood flood flood flood flood flood flood flood flood flood %d\n", i);
  return player == 1 ? 3141 : 6858;
}
