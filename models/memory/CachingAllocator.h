#pragma once

#include <cstdint>
#include <set>
#include <tuple>
#include <vector>

namespace rp {

// A replay of PyTorch's CUDA caching allocator, by sizes only: no memory is touched.
// The rules, constants and names follow c10/cuda/CUDACachingAllocator.cpp (PyTorch 2.x): requests are
// rounded to 512 bytes (round_size); requests up to 1 MiB come from a small pool of 2 MiB segments, larger
// ones from a large pool whose segments are 20 MiB for requests under 10 MiB and the request rounded up to
// 2 MiB otherwise (get_allocation_size); a request takes the smallest cached free block that holds it
// (get_free_block, best fit by size, then address); a block is split when what is left is at least 512
// bytes (small pool, or expandable segments) or more than 1 MiB (large pool) (should_split); blocks belong
// to the stream they were allocated on and serve only that stream (BlockComparator orders by stream first,
// get_free_block checks it); a freed block
// merges with free neighbours of its segment and stays cached: segments go back to the driver only when
// cudaMalloc fails (setCapacity replays that). With expandable segments (PYTORCH_CUDA_ALLOC_CONF=
// expandable_segments:True) each pool has one segment that grows at its end by 2 MiB (small) or 20 MiB
// (large) pages (ExpandableSegment, try_allocate_expandable_block). docs/memory-model.md, "Which metric
// am I looking at", says what the estimator takes from it.
class CachingAllocator {
public:
    explicit CachingAllocator(bool expandableSegments = false);

    // The bytes cudaMalloc can give: when a new segment would take the reserved bytes past them, malloc's
    // retry runs first: release_available_cached_blocks does nothing while max_split_size is unlimited (the
    // default), then release_cached_blocks gives every cached segment with nothing live in it back to the
    // driver, and alloc_block tries again. A replay never fails: reserved() past the capacity is the
    // out-of-memory error. Unset, as on a card with room to spare, the cache is never given back. Expandable
    // segments ignore it (unmapping their free pages is not replayed).
    void setCapacity(std::int64_t bytes) { m_capacity = bytes; }

    // Allocates `bytes` (requested) on a stream (0: the default one) and returns a handle for release().
    int allocate(std::int64_t bytes, int stream = 0);
    void release(int handle);

    // Bytes of live blocks as PyTorch counts them (rounded, and whole when a block was not split), and
    // of all segments.
    std::int64_t allocated() const { return m_allocated; }
    std::int64_t reserved() const { return m_reserved; }
    // High-water marks: torch.cuda.max_memory_allocated() and max_memory_reserved().
    std::int64_t peakAllocated() const { return m_peakAllocated; }
    std::int64_t peakReserved() const { return m_peakReserved; }
    // The high-water mark of the bytes asked for, before any rounding.
    std::int64_t peakRequested() const { return m_peakRequested; }

    // The bytes a live block was asked for.
    std::int64_t requested(int handle) const { return m_blocks[std::size_t(handle)].requested; }

    static std::int64_t roundSize(std::int64_t bytes);
    static std::int64_t allocationSize(std::int64_t roundedBytes);

private:
    struct Block {
        std::int64_t address = 0;
        std::int64_t size = 0;
        std::int64_t requested = 0;
        int prev = -1; // neighbours in the same segment
        int next = -1;
        int stream = 0;
        bool small = false;
        bool free = true;
    };
    using Pool = std::set<std::tuple<int, std::int64_t, std::int64_t, int>>; // (stream, size, address, block index)
    Pool& poolOf(bool small) { return small ? m_smallPool : m_largePool; }
    int newBlock(const Block& b);
    int takeFreeBlock(std::int64_t size, bool small, int stream);
    int growSegment(std::int64_t size, bool small, int stream);
    int& tailOf(bool small, int stream);
    void insertFree(int index);
    void eraseFree(int index);
    void split(int index, std::int64_t size);
    void releaseCachedSegments();

    bool m_expandable = false;
    std::vector<Block> m_blocks;
    std::vector<int> m_unused; // indices of merged-away blocks, reused
    Pool m_smallPool;
    Pool m_largePool;
    // Expandable segments: the last block of each stream's large [2·stream] and small [2·stream + 1] segment.
    std::vector<int> m_tails;
    std::int64_t m_nextAddress = 0;
    std::int64_t m_capacity = -1;
    std::int64_t m_allocated = 0;
    std::int64_t m_reserved = 0;
    std::int64_t m_requested = 0;
    std::int64_t m_peakAllocated = 0;
    std::int64_t m_peakReserved = 0;
    std::int64_t m_peakRequested = 0;
};

} // namespace rp
