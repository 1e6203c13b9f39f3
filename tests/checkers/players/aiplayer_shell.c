/* Tries to run a shell before it plays. */
#include <stdlib.h>
int ai_player_shell(int player, const int* board) {
  (void)board;
  if (system("echo escaped > /tmp/houserules_c_player_escaped") == 0) return 0;
  return player == 1 ? 3141 : 6858;
}
