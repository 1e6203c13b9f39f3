/* A plain C perft of Chinese checkers on the 8x8 board: the reference the Lua rules are
 * checked and timed against (tests/checkers/CMakeLists.txt). Written apart from
 * scripts/games/checkers on purpose: cells are scanned row by row, jump chains are a
 * recursive depth-first search, and leaves are counted in bulk (the moves at depth 1 are
 * counted, not played).
 *
 * usage: checkers_perft_c DEPTH [short] [ROWS blue|red]
 *   prints "DEPTH NODES" for depths 1..DEPTH, from the start or from ROWS (eight rows of
 *   '#', 'O' and '.', top first, separated by '/') with that player to move
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int board[100]; /* row * 10 + column; 1 blue, 2 red, 0 empty, -1 off the board */
static int long_jumps = 1;
static const int dirs[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1},
                               {0, 1},   {1, -1}, {1, 0},  {1, 1}};
static const int camp[3][6] = {{0}, {11, 12, 13, 21, 22, 31}, {88, 87, 86, 78, 77, 68}};

static int on_board(int r, int c) {
  return r >= 1 && r <= 8 && c >= 1 && c <= 8;
}
static int empty(int r, int c) {
  return on_board(r, c) && board[r * 10 + c] == 0;
}

/* Marks every cell a chain of jumps from (r, c) can land on. */
static void chain(int r, int c, char* landed) {
  for (int d = 0; d < 8; d++) {
    int dr = dirs[d][0], dc = dirs[d][1];
    int gap = 0;
    while (empty(r + (gap + 1) * dr, c + (gap + 1) * dc))
      gap++;
    if (gap > 0 && !long_jumps) continue;
    int pr = r + (gap + 1) * dr, pc = c + (gap + 1) * dc;
    if (!on_board(pr, pc)) continue; /* the scan left the board: nothing to jump */
    int ok = 1;
    for (int i = 1; i <= gap + 1; i++)
      if (!empty(pr + i * dr, pc + i * dc)) ok = 0;
    if (!ok) continue;
    int lr = pr + (gap + 1) * dr, lc = pc + (gap + 1) * dc;
    if (landed[lr * 10 + lc]) continue;
    landed[lr * 10 + lc] = 1;
    chain(lr, lc, landed);
  }
}

/* Fills moves[] with from * 100 + to; returns their number (0: none, the caller passes). */
static int generate(int side, int* moves) {
  int n = 0;
  for (int r = 1; r <= 8; r++)
    for (int c = 1; c <= 8; c++) {
      int from = r * 10 + c;
      if (board[from] != side) continue;
      for (int d = 0; d < 8; d++)
        if (empty(r + dirs[d][0], c + dirs[d][1]))
          moves[n++] = from * 100 + (r + dirs[d][0]) * 10 + c + dirs[d][1];
      char landed[100];
      memset(landed, 0, sizeof landed);
      landed[from] = 1; /* a chain may not come back to where it started */
      board[from] = 0;  /* the piece is lifted while it jumps */
      chain(r, c, landed);
      board[from] = side;
      for (int to = 11; to <= 88; to++)
        if (landed[to] && to != from) moves[n++] = from * 100 + to;
    }
  return n;
}

static int won(int mover) {
  int mine = 0;
  for (int i = 0; i < 6; i++) {
    int v = board[camp[3 - mover][i]];
    if (v == 0) return 0;
    if (v == mover) mine = 1;
  }
  return mine;
}

/* Reads eight rows of '#', 'O', '.' separated by '/'; returns 0 on a malformed text. */
static int read_rows(const char* text) {
  for (int r = 1; r <= 8; r++) {
    for (int c = 1; c <= 8; c++, text++) {
      if (*text != '#' && *text != 'O' && *text != '.') return 0;
      board[r * 10 + c] = *text == '#' ? 1 : *text == 'O' ? 2 : 0;
    }
    if (*text != (r < 8 ? '/' : '\0')) return 0;
    text++;
  }
  return 1;
}

static long long perft(int side, int depth, int ply) {
  int moves[512];
  int n = generate(side, moves);
  if (n == 0) moves[n++] = 0; /* pass */
  if (depth == 1) return n;
  long long total = 0;
  for (int i = 0; i < n; i++) {
    int from = moves[i] / 100, to = moves[i] % 100;
    if (moves[i]) {
      board[from] = 0;
      board[to] = side;
    }
    if (moves[i] && won(side))
      ; /* a finished game counts only at the depth asked for */
    else if (ply + 1 < 200)
      total += perft(3 - side, depth - 1, ply + 1);
    if (moves[i]) {
      board[to] = 0;
      board[from] = side;
    }
  }
  return total;
}

int main(int argc, char** argv) {
  int arg = 2, side = 1;
  if (argc > arg && strcmp(argv[arg], "short") == 0) {
    long_jumps = 0;
    arg++;
  }
  for (int i = 0; i < 100; i++)
    board[i] = on_board(i / 10, i % 10) ? 0 : -1;
  for (int i = 0; i < 6; i++) {
    board[camp[1][i]] = 1;
    board[camp[2][i]] = 2;
  }
  if (argc == arg + 2) {
    if (!read_rows(argv[arg]) ||
        (strcmp(argv[arg + 1], "blue") != 0 && strcmp(argv[arg + 1], "red") != 0)) {
      fprintf(stderr,
              "expected ROWS blue|red, e.g. "
              "###...../##....../#......./......../......../......./......OO/.....OOO blue\n");
      return 2;
    }
    side = argv[arg + 1][0] == 'b' ? 1 : 2;
    arg += 2;
  }
  if (argc != arg || atoi(argv[1]) < 1) {
    fprintf(stderr, "usage: %s DEPTH [short] [ROWS blue|red]\n", argv[0]);
    return 2;
  }
  int depth = atoi(argv[1]);
  for (int d = 1; d <= depth; d++) {
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    long long nodes = perft(side, d, 0);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double s = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
    printf("%d %lld  (%.3f s, %.0f nodes/s)\n", d, nodes, s, s > 0 ? nodes / s : 0.0);
  }
  return 0;
}
