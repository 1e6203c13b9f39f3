#include <cstdio>
int main() { std::puts("houserules"); }
