/* The memory of a state that rewinds (applife_checkpoint, applife_rewind):
   every block Lua allocates comes from one region of addresses reserved for
   the state, and the allocator's own bookkeeping lives at the region's start.
   Copying the used part of the region back therefore puts every Lua object,
   the allocator and the collector back exactly as they were, pointers and
   all: the state is the one it was, not a copy of it.

   Blocks come in size classes (16-byte steps up to 1 KiB, then four steps
   per power of two); a freed block goes on its class's list, to be handed
   out again first. Lua passes a block's size when it frees or resizes it,
   so blocks carry no header. Large freed blocks give their pages back to the
   system. Nothing here raises: a refused block is NULL, as from realloc. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "internal.h"

#define SMALL_LIMIT 1024u       /* 16-byte classes up to here */
#define SMALL_CLASSES 64u
#define LARGEST_POWER 40u       /* no block above 2^40 bytes */
#define CLASS_COUNT (SMALL_CLASSES + 4u * (LARGEST_POWER - 10u))
#define GIVE_BACK 262144u       /* freed blocks this large return their pages */
#define HEADER_SIZE ((sizeof(struct applife_arena) + 63u) & ~(size_t)63u)

struct applife_arena {
    size_t top;                 /* bytes used from the region's start, this header included */
    size_t end;                 /* bytes reserved */
    size_t page;
    void *free_blocks[CLASS_COUNT];
};

static size_t class_of(size_t n) {
    if (n <= SMALL_LIMIT) return n == 0 ? 0 : (n - 1) / 16;
    unsigned power = 63u - (unsigned)__builtin_clzll((unsigned long long)(n - 1)); /* 2^power < n */
    size_t step = (size_t)1 << (power - 2);
    size_t quarter = (n - ((size_t)1 << power) + step - 1) / step; /* 1...4 */
    return SMALL_CLASSES + 4u * (power - 10u) + (quarter - 1);
}

static size_t class_size(size_t class) {
    if (class < SMALL_CLASSES) return (class + 1) * 16;
    size_t power = 10 + (class - SMALL_CLASSES) / 4, quarter = (class - SMALL_CLASSES) % 4 + 1;
    return ((size_t)1 << power) + quarter * ((size_t)1 << (power - 2));
}

applife_arena *applife_arena_open(size_t reserve) {
    void *region = mmap(NULL, reserve, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (region == MAP_FAILED) return NULL;
    applife_arena *arena = region;
    arena->top = HEADER_SIZE;
    arena->end = reserve;
    arena->page = (size_t)sysconf(_SC_PAGESIZE);
    return arena;
}

void applife_arena_close(applife_arena *arena) {
    if (arena != NULL) munmap(arena, arena->end);
}

static void *take(applife_arena *arena, size_t n) {
    if (n > ((size_t)1 << LARGEST_POWER)) return NULL;
    size_t class = class_of(n);
    void *block = arena->free_blocks[class];
    if (block != NULL) {
        arena->free_blocks[class] = *(void **)block;
        return block;
    }
    size_t size = class_size(class);
    if (size > arena->end - arena->top) return NULL;
    block = (char *)arena + arena->top;
    arena->top += size;
    return block;
}

static void give(applife_arena *arena, void *block, size_t n) {
    size_t class = class_of(n);
    size_t size = class_size(class);
    if (size >= GIVE_BACK) { /* keep the first page: it holds the link */
        uintptr_t from = ((uintptr_t)block + arena->page + arena->page - 1) & ~(uintptr_t)(arena->page - 1);
        uintptr_t to = ((uintptr_t)block + size) & ~(uintptr_t)(arena->page - 1);
        if (to > from) madvise((void *)from, to - from, MADV_DONTNEED);
    }
    *(void **)block = arena->free_blocks[class];
    arena->free_blocks[class] = block;
}

void *applife_arena_resize(applife_arena *arena, void *block, size_t old_size, size_t new_size) {
    if (block == NULL) return new_size == 0 ? NULL : take(arena, new_size);
    if (new_size == 0) {
        give(arena, block, old_size);
        return NULL;
    }
    if (class_of(old_size) == class_of(new_size)) return block;
    void *moved = take(arena, new_size);
    if (moved == NULL) return new_size < old_size ? block : NULL; /* a shrink never fails */
    memcpy(moved, block, old_size < new_size ? old_size : new_size);
    give(arena, block, old_size);
    return moved;
}

/* The used part of the region, copied out. */
struct applife_arena_copy {
    size_t size;
    unsigned char bytes[];
};

applife_arena_copy *applife_arena_copy_out(applife_arena *arena) {
    applife_arena_copy *copy = malloc(sizeof *copy + arena->top);
    if (copy == NULL) return NULL;
    copy->size = arena->top;
    memcpy(copy->bytes, arena, arena->top);
    return copy;
}

void applife_arena_copy_in(applife_arena *arena, const applife_arena_copy *copy) {
    size_t used = arena->top, page = arena->page;
    memcpy(arena, copy->bytes, copy->size);
    /* Pages past the copy that a run filled go back to the system when
       there are many of them (the next run touches them again if it needs). */
    uintptr_t from = ((uintptr_t)arena + copy->size + page - 1) & ~(uintptr_t)(page - 1);
    uintptr_t to = (uintptr_t)arena + used;
    if (to > from && to - from >= 4 * GIVE_BACK) madvise((void *)from, to - from, MADV_DONTNEED);
}

void applife_arena_free_copy(applife_arena_copy *copy) { free(copy); }
