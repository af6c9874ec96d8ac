/* What the engine needs beyond C11, in one place: bit counts, a prefetch, a branch hint and one atomic add.
 * GCC and Clang (Linux, macOS, MinGW-w64) have builtins for them; MSVC has intrinsics. The engine is built
 * and tested with gcc and clang (-Wall -Wextra -Werror) and cross-built for Windows with MinGW-w64
 * (tests/test_portability.py, `make portability`).
 */
#ifndef CONDUCTOR_PORT_H
#define CONDUCTOR_PORT_H

#include <stdint.h>

#if defined(__GNUC__) || defined(__clang__)
#define cnd_popcount(x) __builtin_popcount((uint32_t)(x))
#define cnd_ctz(x) __builtin_ctz((uint32_t)(x)) /* x != 0 */
#define cnd_prefetch(p) __builtin_prefetch(p)
#define cnd_unlikely(x) __builtin_expect(!!(x), 0)
#define cnd_fetch_add(p, n) __atomic_fetch_add((p), (n), __ATOMIC_RELAXED)
#elif defined(_MSC_VER)
#include <intrin.h>
static __inline int cnd_popcount(uint32_t x) { return (int)__popcnt(x); }
static __inline int cnd_ctz(uint32_t x) {
    unsigned long i;
    _BitScanForward(&i, x);
    return (int)i;
}
#define cnd_prefetch(p) _mm_prefetch((const char *)(p), _MM_HINT_T0)
#define cnd_unlikely(x) (x)
#define cnd_fetch_add(p, n) _InterlockedExchangeAdd((volatile long *)(p), (n))
#else
#error "a C compiler with GCC builtins (gcc, clang, MinGW-w64) or MSVC is needed"
#endif

#endif
