/* Onitama perft in plain C, written apart from the Lua rules: a third count for the golden
 * perft files, and the yardstick that `houserules perft onitama` is measured against.
 *
 *   onitama_perft CARD_FOLDER DEAL DEPTH
 *
 * DEAL is five card names, "A,B,C,D,E": the player to move (the colour of E's stamp)
 * holds A and B, the other C and D, E is beside the board. Cards are read from
 * CARD_FOLDER/NAME.txt (a stamp line, then a 5x5 grid with X for the piece and x for each
 * square it may reach, drawn for the player at the bottom, red). A won game is not
 * expanded; a player with no piece that can move passes, one move per card (giving that
 * card up). Counts are bulk at the last ply. Prints "DEPTH NODES SECONDS".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { EMPTY, RED_STUDENT, RED_MASTER, BLUE_STUDENT, BLUE_MASTER };
enum { RED, BLUE };

typedef struct {
  char name[64];
  int stamp;               /* RED or BLUE */
  int n[2][25];            /* targets per side and square */
  int to[2][25][16];
} Card;

static Card cards[5];

typedef struct {
  int board[25]; /* row by row from the top (rank 5, blue's home row) */
  int hand[2][2];
  int beside;
  int side;
} State;

static const int kBase[2] = {22, 2}; /* c1 and c5: each side's own arch */

static void die(const char *what, const char *detail) {
  fprintf(stderr, "onitama_perft: %s%s\n", what, detail);
  exit(2);
}

static void read_card(Card *card, const char *folder, const char *name) {
  char path[1024], line[256];
  int row = 0;
  snprintf(path, sizeof path, "%s/%s.txt", folder, name);
  FILE *f = fopen(path, "r");
  if (!f) die("cannot read ", path);
  snprintf(card->name, sizeof card->name, "%s", name);
  if (!fgets(line, sizeof line, f)) die("no stamp line in ", path);
  card->stamp = strncmp(line, "red", 3) == 0 ? RED : BLUE;
  int dx[25], dy[25], k = 0;
  while (row < 5 && fgets(line, sizeof line, f)) {
    for (int c = 0; c < 5; ++c)
      if (line[c] == 'x') dx[k] = c - 2, dy[k] = 2 - row, ++k; /* dy > 0: forward for red */
    ++row;
  }
  fclose(f);
  for (int side = 0; side < 2; ++side)
    for (int sq = 0; sq < 25; ++sq) {
      int x = sq % 5, y = sq / 5, n = 0;
      for (int i = 0; i < k; ++i) {
        int tx = side == RED ? x + dx[i] : x - dx[i];
        int ty = side == RED ? y - dy[i] : y + dy[i];
        if (tx >= 0 && tx < 5 && ty >= 0 && ty < 5) card->to[side][sq][n++] = ty * 5 + tx;
      }
      card->n[side][sq] = n;
    }
}

static int won(const State *s) {
  int red_master = -1, blue_master = -1;
  for (int sq = 0; sq < 25; ++sq) {
    if (s->board[sq] == RED_MASTER) red_master = sq;
    if (s->board[sq] == BLUE_MASTER) blue_master = sq;
  }
  return red_master < 0 || blue_master < 0 || red_master == kBase[BLUE] || blue_master == kBase[RED];
}

typedef struct { int card_slot, from, to; } Move; /* from < 0: a pass */

static int generate(const State *s, Move *out) {
  int n = 0, side = s->side;
  int own_student = side == RED ? RED_STUDENT : BLUE_STUDENT;
  int own_master = side == RED ? RED_MASTER : BLUE_MASTER;
  for (int slot = 0; slot < 2; ++slot) {
    const Card *c = &cards[s->hand[side][slot]];
    for (int sq = 0; sq < 25; ++sq) {
      int p = s->board[sq];
      if (p != own_student && p != own_master) continue;
      for (int k = 0; k < c->n[side][sq]; ++k) {
        int t = c->to[side][sq][k], q = s->board[t];
        if (q == own_student || q == own_master) continue;
        out[n].card_slot = slot, out[n].from = sq, out[n].to = t, ++n;
      }
    }
  }
  if (n == 0)
    for (int slot = 0; slot < 2; ++slot) out[n].card_slot = slot, out[n].from = -1, out[n].to = -1, ++n;
  return n;
}

static long long perft(State *s, int depth) {
  if (won(s)) return 0;
  Move moves[64];
  int n = generate(s, moves);
  if (depth == 1) return n;
  long long total = 0;
  for (int i = 0; i < n; ++i) {
    const Move m = moves[i];
    State saved = *s;
    if (m.from >= 0) s->board[m.to] = s->board[m.from], s->board[m.from] = EMPTY;
    int played = s->hand[s->side][m.card_slot];
    s->hand[s->side][m.card_slot] = s->beside;
    s->beside = played;
    s->side = 1 - s->side;
    total += perft(s, depth - 1);
    *s = saved;
  }
  return total;
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: onitama_perft CARD_FOLDER DEAL DEPTH\n");
    return 2;
  }
  char deal[512];
  snprintf(deal, sizeof deal, "%s", argv[2]);
  int k = 0;
  for (char *name = strtok(deal, ","); name; name = strtok(NULL, ",")) {
    if (k == 5) die("a deal has five cards: ", argv[2]);
    read_card(&cards[k++], argv[1], name);
  }
  if (k != 5) die("a deal has five cards: ", argv[2]);
  State s;
  memset(&s, 0, sizeof s);
  for (int x = 0; x < 5; ++x) {
    s.board[x] = x == 2 ? BLUE_MASTER : BLUE_STUDENT;
    s.board[20 + x] = x == 2 ? RED_MASTER : RED_STUDENT;
  }
  s.side = cards[4].stamp;
  s.hand[s.side][0] = 0, s.hand[s.side][1] = 1;
  s.hand[1 - s.side][0] = 2, s.hand[1 - s.side][1] = 3;
  s.beside = 4;
  int depth = atoi(argv[3]);
  struct timespec a, b;
  clock_gettime(CLOCK_MONOTONIC, &a);
  long long nodes = depth <= 0 ? 1 : perft(&s, depth);
  clock_gettime(CLOCK_MONOTONIC, &b);
  printf("%d %lld %.6f\n", depth, nodes, (double)(b.tv_sec - a.tv_sec) + 1e-9 * (double)(b.tv_nsec - a.tv_nsec));
  return 0;
}
