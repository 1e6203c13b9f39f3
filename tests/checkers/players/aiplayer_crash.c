/* Crashes on its first move: a write through a null pointer. */
int ai_player_crash(int player, const int* board) {
  volatile int* nothing = 0;
  *nothing = player + board[11];
  return 0;
}
