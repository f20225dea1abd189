#include "models/memory/CachingAllocator.h"

#include <algorithm>

namespace rp {

namespace {

// c10/cuda/CUDACachingAllocator.cpp, the constants at the top of the file.
constexpr std::int64_t kMinBlockSize = 512; // all sizes are rounded to at least 512 bytes
constexpr std::int64_t kSmallSize = 1048576; // largest "small" allocation is 1 MiB
constexpr std::int64_t kSmallBuffer = 2097152; // "small" allocations are packed in 2 MiB blocks
constexpr std::int64_t kLargeBuffer = 20971520; // "large" allocations may be packed in 20 MiB blocks
constexpr std::int64_t kMinLargeAlloc = 10485760; // allocations between 1 and 10 MiB may use kLargeBuffer
constexpr std::int64_t kRoundLarge = 2097152; // round up large allocations to 2 MiB

std::int64_t roundUp(std::int64_t bytes, std::int64_t unit)
{
    return (bytes + unit - 1) / unit * unit;
}

} // namespace

CachingAllocator::CachingAllocator(bool expandableSegments)
    : m_expandable(expandableSegments)
{
}

std::int64_t CachingAllocator::roundSize(std::int64_t bytes)
{
    // round_size, with roundup_power2_divisions at its default (off).
    return bytes < kMinBlockSize ? kMinBlockSize : roundUp(bytes, kMinBlockSize);
}

std::int64_t CachingAllocator::allocationSize(std::int64_t roundedBytes)
{
    // get_allocation_size: the segment cudaMalloc is asked for when no cached block fits.
    if (roundedBytes <= kSmallSize)
        return kSmallBuffer;
    if (roundedBytes < kMinLargeAlloc)
        return kLargeBuffer;
    return roundUp(roundedBytes, kRoundLarge);
}

int CachingAllocator::newBlock(const Block& b)
{
    if (!m_unused.empty()) {
        const int index = m_unused.back();
        m_unused.pop_back();
        m_blocks[std::size_t(index)] = b;
        return index;
    }
    m_blocks.push_back(b);
    return int(m_blocks.size()) - 1;
}

void CachingAllocator::insertFree(int index)
{
    Block& b = m_blocks[std::size_t(index)];
    b.free = true;
    poolOf(b.small).emplace(b.stream, b.size, b.address, index);
}

void CachingAllocator::eraseFree(int index)
{
    const Block& b = m_blocks[std::size_t(index)];
    poolOf(b.small).erase({ b.stream, b.size, b.address, index });
}

int& CachingAllocator::tailOf(bool small, int stream)
{
    const std::size_t slot = std::size_t(2 * stream + (small ? 1 : 0));
    if (m_tails.size() <= slot)
        m_tails.resize(slot + 1, -1);
    return m_tails[slot];
}

int CachingAllocator::takeFreeBlock(std::int64_t size, bool small, int stream)
{
    // get_free_block: the smallest cached block of the same stream at least as large (max_split_size is
    // unlimited by default, so its two oversize rules never apply).
    Pool& pool = poolOf(small);
    const auto it = pool.lower_bound({ stream, size, -1, -1 });
    if (it == pool.end() || std::get<0>(*it) != stream)
        return -1;
    const int index = std::get<3>(*it);
    pool.erase(it);
    return index;
}

int CachingAllocator::growSegment(std::int64_t size, bool small, int stream)
{
    if (!m_expandable) {
        // alloc_block: a new segment of get_allocation_size bytes, at an address after every other.
        const std::int64_t segment = allocationSize(size);
        if (m_capacity >= 0 && m_reserved + segment > m_capacity)
            releaseCachedSegments();
        m_reserved += segment;
        Block b;
        b.address = m_nextAddress;
        b.size = segment;
        b.small = small;
        b.stream = stream;
        m_nextAddress += segment + kLargeBuffer; // segments are not neighbours: blocks never merge across them
        return newBlock(b);
    }
    // try_allocate_expandable_block: the pool's one segment maps pages at its end; a free block there grows
    // into them, otherwise the new pages make a block of their own.
    const std::int64_t page = small ? kSmallBuffer : kLargeBuffer;
    int& tail = tailOf(small, stream);
    int index = -1;
    std::int64_t have = 0;
    if (tail >= 0 && m_blocks[std::size_t(tail)].free) {
        index = tail;
        eraseFree(index);
        have = m_blocks[std::size_t(index)].size;
    }
    const std::int64_t pages = roundUp(size - have, page);
    m_reserved += pages;
    if (index >= 0) {
        m_blocks[std::size_t(index)].size += pages;
        return index;
    }
    Block b;
    b.small = small;
    b.stream = stream;
    b.size = pages;
    if (tail >= 0) {
        const Block& last = m_blocks[std::size_t(tail)];
        b.address = last.address + last.size;
        b.prev = tail;
    } else {
        b.address = m_nextAddress;
        m_nextAddress += std::int64_t(1) << 50; // room to grow: a segment reserves its virtual range
    }
    index = newBlock(b);
    if (tail >= 0)
        m_blocks[std::size_t(tail)].next = index;
    tail = index;
    return index;
}

void CachingAllocator::releaseCachedSegments()
{
    // release_cached_blocks → release_blocks, both pools: a cached block that is a whole segment (not split,
    // so nothing of it is live) is cudaFree'd; a segment split between live and free blocks stays.
    for (Pool* pool : { &m_smallPool, &m_largePool }) {
        for (auto it = pool->begin(); it != pool->end();) {
            const int index = std::get<3>(*it);
            const Block& b = m_blocks[std::size_t(index)];
            if (b.prev < 0 && b.next < 0) {
                m_reserved -= b.size;
                m_unused.push_back(index);
                it = pool->erase(it);
            } else {
                ++it;
            }
        }
    }
}

void CachingAllocator::split(int index, std::int64_t size)
{
    Block& b = m_blocks[std::size_t(index)];
    const std::int64_t remaining = b.size - size;
    // should_split
    const bool splits = (b.small || m_expandable) ? remaining >= kMinBlockSize : remaining > kSmallSize;
    if (!splits)
        return;
    Block rest;
    rest.address = b.address + size;
    rest.size = remaining;
    rest.small = b.small;
    rest.stream = b.stream;
    rest.prev = index;
    rest.next = b.next;
    const int restIndex = newBlock(rest); // may reallocate m_blocks: b is not used after this
    Block& kept = m_blocks[std::size_t(index)];
    kept.size = size;
    if (kept.next >= 0)
        m_blocks[std::size_t(kept.next)].prev = restIndex;
    kept.next = restIndex;
    for (int& tail : m_tails) {
        if (tail == index)
            tail = restIndex;
    }
    insertFree(restIndex);
}

int CachingAllocator::allocate(std::int64_t bytes, int stream)
{
    const std::int64_t size = roundSize(std::max<std::int64_t>(bytes, 1));
    const bool small = size <= kSmallSize;
    int index = takeFreeBlock(size, small, stream);
    if (index < 0)
        index = growSegment(size, small, stream);
    split(index, size);
    Block& b = m_blocks[std::size_t(index)];
    b.free = false;
    b.requested = bytes;
    m_allocated += b.size;
    m_requested += bytes;
    m_peakAllocated = std::max(m_peakAllocated, m_allocated);
    m_peakReserved = std::max(m_peakReserved, m_reserved);
    m_peakRequested = std::max(m_peakRequested, m_requested);
    return index;
}

void CachingAllocator::release(int handle)
{
    // free_block: merge with free neighbours of the same segment (try_merge_blocks), then back to the pool.
    Block& b = m_blocks[std::size_t(handle)];
    m_allocated -= b.size;
    m_requested -= b.requested;
    b.requested = 0;
    for (const bool before : { true, false }) {
        Block& self = m_blocks[std::size_t(handle)];
        const int other = before ? self.prev : self.next;
        if (other < 0 || !m_blocks[std::size_t(other)].free)
            continue;
        eraseFree(other);
        const Block o = m_blocks[std::size_t(other)];
        if (before) {
            self.address = o.address;
            self.prev = o.prev;
            if (o.prev >= 0)
                m_blocks[std::size_t(o.prev)].next = handle;
        } else {
            self.next = o.next;
            if (o.next >= 0)
                m_blocks[std::size_t(o.next)].prev = handle;
        }
        self.size += o.size;
        for (int& tail : m_tails) {
            if (tail == other)
                tail = handle;
        }
        m_unused.push_back(other);
    }
    insertFree(handle);
}

} // namespace rp
