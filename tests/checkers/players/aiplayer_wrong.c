/* Returns a number that is not four digits, then (next game) an illegal move. */
static int calls;
int ai_player_wrong(int player, const int* board) {
  (void)board;
  calls++;
  if (calls == 1) return 12345;
  return player == 1 ? 1188 : 8811;
}
