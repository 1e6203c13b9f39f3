/* Never returns. */
int ai_player_forever(int player, const int* board) {
  volatile unsigned long n = 0;
  for (;;)
    n += (unsigned long)(player + board[11]);
  return 0;
}
