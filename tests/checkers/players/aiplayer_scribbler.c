/* Writes into the board it is given (casting away const), then plays a legal step. */
int ai_player_scribbler(int player, const int* board) {
  int* mine = (int*)board;
  mine[44] = player;
  return player == 1 ? 3141 : 6858;
}
