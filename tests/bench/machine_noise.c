/* How steady this machine runs the same work: the floor under any "spread between
 * identical runs" we measure of our own programs.
 *
 *   machine_noise [RUNS [KB ...]]     (default: 9 runs of 0 64 256 1024 4096 16384 KB)
 *
 * Each size is a chase through a random cycle of that many kilobytes of 32-bit indices
 * (every step a load that depends on the last one, as a transposition table's probes and
 * a tree's tables are read); 0 KB is arithmetic alone, in registers. The sizes take turns
 * run by run, so that a slow minute of the machine falls on all of them alike. Prints, per
 * size, nanoseconds a step as min / median / max and the spread, (max - min) / median, as
 * `houserules bench` prints its own. Plain C, no dependencies: it measures the machine,
 * not the compiler. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_SIZES 16
#define STEPS 20000000L

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t next_random(void) { /* xorshift64* */
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * 2685821657736338717ull;
}

/* One cycle through all n cells (Sattolo's shuffle), so a chase visits every cell. */
static uint32_t* make_cycle(size_t n) {
  uint32_t* next = malloc(n * sizeof *next);
  if (!next) return NULL;
  for (size_t i = 0; i < n; i++)
    next[i] = (uint32_t)i;
  for (size_t i = n - 1; i > 0; i--) {
    size_t j = (size_t)(next_random() % i);
    uint32_t t = next[i];
    next[i] = next[j];
    next[j] = t;
  }
  return next;
}

/* Seconds for STEPS steps; the result feeds `sink` so the work is not optimized away. */
static volatile uint64_t sink;
static double run(const uint32_t* next) {
  double start = now();
  if (!next) {
    uint64_t x = 1;
    for (long i = 0; i < STEPS; i++)
      x = x * 6364136223846793005ull + 1442695040888963407ull;
    sink = x;
  } else {
    uint32_t at = 0;
    for (long i = 0; i < STEPS; i++)
      at = next[at];
    sink = at;
  }
  return now() - start;
}

static int by_value(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return (x > y) - (x < y);
}

static int usage(const char* why) {
  fprintf(stderr,
          "machine_noise: %s\nusage: machine_noise [RUNS [KB ...]]  (RUNS 1-1000, KB 0-4194304)\n",
          why);
  return 2;
}

int main(int argc, char** argv) {
  if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
    printf(
        "usage: machine_noise [RUNS [KB ...]]\n"
        "How steady the machine runs the same work: per working-set size, ns a step as\n"
        "min / median / max over RUNS runs, and the spread (max - min) / median.\n");
    return 0;
  }
  long runs = 9;
  long sizes[MAX_SIZES] = {0, 64, 256, 1024, 4096, 16384};
  int count = 6;
  if (argc > 1) {
    char* end;
    runs = strtol(argv[1], &end, 10);
    if (*end || runs < 1 || runs > 1000) return usage("RUNS must be a whole number from 1 to 1000");
  }
  if (argc > 2) {
    count = 0;
    for (int i = 2; i < argc; i++) {
      char* end;
      long kb = strtol(argv[i], &end, 10);
      if (*end || kb < 0 || kb > 4194304)
        return usage("each KB must be a whole number from 0 to 4194304");
      if (count == MAX_SIZES) return usage("at most 16 sizes");
      sizes[count++] = kb;
    }
  }
  uint32_t* cycles[MAX_SIZES];
  double* times[MAX_SIZES];
  for (int s = 0; s < count; s++) {
    size_t cells = (size_t)sizes[s] * 1024 / sizeof(uint32_t);
    cycles[s] = cells ? make_cycle(cells) : NULL;
    times[s] = malloc((size_t)runs * sizeof(double));
    if ((cells && !cycles[s]) || !times[s]) return usage("out of memory");
  }
  for (long r = 0; r < runs; r++) {
    for (int s = 0; s < count; s++)
      times[s][r] = run(cycles[s]);
    fprintf(stderr, "\rrun %ld of %ld", r + 1, runs);
  }
  fprintf(stderr, "\n");
  printf("%ld runs of %ld steps each, sizes in turn: ns a step, min / median / max\n", runs, STEPS);
  for (int s = 0; s < count; s++) {
    qsort(times[s], (size_t)runs, sizeof(double), by_value);
    double lo = times[s][0], hi = times[s][runs - 1];
    double median =
        runs % 2 ? times[s][runs / 2] : (times[s][runs / 2 - 1] + times[s][runs / 2]) / 2;
    char label[32];
    if (sizes[s] == 0)
      snprintf(label, sizeof label, "arithmetic");
    else
      snprintf(label, sizeof label, "%ld KB chase", sizes[s]);
    printf("  %-18s %7.2f / %7.2f / %7.2f  spread %.0f%%\n", label, 1e9 * lo / STEPS,
           1e9 * median / STEPS, 1e9 * hi / STEPS, 100 * (hi - lo) / median);
    free(cycles[s]);
    free(times[s]);
  }
  return 0;
}
